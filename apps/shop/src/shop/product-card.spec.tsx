import { fireEvent, render, screen } from '@testing-library/react';
import { cartAtom, toastsAtom } from '@bike/shared/store';
import { renderShell } from '../bike/test-fixtures';
import { ProductCard } from './product-card';
import { shopItemFixture } from './shop-fixture';

const sizes = (...names: string[]) => names.map((size) => ({ size, externalid: `HELIX-105-JB-${size}` }));

describe('ProductCard and sizes (issue 32: no bike without a size)', () => {
  it('sends a bike with several sizes to its page to choose one, and names the sizes', () => {
    const { store, ui } = renderShell(<ProductCard item={shopItemFixture({ sizes: sizes('S', 'M', 'L') })} index={3} />);
    render(ui);
    expect(screen.getByText('Sizes: S · M · L')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const choose = screen.getByRole('link', { name: 'Choose your size for Helix 105' });
    expect(choose.textContent).toBe('Choose your size');
    expect(choose.getAttribute('href')).toBe('/en_INT/bikes/HELIX-105-JB');
    expect(store.get(cartAtom).products).toEqual([]);
  });

  it('adds a bike with one size in that size', () => {
    const { store, ui } = renderShell(<ProductCard item={shopItemFixture({ sizes: sizes('M') })} index={3} />);
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(cartAtom).products.map((p) => [p.id, p.options?.size])).toEqual([['HELIX-105-JB-M', 'M']]);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Bike added to cart']);
  });

  it('never adds a bike whose sizes it does not know', () => {
    const { store, ui } = renderShell(<ProductCard item={shopItemFixture()} index={3} />);
    render(ui);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose your size for Helix 105' })).toBeTruthy();
    expect(store.get(cartAtom).products).toEqual([]);
  });

  it('adds an accessory as it is', () => {
    const item = shopItemFixture({ id: 2, externalid: 'MG-01', title: 'Mudguard set', itemtype: 'accessory', category: 'accessories', groupset: null, paint_des: null });
    const { store, ui } = renderShell(<ProductCard item={item} index={3} />);
    render(ui);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.get(cartAtom).products.map((p) => p.id)).toEqual(['MG-01']);
  });
});
