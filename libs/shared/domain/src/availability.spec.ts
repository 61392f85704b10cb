import { availabilityMessage, isBuyable, schemaOrgAvailability, stockSourceOf, summariseStock } from './availability';
import { ORDERABLE_MAX_WORKDAYS, stockAvailability } from './catalogue';

describe('availability (spec points 4 and 9)', () => {
  it('is on stock at 2 workdays or less, orderable up to the documented limit, else unavailable', () => {
    expect(stockAvailability(0)).toBe('onstock');
    expect(stockAvailability(2)).toBe('onstock');
    expect(stockAvailability(3)).toBe('orderable');
    expect(ORDERABLE_MAX_WORKDAYS).toBe(100);
    expect(stockAvailability(100)).toBe('orderable');
    expect(stockAvailability(101)).toBe('unavailable');
    expect(stockAvailability(null)).toBe('unavailable');
  });

  it('tells factory stock (distance 9999999) from dealer stock', () => {
    expect(stockSourceOf(9999999)).toBe('factory');
    expect(stockSourceOf(12.5)).toBe('dealer');
  });

  it('maps to schema.org availability', () => {
    expect(schemaOrgAvailability('onstock')).toBe('https://schema.org/InStock');
    expect(schemaOrgAvailability('orderable')).toBe('https://schema.org/BackOrder');
    expect(schemaOrgAvailability('unavailable')).toBe('https://schema.org/OutOfStock');
  });

  it('needs a price and availability to be bought', () => {
    expect(isBuyable({ availability: 'onstock', $$price: { msrp: 10 } })).toBe(true);
    expect(isBuyable({ availability: 'orderable', $$price: { msrp: null } })).toBe(false);
    expect(isBuyable({ availability: 'unavailable', $$price: { msrp: 10 } })).toBe(false);
  });

  it('picks the message for the workdays', () => {
    expect(availabilityMessage(1)).toEqual({ id: 'availability.onstock', values: { workdays: 1 } });
    expect(availabilityMessage(20)).toEqual({ id: 'availability.orderable', values: { workdays: 20 } });
    expect(availabilityMessage(undefined)).toEqual({ id: 'availability.unavailable', values: { workdays: 0 } });
  });

  it('summarises stock: best availability wins, factory stock first within it, empty lines ignored', () => {
    expect(summariseStock(null, [])).toEqual({ availability: 'unavailable', workdays: null, source: null });
    expect(summariseStock({ qty: 0, workdays: 1 }, [{ qty: 2, workdays: 15 }])).toEqual({ availability: 'orderable', workdays: 15, source: 'dealer' });
    expect(summariseStock({ qty: 3, workdays: 2 }, [{ qty: 1, workdays: 2 }])).toEqual({ availability: 'onstock', workdays: 2, source: 'factory' });
    expect(summariseStock({ qty: 3, workdays: 20 }, [{ qty: 1, workdays: 1 }])).toEqual({ availability: 'onstock', workdays: 1, source: 'dealer' });
    expect(summariseStock({ qty: 9, workdays: 2 }, [{ qty: 1, workdays: 0 }])).toEqual({ availability: 'onstock', workdays: 2, source: 'factory' });
    expect(summariseStock(null, [{ qty: 1, workdays: 150 }])).toEqual({ availability: 'unavailable', workdays: null, source: null });
  });
});
