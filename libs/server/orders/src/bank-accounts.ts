/**
 * The accounts a bank transfer goes to, per market (BANK_ACCOUNTS, issue 33): JSON of country
 * code to { beneficiary, iban, bic }, with "*" for every other market, e.g.
 *   BANK_ACCOUNTS='{"BE":{"beneficiary":"Ardenne Cycles NV","iban":"BE68 5390 0754 7034","bic":"GKCCBEBB"},"*":{...}}'
 * A beneficiary may say {brand} for the brand's name. Unset, the embedded demo uses the banks'
 * published example accounts (no real money can reach them): BE and NL in euro at a Belgian
 * example IBAN, CH in francs at the Swiss example IBAN, the rest at the German example IBAN.
 */
export interface BankAccount {
  beneficiary: string;
  iban: string;
  bic: string;
}

export type BankAccounts = Readonly<Record<string, BankAccount>>;

export const DEMO_BANK_ACCOUNTS: BankAccounts = {
  BE: { beneficiary: '{brand}', iban: 'BE68 5390 0754 7034', bic: 'GKCCBEBB' },
  CH: { beneficiary: '{brand}', iban: 'CH93 0076 2011 6238 5295 7', bic: 'UBSWCHZH80A' },
  '*': { beneficiary: '{brand}', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
};

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** ISO 13616 check digits: the IBAN read as a number, letters as 10–35, modulo 97 is 1. */
export function ibanValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!IBAN.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** Reads BANK_ACCOUNTS; a malformed entry stops the start (a wrong IBAN in a mail costs real money). */
export function readBankAccounts(raw: string | undefined): BankAccounts {
  if (!raw) return DEMO_BANK_ACCOUNTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('BANK_ACCOUNTS must be JSON: {"BE":{"beneficiary":"…","iban":"…","bic":"…"},"*":{…}}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('BANK_ACCOUNTS must be an object of market to account');
  const accounts: Record<string, BankAccount> = {};
  for (const [market, value] of Object.entries(parsed)) {
    if (market !== '*' && !/^[A-Z]{2,3}$/.test(market)) throw new Error(`BANK_ACCOUNTS: "${market}" is not a country code or "*"`);
    const { beneficiary, iban, bic } = (value ?? {}) as Partial<BankAccount>;
    if (typeof beneficiary !== 'string' || !beneficiary.trim()) throw new Error(`BANK_ACCOUNTS ${market}: beneficiary is missing`);
    if (typeof iban !== 'string' || !ibanValid(iban)) throw new Error(`BANK_ACCOUNTS ${market}: IBAN is invalid`);
    if (typeof bic !== 'string' || !BIC.test(bic.replace(/\s+/g, '').toUpperCase())) throw new Error(`BANK_ACCOUNTS ${market}: BIC is invalid`);
    accounts[market] = { beneficiary: beneficiary.trim(), iban: iban.trim(), bic: bic.replace(/\s+/g, '').toUpperCase() };
  }
  if (!accounts['*']) throw new Error('BANK_ACCOUNTS needs a "*" entry for the other markets');
  return accounts;
}

/** The account of a market (the locale's country), else the "*" one. */
export const bankAccountFor = (accounts: BankAccounts, market: string): BankAccount => accounts[market] ?? (accounts['*'] as BankAccount);
