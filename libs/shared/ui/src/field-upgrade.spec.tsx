import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { PlainSearchField, useFieldUpgrade } from './field-upgrade';

type RichProps = { defaultValue: string; focusOnMount: boolean };

/** A richer field that, like the combobox, takes the focus in the commit that mounts it. */
function Rich({ defaultValue, focusOnMount }: RichProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return <input aria-label="rich" ref={ref} defaultValue={defaultValue} />;
}

describe('useFieldUpgrade (a plain field until the shopper comes to it)', () => {
  it('swaps in the richer field, with what was typed and the focus, in the task its code arrives: no key press can fall between', async () => {
    let arrive!: (component: ComponentType<RichProps>) => void;
    const load = jest.fn(() => new Promise<ComponentType<RichProps>>((resolve) => (arrive = resolve)));
    function Field() {
      const { upgraded: Upgraded, handover, plainRef, upgrade } = useFieldUpgrade(load);
      return Upgraded ? <Upgraded defaultValue={handover?.value ?? ''} focusOnMount={handover?.focused ?? false} /> : <PlainSearchField aria-label="plain" fieldRef={plainRef} onUpgrade={upgrade} />;
    }
    render(<Field />);
    const plain = screen.getByLabelText('plain') as HTMLInputElement;
    expect(load).not.toHaveBeenCalled();
    plain.focus();
    plain.focus();
    expect(load).toHaveBeenCalledTimes(1); // asked once
    plain.value = 'Lieferz'; // typed while the code is on its way
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the swap is outside act on purpose
    arrive(Rich);
    // Only microtasks later (no other task, where a key press could land): already swapped and focused.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    errors.mockRestore();
    const rich = screen.getByLabelText('rich') as HTMLInputElement;
    expect(rich.value).toBe('Lieferz');
    expect(document.activeElement).toBe(rich);
  });
});
