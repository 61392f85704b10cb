import {
  addLine, cartCount, cartSubtotal, chooseLineSize, decrementLine, emptyCart, incrementLine, lineNeedsSize, markFailed, markPending, markSucceeded, removeLine,
  restoreCart, setDetails, setLineQuantity, setLocation, setRemark, updateLines, MAX_LINE_QUANTITY, type Cart, type CartLine,
} from './cart-rules';

const bike: CartLine = { id: 'ARD-1', qty: 1, title: 'Helix', itemtype: 'bike', price: 3999, currency: 'EUR', options: { size: 'M' } };
const cap: CartLine = { id: 'ARD-ACC-CAP-1', qty: 2, title: 'Cap', itemtype: 'accessory', price: 19.95, currency: 'EUR' };
const withLines = (...lines: CartLine[]): Cart => lines.reduce(addLine, emptyCart());

describe('cart lines', () => {
  it('adds, raises the quantity of a product already in the cart, and counts', () => {
    const cart = addLine(withLines(bike, cap), bike);
    expect(cart.products.map((p) => [p.id, p.qty])).toEqual([['ARD-1', 2], ['ARD-ACC-CAP-1', 2]]);
    expect(cartCount(cart)).toBe(4);
    expect(cartSubtotal(cart)).toBe(8037.9);
  });

  it('sets a quantity directly, within 1..max; zero removes', () => {
    const cart = withLines(bike);
    expect(setLineQuantity(cart, 'ARD-1', 5).products[0].qty).toBe(5);
    expect(setLineQuantity(cart, 'ARD-1', 500).products[0].qty).toBe(MAX_LINE_QUANTITY);
    expect(setLineQuantity(cart, 'ARD-1', 5, 3).products[0].qty).toBe(3);
    expect(setLineQuantity(cart, 'ARD-1', 0).products).toEqual([]);
    expect(setLineQuantity(cart, 'ARD-1', Number.NaN).products).toEqual([]);
  });

  it('increments up to the maximum and decrements down to one (never removes)', () => {
    let cart = withLines(bike);
    cart = incrementLine(cart, 'ARD-1', 2);
    cart = incrementLine(cart, 'ARD-1', 2);
    expect(cart.products[0].qty).toBe(2);
    cart = decrementLine(decrementLine(cart, 'ARD-1'), 'ARD-1');
    expect(cart.products[0].qty).toBe(1);
  });

  it('removes by id', () => {
    expect(removeLine(withLines(bike, cap), 'ARD-1').products.map((p) => p.id)).toEqual(['ARD-ACC-CAP-1']);
  });

  it('takes server prices and facts, merging several updates per line', () => {
    const cart = updateLines(withLines(bike), [{ id: 'ARD-1', price: 4299, currency: 'CHF' }, { id: 'ARD-1', brandkey: 'ardenne', range: 'Race' }]);
    expect(cart.products[0]).toMatchObject({ price: 4299, currency: 'CHF', brandkey: 'ardenne', range: 'Race', qty: 1 });
    expect(cart.currency).toBe('CHF');
    const same = withLines(bike);
    expect(updateLines(same, [{ id: 'ARD-1', price: 3999 }])).toBe(same);
    expect(updateLines(same, [{ id: 'OTHER', price: 1 }])).toBe(same);
  });
});

describe('bikes in a size (issue 32)', () => {
  const sizeless: CartLine = { id: 'ARD-HELIX', qty: 2, title: 'Helix', itemtype: 'bike', price: 5449, currency: 'EUR', options: { design: 'Navy' } };

  it('refuses to add a bike without a size; accessories need none', () => {
    const cart = withLines(cap);
    expect(addLine(cart, sizeless)).toBe(cart);
    expect(addLine(cart, { ...sizeless, options: { size: ' ' } })).toBe(cart);
    expect(lineNeedsSize(sizeless)).toBe(true);
    expect(lineNeedsSize(bike)).toBe(false);
    expect(lineNeedsSize(cap)).toBe(false);
    expect(addLine(emptyCart(), { ...cap, options: undefined }).products).toHaveLength(1);
  });

  it('keeps a stored bike line without a size (an old cart), so the shopper can choose one', () => {
    const restored = restoreCart({ status: 'DRAFT', products: [sizeless, cap] });
    expect(restored.products.map((p) => p.id)).toEqual(['ARD-HELIX', 'ARD-ACC-CAP-1']);
    expect(lineNeedsSize(restored.products[0]!)).toBe(true);
  });

  it('repairs a waiting line with the chosen size in its place, keeping its quantity', () => {
    const waiting = restoreCart({ status: 'DRAFT', products: [sizeless, cap] });
    const sized: CartLine = { ...sizeless, id: 'ARD-HELIX-M', qty: 1, options: { size: 'M', design: 'Navy' } };
    const repaired = chooseLineSize(waiting, 'ARD-HELIX', sized);
    expect(repaired.products.map((p) => [p.id, p.qty, p.options?.size])).toEqual([['ARD-HELIX-M', 2, 'M'], ['ARD-ACC-CAP-1', 2, undefined]]);
    // The size already in the cart: the waiting units join it.
    const both = chooseLineSize({ ...waiting, products: [...waiting.products, { ...sized, qty: 1 }] }, 'ARD-HELIX', sized);
    expect(both.products.map((p) => [p.id, p.qty])).toEqual([['ARD-HELIX-M', 3], ['ARD-ACC-CAP-1', 2]]);
    // Without a waiting line it is a plain add; a sizeless choice changes nothing.
    expect(chooseLineSize(withLines(cap), 'ARD-HELIX', sized).products.map((p) => [p.id, p.qty])).toEqual([['ARD-ACC-CAP-1', 2], ['ARD-HELIX-M', 1]]);
    expect(chooseLineSize(waiting, 'ARD-HELIX', sizeless)).toBe(waiting);
  });
});

describe('cart status (spec point 4)', () => {
  it('starts as DRAFT with default details', () => {
    expect(emptyCart()).toEqual({ products: [], status: 'DRAFT', location: null, remark: '', details: { customerType: 'consumer', shippingAddressSameAsInvoice: true } });
  });

  it('DRAFT -> PENDING -> SUCCESS keeps payment url and order uuid', () => {
    const pending = markPending(withLines(bike), { id: 7 });
    expect(pending.status).toBe('PENDING');
    expect(pending.order).toEqual({ id: 7 });
    const success = markSucceeded(pending, { paymentUrl: '/payments/sandbox/p1', orderUuid: 'o1' });
    expect(success).toMatchObject({ status: 'SUCCESS', paymentUrl: '/payments/sandbox/p1', orderUuid: 'o1', order: { id: 7 } });
    expect(success.products).toHaveLength(1);
  });

  it('PENDING -> ERROR keeps the error; a new attempt forgets it', () => {
    const failed = markFailed(markPending(withLines(bike)), 'ORDER_FAILED');
    expect(failed).toMatchObject({ status: 'ERROR', error: 'ORDER_FAILED' });
    const again = markPending(failed);
    expect(again.status).toBe('PENDING');
    expect(again.error).toBeUndefined();
    const success = markSucceeded(again, { paymentUrl: 'u', orderUuid: 'o' });
    expect(markFailed(success, 'PAYMENT_FAILED')).not.toHaveProperty('paymentUrl');
  });

  it('editing the lines after an attempt makes the cart a draft again', () => {
    const failed = markFailed(markPending(withLines(bike)), 'ORDER_FAILED');
    const edited = addLine(failed, cap);
    expect(edited.status).toBe('DRAFT');
    expect(edited.error).toBeUndefined();
    const success = markSucceeded(markPending(withLines(bike)), { paymentUrl: 'u', orderUuid: 'o' });
    expect(removeLine(success, 'ARD-1')).toMatchObject({ status: 'DRAFT', products: [] });
    expect(removeLine(success, 'ARD-1').orderUuid).toBeUndefined();
  });

  it('keeps location, remark and details', () => {
    let cart = setRemark(withLines(bike), 'Ring twice');
    cart = setDetails(cart, { customerType: 'business' });
    cart = setLocation(cart, { shippingMethod: 'DEALER', dealer: { customerid: 'C1', name: 'Velo Gent' } });
    expect(cart).toMatchObject({ remark: 'Ring twice', details: { customerType: 'business', shippingAddressSameAsInvoice: true }, location: { shippingMethod: 'DEALER' } });
  });
});

describe('restoring from storage (spec point 4)', () => {
  it('drops lines without a price and malformed lines', () => {
    const cart = restoreCart({
      status: 'DRAFT',
      products: [bike, { ...bike, id: 'NOPRICE', price: null }, { ...bike, id: 'NAN', price: 'x' }, { id: 'X' }, null, { ...cap, qty: 0 }],
    });
    expect(cart.products.map((p) => p.id)).toEqual(['ARD-1']);
  });

  it('keeps status with its payment url / error, repairs details and location', () => {
    const success = restoreCart({ products: [bike], status: 'SUCCESS', paymentUrl: 'u', orderUuid: 'o', details: { customerType: 'weird' }, location: { shippingMethod: 'MOON' } });
    expect(success).toMatchObject({ status: 'SUCCESS', paymentUrl: 'u', orderUuid: 'o', details: { customerType: 'consumer', shippingAddressSameAsInvoice: true }, location: null });
    expect(restoreCart({ products: [], status: 'ERROR', error: 'E' })).toMatchObject({ status: 'ERROR', error: 'E' });
    expect(restoreCart({ products: [], status: 'BOGUS' }).status).toBe('DRAFT');
    expect(restoreCart('garbage')).toEqual(emptyCart());
  });
});
