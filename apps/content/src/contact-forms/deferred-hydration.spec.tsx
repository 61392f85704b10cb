import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferredHydration } from './deferred-hydration';

// hydrateRoot under act, as React's tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page is "idle" when the test says so.
let becomeIdle: () => void = () => undefined;
jest.mock('../blocks/mixed-content', () => ({ whenIdle: () => new Promise<void>((resolve) => (becomeIdle = resolve)) }));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

describe('deferredHydration', () => {
  it('renders the part on the server once preloaded', async () => {
    const part = deferredHydration(async () => ({ default: Counter }));
    await part.preload();
    expect(renderToString(<part.Deferred label="Send" />)).toContain('Send 0');
  });

  it("keeps the server's HTML until the browser is idle, then fetches the code and hydrates it", async () => {
    const server = deferredHydration(async () => ({ default: Counter }));
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Deferred label="Send" />);
    document.body.append(container);

    const load = jest.fn(async () => ({ default: Counter }));
    const browser = deferredHydration(load);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <browser.Deferred label="Send" />, { onRecoverableError: (error) => errors.push(error) });
    });
    // Not fetched yet, and the server's button is still there, unchanged.
    expect(load).not.toHaveBeenCalled();
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Send 0');

    await act(async () => {
      becomeIdle();
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same node now answers clicks.
    await act(async () => {
      button.click();
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Send 1');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('after a navigation shows the part at once when the loader preloaded it', async () => {
    const part = deferredHydration(async () => ({ default: Counter }));
    await part.preload();
    render(<part.Deferred label="Ask" />);
    expect(screen.getByRole('button', { name: 'Ask 0' })).toBeTruthy();
  });
});
