import { fireEvent, render, screen } from '@testing-library/react';
import { addToCompareAtom, cartAtom, cartCountAtom, compareAtom, createStore, emptyCart, MAX_COMPARE, toastsAtom } from '@bike/shared/store';
import { ProductActions } from './product-actions';
import { bikeFixture, renderShell } from '../bike/test-fixtures';

describe('ProductActions', () => {
  it('adds the chosen size to the cart with title, image, options, price and currency, and says so', () => {
    const { store, ui } = renderShell(<ProductActions item={bikeFixture()} selectedSize={{ size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M' }} needsSize />);
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(cartCountAtom)).toBe(1);
    expect(store.get(cartAtom).products[0]).toEqual({
      id: 'ARD-HELIX-SL-KDR12-P1215-M', qty: 1, title: 'Ardenne Helix SL Kadans Race 2x12', image: '/media/bikes/road/1c2a4a-e45b9c.svg',
      itemtype: 'bike', options: { size: 'M', design: 'Navy / Flamingo Pink', groupset: 'Kadans Race 2x12' }, price: 4299, currency: 'EUR',
    });
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Bike added to cart']);
  });

  it('asks for a size first when one must be chosen', () => {
    const { store, ui } = renderShell(<ProductActions item={bikeFixture()} needsSize />);
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(toastsAtom)[0].message).toBe('Please choose your size first.');
  });

  it('says "choose your size" once however often it is pressed, and drops it once a size is chosen and added', () => {
    const { store, ui } = renderShell(<ProductActions item={bikeFixture()} needsSize />);
    const { rerender } = render(ui);
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    add();
    add();
    add();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Please choose your size first.']);
    rerender(renderShell(<ProductActions item={bikeFixture()} selectedSize={{ size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M' }} needsSize />, { store }).ui);
    expect(store.get(toastsAtom)).toEqual([]);
    add();
    add();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Bike added to cart']);
  });

  it('never adds a bike without a size: without sizes to choose the button stays inactive (issue 32)', () => {
    const { store, ui } = renderShell(<ProductActions item={bikeFixture()} />);
    render(ui);
    const add = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    expect(store.get(cartAtom).products).toEqual([]);
  });

  it('puts the chosen size in the place of a line of this bike that waited for one, quantity and all', () => {
    const store = createStore();
    const waiting = { id: 'ARD-HELIX-SL-KDR12-P1215', qty: 2, title: 'Ardenne Helix SL', itemtype: 'bike' as const, price: 4299, currency: 'EUR', options: { design: 'Navy' } };
    store.set(cartAtom, { ...emptyCart(), products: [waiting] });
    render(renderShell(<ProductActions item={bikeFixture()} selectedSize={{ size: 'L', externalid: 'ARD-HELIX-SL-KDR12-P1215-L' }} needsSize />, { store }).ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(cartAtom).products.map((p) => [p.id, p.qty, p.options?.size])).toEqual([['ARD-HELIX-SL-KDR12-P1215-L', 2, 'L']]);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Bike added to cart']);
  });

  it('confirms an accessory with its own message and offers no compare', () => {
    const { store, ui } = renderShell(<ProductActions item={bikeFixture({ itemtype: 'accessory', externalid: 'ARD-ACC-MUDG-001', title: 'Mudguard set' })} />);
    render(ui);
    expect(screen.queryByRole('button', { name: 'Add to compare' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(toastsAtom)[0].message).toBe('Added to cart');
  });

  it('cannot add an unpriced or unavailable item', () => {
    render(renderShell(<ProductActions item={bikeFixture({ availability: 'unavailable' })} />).ui);
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds to compare with the toast, then offers removal', () => {
    const { store, ui } = renderShell(<ProductActions item={bikeFixture()} />);
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.get(compareAtom).map((e) => e.id)).toEqual(['ARD-HELIX-SL-KDR12-P1215']);
    expect(store.get(toastsAtom)[0].message).toBe('Bike added to compare');
    const remove = screen.getByRole('button', { name: 'Remove from compare' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(remove);
    expect(store.get(compareAtom)).toEqual([]);
  });

  it('says clearly when the compare list is full and keeps the list as it is', () => {
    const store = createStore();
    for (let i = 0; i < MAX_COMPARE; i++) store.set(addToCompareAtom, { id: `B${i}`, title: `Bike ${i}` });
    render(renderShell(<ProductActions item={bikeFixture()} />, { store }).ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.get(compareAtom)).toHaveLength(MAX_COMPARE);
    expect(store.get(toastsAtom)[0]).toMatchObject({ kind: 'error', message: `You can compare up to ${MAX_COMPARE} bikes.` });
  });
});
