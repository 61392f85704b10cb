import { lacksFrameSize } from './frame-size';

describe('frame size rule', () => {
  it('refuses a bike line that names no size', () => {
    expect(lacksFrameSize({ itemtype: 'bike' })).toBe(true);
    expect(lacksFrameSize({ itemtype: 'bike', size: null })).toBe(true);
    expect(lacksFrameSize({ itemtype: 'bike', size: '  ' })).toBe(true);
  });

  it('accepts a bike in a size, and accessories with or without one', () => {
    expect(lacksFrameSize({ itemtype: 'bike', size: 'M' })).toBe(false);
    expect(lacksFrameSize({ itemtype: 'accessory' })).toBe(false);
    expect(lacksFrameSize({ itemtype: 'accessory', size: 'ONE SIZE' })).toBe(false);
  });
});
