import { markerTypeFor, type StockAtDealer, type WantedBike } from './stock-markers';

const wanted: WantedBike = { externalid: 'ARD-HELIX-SL-105-RED', size: 'M', platform: 'ARD-HELIX-SL', design: 'RED' };
const line = (overrides: Partial<StockAtDealer>): StockAtDealer => ({ externalid: wanted.externalid, size: 'M', platform: wanted.platform, design: 'RED', qty: 1, ...overrides });

describe('markerTypeFor', () => {
  it('marks dealers and rental points when no bike is asked for', () => {
    expect(markerTypeFor({ type: 'dealer' })).toBe('dealer');
    expect(markerTypeFor({ type: 'rental' })).toBe('rental');
  });

  it('says how close a dealer stock comes to the asked bike', () => {
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({})])).toBe('stock');
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({ size: 'L' })])).toBe('other_size');
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({ externalid: 'ARD-HELIX-SL-105-BLUE', design: 'BLUE' })])).toBe('other_design');
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({ externalid: 'ARD-HELIX-SL-ULT-RED', size: 'L' })])).toBe('other_spec');
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({ externalid: 'ARD-DUNE', platform: 'ARD-DUNE' })])).toBe('other');
    expect(markerTypeFor({ type: 'dealer' }, wanted, [])).toBe('nostock');
  });

  it('ignores lines with nothing on hand and prefers the exact bike', () => {
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({ qty: 0 })])).toBe('nostock');
    expect(markerTypeFor({ type: 'dealer' }, wanted, [line({ size: 'L' }), line({})])).toBe('stock');
  });
});
