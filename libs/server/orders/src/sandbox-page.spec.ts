import { sandboxAmount, sandboxLocale, sandboxPage, type SandboxPageData } from './sandbox-page';

/**
 * The sandbox payment page stands in for a provider's hosted page: it speaks the order's
 * language and writes the amount as the order's locale and currency do (Intl.NumberFormat).
 */
const base: SandboxPageData = {
  paymentUuid: '11111111-2222-4333-8444-555555555555', orderId: 'AR-1001', amount: 1234.5, currency: 'EUR', locale: 'nl_BE', status: 'open', open: true, returnPath: '/nl_BE/checkout/order?order=x',
};
/**
 * The text as a reader sees it: Intl writes group and currency spaces as no-break spaces, and the
 * page escapes the Swiss group sign when it is ' (ICU versions write ' or ’).
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/&#39;/g, "'");
const h1 = (html: string) => html.match(/<h1>([^<]*)<\/h1>/)?.[1];
const buttons = (html: string) => [...html.matchAll(/<button type="submit" name="action" value="(\w+)"[^>]*>([^<]*)<\/button>/g)].map((m) => [m[1], plain(m[2]!)]);
const dd = (html: string) => [...html.matchAll(/<dd>([^<]*)<\/dd>/g)].map((m) => plain(m[1]!));

describe('sandbox payment page in the order\'s language', () => {
  it('Dutch for nl_BE: title, heading, buttons, status and € 1.234,50', () => {
    const html = sandboxPage(base);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Testbetaling AR-1001</title>');
    expect(h1(html)).toBe('Testbetaling');
    expect(html).toContain('<dt>Bestelling</dt>');
    expect(html).toContain('<dt>Betaalstatus</dt>');
    expect(dd(html)).toEqual(['AR-1001', '€ 1.234,50', 'Openstaand']);
    expect(buttons(html)).toEqual([
      ['pay', 'Betaal € 1.234,50'],
      ['fail', 'Laat mislukken'],
      ['cancel', 'Annuleer'],
    ]);
    expect(html).toContain('<form method="post" action="/payments/sandbox/11111111-2222-4333-8444-555555555555">');
  });

  it('German (du) for de_CH: CHF 1’234.50, and the closed page', () => {
    const html = sandboxPage({ ...base, locale: 'de_CH', currency: 'CHF' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Testzahlung AR-1001</title>');
    expect(h1(html)).toBe('Testzahlung');
    expect(html).toContain('Wähle, wie die Zahlung ausgehen soll.');
    const [, amount, status] = dd(html);
    expect(amount).toMatch(/^CHF 1['’]234\.50$/);
    expect(status).toBe('Offen');
    expect(buttons(html)).toEqual([
      ['pay', `${amount} bezahlen`],
      ['fail', 'Fehlschlagen lassen'],
      ['cancel', 'Abbrechen'],
    ]);
    const closed = sandboxPage({ ...base, locale: 'de_CH', currency: 'CHF', status: 'paid', open: false, returnPath: '/de_CH/checkout/order?order=x' });
    expect(closed).not.toContain('<form');
    expect(closed).toContain('<p role="status">Diese Zahlung ist abgeschlossen und kann nicht mehr geändert werden.</p>');
    expect(closed).toContain('<a href="/de_CH/checkout/order?order=x">Zurück zur Bestellung</a>');
    expect(dd(closed)[2]).toBe('Bezahlt');
  });

  it('English on en_INT, a status it does not know as stored, and no script', () => {
    const html = sandboxPage({ ...base, locale: 'en_INT', status: 'refunded' });
    expect(html).toContain('<html lang="en">');
    expect(dd(html)).toEqual(['AR-1001', '€1,234.50', 'refunded']);
    expect(buttons(html)[0]).toEqual(['pay', 'Pay €1,234.50']);
    expect(html).not.toMatch(/<script/i);
    expect(sandboxPage({ ...base, status: 'waiting_transfer', open: false })).toContain('<dd>Wacht op de overschrijving</dd>');
  });

  it('reads the language and BCP 47 tag from the locale, and keeps a plain amount for a currency Intl refuses', () => {
    expect(sandboxLocale('nl_BE')).toEqual({ language: 'nl', bcp47: 'nl-BE' });
    expect(sandboxLocale('fr_CH')).toEqual({ language: 'fr', bcp47: 'fr-CH' });
    expect(sandboxLocale('nl_XX')).toEqual({ language: 'nl', bcp47: 'nl' });
    expect(sandboxLocale('pt_BR')).toEqual({ language: 'en', bcp47: 'en' });
    expect(plain(sandboxAmount(1234.5, 'EUR', 'nl-BE'))).toBe('€ 1.234,50');
    expect(sandboxAmount(12, 'NOT-A-CODE', 'nl-BE')).toBe('NOT-A-CODE 12.00');
  });
});
