import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchCombobox, type ComboboxSuggestion } from './search-combobox';
import { SearchBox } from './search-box';

const suggestions: ComboboxSuggestion[] = [
  { key: 'support/folders/11/article/101', title: 'Wie lange dauert die Lieferung?', kind: 'Hilfe' },
  { key: 'bikes/platform/helix/ARD-HELIX-SL', title: 'Ardenne Helix SL', kind: 'Rad', detail: 'Helix' },
];
const texts = { count: (n: number) => `${n} Vorschläge`, listLabel: 'Vorschläge' };

async function typeAndWait(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => jest.advanceTimersByTime(200));
}

describe('SearchCombobox (ARIA 1.2 combobox with a listbox)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks after a pause, lists the suggestions, and says how many', async () => {
    const load = jest.fn(async (_term: string) => suggestions);
    render(<SearchCombobox name="q" aria-label="Suchen" load={load} onChoose={jest.fn()} texts={texts} />);
    const input = screen.getByRole('combobox', { name: 'Suchen' });
    fireEvent.focus(input);
    await typeAndWait(input, 'L');
    expect(load).not.toHaveBeenCalled();
    await typeAndWait(input, 'Lieferz');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('Lieferz');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['HilfeWie lange dauert die Lieferung?', 'RadArdenne Helix SLHelix']);
    expect(screen.getByRole('status').textContent).toBe('2 Vorschläge');
  });

  it('moves with the arrows (aria-activedescendant), chooses with Enter, closes with Escape', async () => {
    const onChoose = jest.fn();
    render(<SearchCombobox name="q" aria-label="Suchen" load={async () => suggestions} onChoose={onChoose} texts={texts} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await typeAndWait(input, 'Li');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull(); // past the end: the field again
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(suggestions[0]);
  });

  it('lets Enter submit the form when no suggestion is active', async () => {
    const submit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(<form onSubmit={submit}><SearchCombobox name="q" aria-label="Suchen" load={async () => suggestions} onChoose={jest.fn()} texts={texts} /></form>);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'Li');
    const event = fireEvent.keyDown(input, { key: 'Enter' });
    expect(event).toBe(true); // not prevented: the browser submits
  });
});

describe('SearchBox (plain field until the shopper comes to it)', () => {
  it('renders a plain search field, then hands what was typed to the combobox on focus', async () => {
    render(<SearchBox name="q" aria-label="Suchen" load={async () => []} onChoose={jest.fn()} texts={texts} />);
    const plain = screen.getByRole('searchbox', { name: 'Suchen' });
    fireEvent.change(plain, { target: { value: 'Rück' } });
    await act(async () => {
      fireEvent.focus(plain);
      await import('./search-combobox');
    });
    const combobox = await screen.findByRole('combobox', { name: 'Suchen' });
    expect((combobox as HTMLInputElement).value).toBe('Rück');
  });
});
