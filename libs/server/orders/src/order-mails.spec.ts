import { mailKindProblems } from '@bike/server/mail';
import type { OrderView } from '@bike/shared/domain';
import { DEMO_BANK_ACCOUNTS, ibanValid, readBankAccounts } from './bank-accounts';
import type { OrderMailFacts } from './order-mail-facts';
import { orderCancelledTemplate, orderPaidTemplate, orderPlacedTemplate, orderShippedTemplate } from './order-mails';

const address = (street: string, number: string, postalCode: string, city: string, country: string) => ({ street, number, postalCode, city, country, lines: [`${street} ${number}`, `${postalCode} ${city}`] });

/** The example: a €3,869 bike and €29 shipping, here with a 5 % voucher and a bottle cage beside it. */
const order = {
  id: 'BE-12345', uuid: '00000000-0000-4000-8000-000000000001', locale: 'nl_BE', brand: 'ardenne', currency: 'EUR', status: 'pending', paymentStatus: 'waiting_transfer',
  paymentMethod: 'banktransfer', transferReference: '+++090/9337/55493+++', createdAt: '2026-12-01T10:00:00Z',
  subtotal: 3893, discount: 194.65, discountcode: 'WELCOMEBE', shippingcost: 29, vat: 654.81, vatDeducted: false, price: 3727.35, shippingMethod: 'CONSUMER',
  customer: { firstName: 'Lotte', lastName: 'Peeters', city: 'Gent', company: null },
  orderlines: [
    { externalitemid: 'GRV-SL-56', quantity: 1, unitPrice: 3869, discount: 193.45, total: 3675.55, size: '56', item: { title: 'Ardenne Gravel SL', image: null, itemtype: 'bike' } },
    { externalitemid: 'CAGE-1', quantity: 2, unitPrice: 12, discount: 1.2, total: 22.8, size: null, item: { title: 'Kempen bidonhouder', image: null, itemtype: 'accessory' } },
  ],
  delivery: { method: 'CONSUMER', address: address('Veldstraat', '4', '9000', 'Gent', 'BE') },
  invoiceAddress: address('Veldstraat', '4', '9000', 'Gent', 'BE'),
} as unknown as OrderView;
const facts: OrderMailFacts = {
  lines: new Map([
    ['GRV-SL-56', { colour: 'Nachtblauw / Zand', build: [] }],
    ['CAGE-1', { colour: 'Zwart', build: [] }],
  ]),
};
/** An /b2c/ link: the check's locales differ from the order's, and the order link is under the order's locale. */
const link = 'https://shop.test/b2c/x';
const transfer = { account: DEMO_BANK_ACCOUNTS['BE']!, until: new Date('2026-12-08T10:00:00Z') };
const eur = (amount: number, bcp47: string) => new Intl.NumberFormat(bcp47, { style: 'currency', currency: 'EUR' }).format(amount);
/** The text part's rows as "label|value" (the text part pads labels with two or more spaces). */
const rowsOf = (text: string) => text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));

describe('order mails (issue 33)', () => {
  it('render every kind in all six languages: both parts, well-formed, no English left', () => {
    const placed = mailKindProblems(orderPlacedTemplate, { order, link, transfer, facts });
    expect(placed.problems).toEqual([]);
    expect(placed.mails['de_CH']!.text).toContain(`Bitte überweise ${eur(3727.35, 'de-CH')} bis zum 8. Dezember 2026`);
    expect(placed.mails['de_CH']!.text).toMatch(/Empfänger\s+Ardenne Cycles\nIBAN-Kontonummer\s+BE68 5390 0754 7034/);
    const paid = { ...order, status: 'paid', paymentStatus: 'paid' } as OrderView;
    expect(mailKindProblems(orderPaidTemplate, { order: paid, link, facts }).problems).toEqual([]);
    expect(mailKindProblems(orderPlacedTemplate, { order: { ...order, paymentMethod: 'online', paymentStatus: 'open', transferReference: null } as OrderView, link, transfer: null }).problems).toEqual([]);
    const serials = [{ serial: '48213377', title: 'Ardenne Gravel SL', size: '56' }];
    expect(mailKindProblems(orderShippedTemplate, { order: { ...paid, status: 'shipped' } as OrderView, link, facts, serials }).problems).toEqual([]);
    const atDealer = { ...paid, status: 'shipped', delivery: { method: 'DEALER', dealer: { name: 'Fietsen Brabo', address: address('Markt', '1', '2000', 'Antwerpen', 'BE'), phone: null, slug: null } } } as OrderView;
    expect(mailKindProblems(orderShippedTemplate, { order: atDealer, link, facts, serials: [] }).problems).toEqual([]);
    for (const by of ['rider', 'shop', 'soldOut'] as const) {
      expect(mailKindProblems(orderCancelledTemplate, { order: { ...paid, status: 'cancelled' } as OrderView, link, facts, by }).problems).toEqual([]);
      expect(mailKindProblems(orderCancelledTemplate, { order: { ...order, status: 'cancelled', paymentStatus: 'cancelled' } as OrderView, link, facts, by }).problems).toEqual([]);
    }
  });

  it('lists each line with its size and colour, the voucher, shipping, total and VAT, and rows that add up', () => {
    const { mails } = mailKindProblems(orderPlacedTemplate, { order, link, transfer, facts });
    const rows = rowsOf(mails['nl_BE']!.text);
    expect(rows).toEqual(expect.arrayContaining([
      `1 × Ardenne Gravel SL — maat 56, Nachtblauw / Zand|${eur(3869, 'nl-BE')}`,
      `2 × Kempen bidonhouder — Zwart|${eur(24, 'nl-BE')}`,
      `Subtotaal|${eur(3893, 'nl-BE')}`,
      `Kortingscode WELCOMEBE|${eur(-194.65, 'nl-BE')}`,
      `Verzending|${eur(29, 'nl-BE')}`,
      `Totaal|${eur(3727.35, 'nl-BE')}`,
      `Inclusief btw|${eur(654.81, 'nl-BE')}`,
    ]));
    expect(mails['nl_BE']!.text).toContain('Leveradres: Veldstraat 4, 9000 Gent');
    // Lines make the subtotal; subtotal − discount + shipping is the total.
    const lineSum = order.orderlines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    expect(lineSum).toBe(order.subtotal);
    expect(Math.round((order.subtotal - order.discount + order.shippingcost) * 100)).toBe(Math.round(order.price * 100));
    expect(mails['de_CH']!.text).toMatch(/1 × Ardenne Gravel SL — Größe 56, Nachtblauw \/ Zand\s+/);
    expect(mails['fr_BE']!.html).toContain('Code de réduction WELCOMEBE');
  });

  it('names a custom bike’s build, free shipping, and a deducted VAT that makes the total', () => {
    const business = { ...order, discount: 0, discountcode: null, shippingcost: 0, vatDeducted: true, price: 3893 - 675.64, vat: 675.64 } as OrderView;
    const built: OrderMailFacts = { lines: new Map([['GRV-SL-56', { colour: 'Nachtblauw / Zand', build: ['GRX 820', 'Carbon 45', 'Kort stuur'] }]]) };
    const text = mailKindProblems(orderPlacedTemplate, { order: business, link, transfer, facts: built }).mails['nl_BE']!.text;
    expect(text).toContain('Jouw samenstelling van Ardenne Gravel SL: GRX 820, Carbon 45, Kort stuur');
    expect(rowsOf(text)).toEqual(expect.arrayContaining(['Verzending|Gratis', `Btw verlegd|${eur(-675.64, 'nl-BE')}`, `Totaal|${eur(3217.36, 'nl-BE')}`]));
    expect(text).not.toContain('Inclusief btw');
  });

  it('says what changed: shipped with the frame numbers, cancelled by whom and what happens to the money', () => {
    const paid = { ...order, status: 'shipped', paymentStatus: 'paid' } as OrderView;
    const shipped = mailKindProblems(orderShippedTemplate, { order: paid, link, facts, serials: [{ serial: '48213377', title: 'Ardenne Gravel SL', size: '56' }] }).mails['nl_BE']!;
    expect(shipped.subject).toBe('Je bestelling BE-12345 is onderweg');
    expect(rowsOf(shipped.text)).toContain('Ardenne Gravel SL — maat 56|48213377');
    expect(shipped.text).toContain('de vervoerder brengt ze naar het leveradres hierboven');
    const atDealer = { ...paid, delivery: { method: 'DEALER', dealer: { name: 'Fietsen Brabo', address: address('Markt', '1', '2000', 'Antwerpen', 'BE'), phone: null, slug: null } } } as OrderView;
    const toDealer = mailKindProblems(orderShippedTemplate, { order: atDealer, link, facts, serials: [] }).mails['de_CH']!.text;
    expect(toDealer).toContain('ist auf dem Weg zu Fietsen Brabo.');
    expect(toDealer).toContain('Abholung bei: Fietsen Brabo, Markt 1, 2000 Antwerpen');

    const refunded = mailKindProblems(orderCancelledTemplate, { order: { ...paid, status: 'cancelled' } as OrderView, link, facts, by: 'shop' }).mails['nl_BE']!;
    expect(refunded.subject).toBe('Bestelling BE-12345 geannuleerd');
    expect(refunded.text).toContain('We hebben je bestelling BE-12345 geannuleerd.');
    expect(refunded.text).toContain(`We storten de ${eur(3727.35, 'nl-BE')} die je betaalde binnen 14 dagen terug`);
    const unpaid = mailKindProblems(orderCancelledTemplate, { order: { ...order, status: 'cancelled', paymentStatus: 'cancelled' } as OrderView, link, facts, by: 'rider' }).mails['de_CH']!.text;
    expect(unpaid).toContain('Wie gewünscht haben wir deine Bestellung BE-12345 storniert.');
    expect(unpaid).toContain('es gibt also nichts zu erstatten');
  });
});

describe('BANK_ACCOUNTS', () => {
  it('defaults to the banks’ example accounts, whose IBANs check out', () => {
    expect(readBankAccounts(undefined)).toBe(DEMO_BANK_ACCOUNTS);
    for (const account of Object.values(DEMO_BANK_ACCOUNTS)) expect(ibanValid(account.iban)).toBe(true);
  });

  it('reads accounts per market and refuses a wrong IBAN, BIC or a missing fallback', () => {
    const accounts = readBankAccounts(JSON.stringify({ NL: { beneficiary: '{brand} BV', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' }, '*': DEMO_BANK_ACCOUNTS['*'] }));
    expect(accounts['NL']).toEqual({ beneficiary: '{brand} BV', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' });
    expect(() => readBankAccounts(JSON.stringify({ '*': { beneficiary: 'X', iban: 'BE68 5390 0754 7035', bic: 'GKCCBEBB' } }))).toThrow(/IBAN/);
    expect(() => readBankAccounts(JSON.stringify({ '*': { beneficiary: 'X', iban: 'BE68 5390 0754 7034', bic: 'nope' } }))).toThrow(/BIC/);
    expect(() => readBankAccounts(JSON.stringify({ BE: DEMO_BANK_ACCOUNTS['BE'] }))).toThrow(/"\*"/);
    expect(() => readBankAccounts('{')).toThrow(/JSON/);
  });
});
