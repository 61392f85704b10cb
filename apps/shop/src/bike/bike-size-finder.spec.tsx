import { fireEvent, render, screen } from '@testing-library/react';
import { BuyBox } from './buy-box';
import { sizeFinderModel } from './bike-size-finder';
import { bikeFixture, renderShell } from './test-fixtures';

/** The bike's own geometry: three road sizes (the configurator's rule lands 180/84 on the middle one). */
const geometry = JSON.stringify({ stack: { S: 543, M: 562, L: 581 }, reach: { S: 388, M: 396, L: 404 }, wheelbase: { S: 990, M: 1000, L: 1010 } });
const bike = bikeFixture({
  sizes: ['S', 'M', 'L'].map((size, i) => ({ id: i + 1, size, externalid: `ARD-HELIX-SL-KDR12-P1215-${size}` })),
  attributes: { ...bikeFixture().attributes, frame_size: 'S|M|L', geometry },
});

describe('the size finder on the bike page (issue 32 item 10)', () => {
  it('reads the bike\'s own sizes, stack and reach; none without geometry, for an accessory or an unknown kind', () => {
    expect(sizeFinderModel(bike)).toEqual({ category: 'road', sizes: [{ code: 'S', stack: 543, reach: 388 }, { code: 'M', stack: 562, reach: 396 }, { code: 'L', stack: 581, reach: 404 }] });
    expect(sizeFinderModel(bikeFixture())).toBeNull();
    expect(sizeFinderModel({ ...bike, itemtype: 'accessory' })).toBeNull();
    expect(sizeFinderModel({ ...bike, attributes: { ...bike.attributes, bike_category: 'unicycle' } })).toBeNull();
  });

  it('advises a size and picks it in the size choice when the rider takes the advice', () => {
    const onSizeChange = jest.fn();
    render(renderShell(<BuyBox item={bike} stock={null} onSizeChange={onSizeChange} />).ui);
    fireEvent.change(screen.getByLabelText('Your height (cm)'), { target: { value: '180' } });
    fireEvent.change(screen.getByLabelText('Your inseam (cm)'), { target: { value: '84' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
    expect(screen.getByTestId('size-advice').textContent).toBe('Size M fits you best.');
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Choose size M' }));
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect(onSizeChange).toHaveBeenCalledWith({ size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M' });
  });

  it('offers no choice of a sold-out size, and says so', () => {
    const stock = { externalid: bike.externalid, factory: { qty: 4, workdays: 0 }, dealers: [], sizes: [
      { size: 'S', externalid: 'ARD-HELIX-SL-KDR12-P1215-S', qty: 2, workdays: 0, availability: 'onstock' },
      { size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M', qty: 0, workdays: null, availability: 'unavailable' },
      { size: 'L', externalid: 'ARD-HELIX-SL-KDR12-P1215-L', qty: 2, workdays: 0, availability: 'onstock' },
    ] } as unknown as Parameters<typeof BuyBox>[0]['stock'];
    render(renderShell(<BuyBox item={bike} stock={stock} />).ui);
    fireEvent.change(screen.getByLabelText('Your height (cm)'), { target: { value: '180' } });
    fireEvent.change(screen.getByLabelText('Your inseam (cm)'), { target: { value: '84' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
    expect(screen.getByTestId('size-advice').textContent).toBe('Size M fits you best. Size M is not available right now.');
    expect(screen.queryByRole('button', { name: 'Choose size M' })).toBeNull();
  });
});
