import { mailKindProblems } from '@bike/server/mail';
import type { OrderView } from '@bike/shared/domain';
import { DEMO_BANK_ACCOUNTS, ibanValid, readBankAccounts } from './bank-accounts';
import { orderPaidTemplate, orderPlacedTemplate } from './order-mails';

const order = {
  id: 'BE-12345', uuid: '00000000-0000-4000-8000-000000000001', locale: 'nl_BE', brand: 'ardenne', currency: 'EUR', price: 3898, paymentMethod: 'banktransfer',
  transferReference: '+++090/9337/55493+++', createdAt: '2026-12-01T10:00:00Z', customer: { firstName: 'Lotte', lastName: 'Peeters', city: 'Gent', company: null },
  orderlines: [{ quantity: 1, total: 3869, item: { title: 'Ardenne Gravel SL' } }],
} as unknown as OrderView;

describe('order mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, no English left', () => {
    const placed = mailKindProblems(orderPlacedTemplate, { order, link: 'https://shop.test/b2c/x', transfer: { account: DEMO_BANK_ACCOUNTS['BE']!, until: new Date('2026-12-08T10:00:00Z') } });
    expect(placed.problems).toEqual([]);
    expect(placed.mails['de_CH']!.text).toContain(`Bitte überweise ${new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'EUR' }).format(3898)} bis zum 8. Dezember 2026`);
    expect(placed.mails['de_CH']!.text).toMatch(/Empfänger\s+Ardenne Cycles\nIBAN-Kontonummer\s+BE68 5390 0754 7034/);
    expect(mailKindProblems(orderPaidTemplate, { order, link: 'https://shop.test/b2c/x' }).problems).toEqual([]);
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
