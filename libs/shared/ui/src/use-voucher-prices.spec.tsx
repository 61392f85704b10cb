import { act, render, screen } from '@testing-library/react';
import { useVoucherPrices } from './use-voucher-prices';

function Price({ priced, pricedWith, code, reprice }: { priced: number; pricedWith: string | null; code: string | null; reprice: (code: string) => Promise<number> }) {
  return <p data-testid="price">{useVoucherPrices(priced, pricedWith, code, 'ARD-HELIX-SL-SPP12-P0010', reprice)}</p>;
}

async function shown(code: string | null, pricedWith: string | null, reprice: jest.Mock) {
  const { unmount } = render(<Price priced={6459.05} pricedWith={pricedWith} code={code} reprice={reprice} />);
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  const text = screen.getByTestId('price').textContent;
  unmount();
  return text;
}

describe('prices with the shopper\'s discount code (issue 32)', () => {
  it('asks again with the shopper\'s code when the page was priced with another', async () => {
    const reprice = jest.fn(async () => 6119.1);
    expect(await shown('SPRING10', 'WELCOMEBE', reprice)).toBe('6119.1');
    expect(reprice).toHaveBeenCalledWith('SPRING10');
  });

  it('keeps the page\'s price when it was priced with the shopper\'s code, or the shopper has none', async () => {
    const reprice = jest.fn(async () => 1);
    expect(await shown('WELCOMEBE', 'WELCOMEBE', reprice)).toBe('6459.05');
    expect(await shown(null, 'WELCOMEBE', reprice)).toBe('6459.05');
    expect(reprice).not.toHaveBeenCalled();
  });

  it('keeps the page\'s price when the call fails', async () => {
    expect(await shown('SPRING10', null, jest.fn(async () => { throw new Error('offline'); }))).toBe('6459.05');
  });
});
