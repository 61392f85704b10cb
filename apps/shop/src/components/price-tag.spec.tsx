import { render, screen } from '@testing-library/react';
import { PriceTag } from './price-tag';
import { renderShell } from '../bike/test-fixtures';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const show = (price: Parameters<typeof PriceTag>[0]['price'], locale = 'en_INT') => render(renderShell(<PriceTag price={price} />, { locale }).ui);

describe('PriceTag (spec point 9: currency, a dash when missing)', () => {
  it('shows the price in the locale and its currency', () => {
    show({ msrp: 4299, oldmsrp: null, currency: 'EUR' }, 'de_DE');
    expect(plain(screen.getByTestId('price').textContent)).toBe('4.299,00 €');
  });

  it('formats per locale: nl_BE euro, en_GB pound', () => {
    const { unmount } = show({ msrp: 4299, oldmsrp: null, currency: 'EUR' }, 'nl_BE');
    expect(plain(screen.getByTestId('price').textContent)).toBe('€ 4.299,00');
    unmount();
    show({ msrp: 3899, oldmsrp: null, currency: 'GBP' }, 'en_GB');
    expect(plain(screen.getByTestId('price').textContent)).toBe('£3,899.00');
  });

  it('strikes the old price through when it is higher', () => {
    show({ msrp: 3999, oldmsrp: 4499, currency: 'EUR' });
    const old = screen.getByTestId('old-price');
    expect(old.tagName).toBe('S');
    expect(plain(old.textContent)).toBe('Was €4,499.00');
    expect(plain(screen.getByTestId('price').textContent)).toContain('€3,999.00');
  });

  it('shows no old price when it is not higher', () => {
    show({ msrp: 3999, oldmsrp: 3999, currency: 'EUR' });
    expect(screen.queryByTestId('old-price')).toBeNull();
  });

  it('shows a dash (and says why to screen readers) when there is no price', () => {
    show({ msrp: null, oldmsrp: 4499, currency: 'EUR' });
    const price = screen.getByTestId('price');
    expect(price.querySelector('[aria-hidden="true"]')!.textContent).toBe('–');
    expect(price.textContent).toContain('Price not available');
    expect(screen.queryByTestId('old-price')).toBeNull();
  });

  it('shows a voucher price with the list price struck through', () => {
    show({ msrp: 4000, oldmsrp: null, currency: 'EUR', voucher: { code: 'SPRING', discount: 400, msrp: 3600, freeShipping: false } });
    expect(plain(screen.getByTestId('price').textContent)).toContain('€3,600.00');
    expect(plain(screen.getByTestId('old-price').textContent)).toContain('€4,000.00');
  });
});
