import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BuyBox } from './buy-box';
import { sizeFinderAsked, sizeFinderModel } from './bike-size-finder';
import { bikeFixture, renderShell } from './test-fixtures';

// Whether the finder's code was loaded (jest runs a module factory when the module is first required).
const mockPanelLoaded = jest.fn();
jest.mock('./size-finder/size-finder-panel', () => {
  mockPanelLoaded();
  return jest.requireActual('./size-finder/size-finder-panel');
});

/** The bike's own geometry: three road sizes (the configurator's rule lands 180/84 on the middle one). */
const geometry = JSON.stringify({ stack: { S: 543, M: 562, L: 581 }, reach: { S: 388, M: 396, L: 404 }, wheelbase: { S: 990, M: 1000, L: 1010 } });
const bike = bikeFixture({
  sizes: ['S', 'M', 'L'].map((size, i) => ({ id: i + 1, size, externalid: `ARD-HELIX-SL-KDR12-P1215-${size}` })),
  attributes: { ...bikeFixture().attributes, frame_size: 'S|M|L', geometry },
});

/** Opens the finder as a rider does and gives it a body. */
async function askFinder(height: string, inseam: string) {
  fireEvent.click(screen.getByRole('link', { name: 'Find my size' }));
  fireEvent.change(await screen.findByLabelText('Your height (cm)'), { target: { value: height } });
  fireEvent.change(screen.getByLabelText('Your inseam (cm)'), { target: { value: inseam } });
  fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
}

describe('the size finder on the bike page (issue 32 item 10)', () => {
  it('reads the bike\'s own sizes, stack and reach; none without geometry, for an accessory or an unknown kind', () => {
    expect(sizeFinderModel(bike)).toEqual({ category: 'road', sizes: [{ code: 'S', stack: 543, reach: 388 }, { code: 'M', stack: 562, reach: 396 }, { code: 'L', stack: 581, reach: 404 }] });
    expect(sizeFinderModel(bikeFixture())).toBeNull();
    expect(sizeFinderModel({ ...bike, itemtype: 'accessory' })).toBeNull();
    expect(sizeFinderModel({ ...bike, attributes: { ...bike.attributes, bike_category: 'unicycle' } })).toBeNull();
  });

  it('is asked for open by its link or its form without script', () => {
    expect(sizeFinderAsked(new URLSearchParams('sizefinder'))).toBe(true);
    expect(sizeFinderAsked(new URLSearchParams('height=180&inseam=84'))).toBe(true);
    expect(sizeFinderAsked(new URLSearchParams('tab=geometry'))).toBe(false);
  });

  // First of the rendering tests: later ones find the finder's code already loaded.
  it('is a link until the rider comes to it; its code loads then, and the finder opens in its place with the focus in the height field', async () => {
    render(renderShell(<BuyBox item={bike} stock={null} />).ui);
    const link = screen.getByRole('link', { name: 'Find my size' });
    expect(link.getAttribute('href')).toBe('?sizefinder#size-finder');
    expect(screen.queryByLabelText('Your height (cm)')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockPanelLoaded).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    await waitFor(() => expect(mockPanelLoaded).toHaveBeenCalledTimes(1));
    fireEvent.click(link);
    const height = await screen.findByLabelText('Your height (cm)');
    expect(height.closest('details')!.open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(height));
  });

  it('advises a size and picks it in the size choice when the rider takes the advice', async () => {
    const onSizeChange = jest.fn();
    render(renderShell(<BuyBox item={bike} stock={null} onSizeChange={onSizeChange} />).ui);
    await askFinder('180', '84');
    expect(screen.getByTestId('size-advice').textContent).toBe('Size M fits you best.');
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Choose size M' }));
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect(onSizeChange).toHaveBeenCalledWith({ size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M' });
  });

  it('offers no choice of a sold-out size, and says so', async () => {
    const stock = { externalid: bike.externalid, factory: { qty: 4, workdays: 0 }, dealers: [], sizes: [
      { size: 'S', externalid: 'ARD-HELIX-SL-KDR12-P1215-S', qty: 2, workdays: 0, availability: 'onstock' },
      { size: 'M', externalid: 'ARD-HELIX-SL-KDR12-P1215-M', qty: 0, workdays: null, availability: 'unavailable' },
      { size: 'L', externalid: 'ARD-HELIX-SL-KDR12-P1215-L', qty: 2, workdays: 0, availability: 'onstock' },
    ] } as unknown as Parameters<typeof BuyBox>[0]['stock'];
    render(renderShell(<BuyBox item={bike} stock={stock} />).ui);
    await askFinder('180', '84');
    expect(screen.getByTestId('size-advice').textContent).toBe('Size M fits you best. Size M is not available right now.');
    expect(screen.queryByRole('button', { name: 'Choose size M' })).toBeNull();
  });
});
