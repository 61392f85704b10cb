import { productJsonLd } from './product-json-ld';
import { bikeFixture } from './test-fixtures';

describe('productJsonLd', () => {
  it('carries price, currency, availability, sku, brand and image', () => {
    const ld = productJsonLd(bikeFixture({ availability: 'orderable', workdays: 20 }), 'Ardenne');
    expect(ld).toMatchObject({
      '@type': 'Product', name: 'Ardenne Helix SL Kadans Race 2x12', sku: 'ARD-HELIX-SL-KDR12-P1215',
      brand: { '@type': 'Brand', name: 'Ardenne' }, image: ['/media/bikes/road/1c2a4a-e45b9c.svg'],
      offers: { '@type': 'Offer', price: '4299.00', priceCurrency: 'EUR', availability: 'https://schema.org/BackOrder' },
    });
    expect(productJsonLd(bikeFixture(), 'Ardenne').offers!.availability).toBe('https://schema.org/InStock');
    expect(productJsonLd(bikeFixture({ availability: 'unavailable' }), 'Ardenne').offers!.availability).toBe('https://schema.org/OutOfStock');
  });

  it('uses the voucher price when one applies, and leaves the offer out without a price', () => {
    const vouchered = bikeFixture({ $$price: { msrp: 4000, oldmsrp: null, currency: 'CHF', voucher: { code: 'X', discount: 10, msrp: 3600, freeShipping: false } } });
    expect(productJsonLd(vouchered, 'Ardenne').offers).toMatchObject({ price: '3600.00', priceCurrency: 'CHF' });
    expect(productJsonLd(bikeFixture({ $$price: { msrp: null, oldmsrp: null, currency: 'EUR', voucher: null } }), 'Ardenne').offers).toBeUndefined();
  });
});
