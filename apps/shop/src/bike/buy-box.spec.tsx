import { fireEvent, render, screen } from '@testing-library/react';
import { BuyBox } from './buy-box';
import { bikeFixture, renderShell } from './test-fixtures';

const show = (price: Parameters<typeof bikeFixture>[0]) => render(renderShell(<BuyBox item={bikeFixture(price)} stock={null} />).ui);

describe('BuyBox price (issue 11 item 9: say why there is no price where a shopper would buy)', () => {
  it('shows the price when the bike is sold online in this market', () => {
    show({});
    expect(screen.getByTestId('price').textContent).toContain('€4,299.00');
    expect(screen.queryByText('Not sold online in this country')).toBeNull();
  });

  it('says the bike is not sold online here and links to the dealers instead of a bare dash', () => {
    show({ $$price: { msrp: null, oldmsrp: null, currency: 'EUR', voucher: null } });
    const price = screen.getByTestId('price');
    expect(price.textContent).not.toContain('–');
    expect(screen.getByText('Not sold online in this country')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toMatch(/\/dealers$/);
  });
});

describe('BuyBox size choice', () => {
  it('tells the page which size the shopper picked (the dealers tab asks for it)', () => {
    const onSizeChange = jest.fn();
    render(renderShell(<BuyBox item={bikeFixture()} stock={null} onSizeChange={onSizeChange} />).ui);
    expect(onSizeChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(onSizeChange).toHaveBeenCalledWith({ size: 'S', externalid: 'ARD-HELIX-SL-KDR12-P1215-S' });
  });
});
