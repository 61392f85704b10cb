import { LANGUAGES } from '@bike/shared/i18n/locales';
import { BRAND_TOKENS } from '@bike/shared/brand';
import { defineMail, mailKindProblems, mailLocale, renderMail, type MailCatalogue } from '../index';
import { htmlProblems } from './well-formed';

const catalogue: MailCatalogue<'subject' | 'line' | 'button'> = {
  en: { subject: 'Test {n, number}', line: 'A line for {name}.', button: 'Open' },
  de: { subject: 'Test-DE {n, number}', line: 'Eine Zeile für {name}.', button: 'Öffnen' },
  es: { subject: 'Prueba {n, number}', line: 'Una línea para {name}.', button: 'Abrir' },
  fr: { subject: 'Essai {n, number}', line: 'Une ligne pour {name}.', button: 'Ouvrir' },
  it: { subject: 'Prova {n, number}', line: 'Una riga per {name}.', button: 'Apri' },
  nl: { subject: 'Proef {n, number}', line: 'Een regel voor {name}.', button: 'Openen' },
};
const sample = defineMail<{ name: string }, keyof (typeof catalogue)['en']>({
  kind: 'test.sample',
  catalogue,
  subject: (t) => t('subject', { n: 1234.5 }),
  body: (t, data, mail) => [{ type: 'greeting', name: data.name }, { type: 'paragraph', text: t('line', { name: data.name }) }, { type: 'action', href: mail.link('/account'), label: t('button') }, { type: 'rows', rows: [{ label: 'A', value: '1' }, { label: 'Total', value: '2', strong: true }] }],
});

describe('the mail language rule', () => {
  it('takes the account setting, else the page, else the market’s first language, else en_INT', () => {
    expect(mailLocale({ account: 'nl_BE', page: 'de_CH', market: 'FR' })).toBe('nl_BE');
    expect(mailLocale({ account: null, page: 'de_CH', market: 'FR' })).toBe('de_CH');
    expect(mailLocale({ account: 'xx_YY', page: 'nope', market: 'CH' })).toBe('de_CH');
    expect(mailLocale({ market: 'BE' })).toBe('fr_BE');
    expect(mailLocale({ market: 'NL' })).toBe('nl_NL');
    expect(mailLocale({ market: 'GB' })).toBe('en_GB');
    expect(mailLocale({ market: 'toString' })).toBe('en_INT');
    expect(mailLocale({})).toBe('en_INT');
  });
});

describe('renderMail', () => {
  it('draws the brand’s frame with both parts, links under the locale, the market’s footer', () => {
    const mail = renderMail(sample, { name: 'Lotte <b>' }, { locale: 'de_CH', brand: 'merel', origin: 'https://shop.test/', to: 'lotte@example.com' });
    expect(mail.subject).toBe(`Test-DE ${new Intl.NumberFormat('de-CH').format(1234.5)}`);
    expect(htmlProblems(mail.html)).toEqual([]);
    expect(mail.html).toContain('lang="de-CH"');
    expect(mail.html).toContain(BRAND_TOKENS.merel.colors.primary);
    expect(mail.html).toContain('alt="Merel Racing"');
    expect(mail.html).toContain('Lotte &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="https://shop.test/de_CH/account"');
    expect(mail.text).toContain('Hallo Lotte <b>,\n\nEine Zeile für Lotte <b>.\n\nÖffnen:\nhttps://shop.test/de_CH/account\n');
    expect(mail.text).toContain('Datenschutzerklärung: https://shop.test/de_CH/privacy');
    expect(mail.text).toContain('Merel Racing · Land: Schweiz');
    expect(mail.text).toContain('Diese Mail ging an lotte@example.com.');
    expect(mail.text).toMatch(/A {6}1\nTotal {2}2/);
  });

  it('renders in every language, every link absolute', () => {
    for (const language of LANGUAGES) {
      const locale = mailLocale({ market: language === 'en' ? 'GB' : language === 'nl' ? 'BE' : language === 'de' ? 'CH' : language.toUpperCase() === 'FR' ? 'FR' : language === 'es' ? 'ES' : 'IT' });
      const mail = renderMail(sample, { name: 'Lotte' }, { locale: language === 'nl' ? 'nl_BE' : locale, brand: 'ardenne', origin: 'https://shop.test', to: 'a@example.com' });
      expect(htmlProblems(mail.html)).toEqual([]);
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^https://shop\\.test/${language}_[A-Z]+(/|$)`));
    }
  });
});

describe('mailKindProblems', () => {
  it('flags an English leftover, a relative link and a link outside the locale', () => {
    const leaky = defineMail<null, 'subject' | 'line'>({
      kind: 'test.leaky',
      catalogue: { ...catalogue, nl: { subject: 'Proef', line: 'Please click here', button: 'x' } } as never,
      subject: (t) => t('subject', { n: 1 }),
      body: (t) => [{ type: 'paragraph', text: t('line', { name: 'Lien' }) }, { type: 'action', href: '/relative', label: 'x' }, { type: 'action', href: 'https://shop.test/en_INT/x', label: 'y' }],
    });
    const { problems } = mailKindProblems(leaky, null);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^test\.leaky nl_BE: English "Please"/), expect.stringMatching(/link not absolute on the shop: \/relative/), expect.stringMatching(/de_CH: link not under de_CH: https:\/\/shop\.test\/en_INT\/x/)]));
    expect(problems.some((p) => p.startsWith('test.leaky en_GB: English'))).toBe(false);
  });
});
