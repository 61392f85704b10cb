import type { StockLookupLine } from '@bike/shared/domain';
import { byDealer, byMarket } from './dealers-by-market';

const line = (dealerId: number, country: string, distance: number, size: string): StockLookupLine => ({
  source: 'dealer', distance, size, externalid: `X-${size}`, qty: 1, workdays: 0, availability: 'onstock',
  dealer: { dealerId, cusid: `C${dealerId}`, extid: `E${dealerId}`, slug: `d-${dealerId}`, name: `Dealer ${dealerId}`, city: 'Town', country, type: 'dealer', distance },
});

describe('a bike\'s dealers by market', () => {
  // As the stock lookup answers: nearest first, factory lines without a dealer.
  const lines: StockLookupLine[] = [
    line(1, 'BE', 3, 'S'), line(1, 'BE', 3, 'M'), line(2, 'GB', 615, 'XS'), line(3, 'IT', 816, 'L'), line(4, 'BE', 40, 'L'),
    { source: 'factory', distance: 0, size: 'L', externalid: 'X-L', qty: 8, workdays: 2, availability: 'onstock', dealer: null },
  ];

  it('puts one dealer\'s sizes together and leaves the factory out', () => {
    expect(byDealer(lines).map((d) => [d.dealer.dealerId, d.sizes.map((s) => s.size)])).toEqual([[1, ['S', 'M']], [2, ['XS']], [3, ['L']], [4, ['L']]]);
  });

  it('lists the shopper\'s country first, nearest first, and other countries apart (a Belgian rider before Liverpool)', () => {
    const { home, abroad } = byMarket(byDealer(lines), 'BE');
    expect(home.map((d) => d.dealer.dealerId)).toEqual([1, 4]);
    expect(abroad.map((d) => d.dealer.dealerId)).toEqual([2, 3]);
  });

  it('keeps every dealer in one list on the international site', () => {
    const { home, abroad } = byMarket(byDealer(lines), 'INT');
    expect(home.map((d) => d.dealer.dealerId)).toEqual([1, 2, 3, 4]);
    expect(abroad).toEqual([]);
  });
});
