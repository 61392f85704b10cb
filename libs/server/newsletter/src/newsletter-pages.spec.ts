import { createHash } from 'node:crypto';
import { confirmFormPage, invalidLinkPage, PAGE_CSP, subscribedPage, tooManyAttemptsPage, unsubscribedPage, unsubscribeFormPage } from './newsletter-pages';

/**
 * The newsletter's link pages speak the subscription's language (or, without one, the visitor's),
 * and keep their safety: one hashed style, no script, forms that post the token to this origin.
 */
const TOKEN = 'T'.repeat(43);
const h1 = (html: string) => html.match(/<h1>([^<]*)<\/h1>/)?.[1];
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const button = (html: string) => html.match(/<button type="submit">([^<]*)<\/button>/)?.[1];
const home = (html: string) => html.match(/<a href="([^"]*)">([^<]*)<\/a>/)?.slice(1);

describe('newsletter link pages in the subscription\'s language', () => {
  it('Dutch (nl): title, text, button, lang and the home link under nl_NL', () => {
    const s = { brand: 'brabo', lang: 'nl' };
    const confirm = confirmFormPage(s, TOKEN).html;
    expect(confirm).toContain('<html lang="nl">');
    expect(h1(confirm)).toBe('Bevestig je inschrijving');
    expect(title(confirm)).toBe('Bevestig je inschrijving - Brabo Bikes');
    expect(confirm).toContain('Druk op de knop om de nieuwsbrief van Brabo Bikes te ontvangen.');
    expect(button(confirm)).toBe('Mijn inschrijving bevestigen');
    expect(confirm).toContain(`<form method="post" action="/b2c/v1/newsletter/confirm">`);
    expect(confirm).toContain(`<input type="hidden" name="token" value="${TOKEN}">`);

    expect(h1(subscribedPage(s, false).html)).toBe('Je bent ingeschreven');
    expect(subscribedPage(s, true).html).toContain('Je inschrijving op de nieuwsbrief van Brabo Bikes was al bevestigd.');
    expect(home(subscribedPage(s, false).html)).toEqual(['/nl_NL', 'Terug naar Brabo Bikes']);

    const leave = unsubscribeFormPage(s, TOKEN).html;
    expect(h1(leave)).toBe('Uitschrijven voor de nieuwsbrief');
    expect(button(leave)).toBe('Uitschrijven');
    expect(leave).toContain(`<form method="post" action="/b2c/v1/newsletter/unsubscribe">`);
    expect(h1(unsubscribedPage(s).html)).toBe('Je bent uitgeschreven');

    const invalid = invalidLinkPage(s);
    expect(invalid.status).toBe(400);
    expect(h1(invalid.html)).toBe('Deze link is ongeldig of verlopen');
    expect(invalid.html).toContain('Een bevestigingslink werkt 7 dagen;');
    const limited = tooManyAttemptsPage(s);
    expect(limited.status).toBe(429);
    expect(h1(limited.html)).toBe('Te veel pogingen');
  });

  it('German (de, du): title, text, button, lang and the home link under de_DE', () => {
    const s = { brand: 'merel', lang: 'de' };
    const confirm = confirmFormPage(s, TOKEN).html;
    expect(confirm).toContain('<html lang="de">');
    expect(h1(confirm)).toBe('Bestätige dein Abo');
    expect(title(confirm)).toBe('Bestätige dein Abo - Merel Racing');
    expect(button(confirm)).toBe('Abo bestätigen');
    expect(h1(subscribedPage(s, false).html)).toBe('Du hast den Newsletter abonniert');
    expect(home(subscribedPage(s, false).html)).toEqual(['/de_DE', 'Zurück zu Merel Racing']);
    const leave = unsubscribeFormPage(s, TOKEN).html;
    expect(h1(leave)).toBe('Vom Newsletter abmelden');
    expect(button(leave)).toBe('Abmelden');
    expect(h1(unsubscribedPage(s).html)).toBe('Du bist abgemeldet');
    expect(invalidLinkPage(s).html).toContain('Ein Bestätigungslink gilt 7 Tage;');
    expect(h1(tooManyAttemptsPage(s).html)).toBe('Zu viele Versuche');
  });

  it('English for a language the shop has no texts in, and on every page no English left in a translation', () => {
    const unknown = confirmFormPage({ brand: 'ardenne', lang: 'pt' }, TOKEN).html;
    expect(unknown).toContain('<html lang="en">');
    expect(button(unknown)).toBe('Confirm my subscription');
    for (const lang of ['de', 'es', 'fr', 'it', 'nl']) {
      const s = { brand: 'ardenne', lang };
      for (const html of [confirmFormPage(s, TOKEN), subscribedPage(s, true), subscribedPage(s, false), unsubscribeFormPage(s, TOKEN), unsubscribedPage(s), invalidLinkPage(s), tooManyAttemptsPage(s)].map((p) => p.html)) {
        expect(html).toContain(`<html lang="${lang}">`);
        expect({ lang, english: html.replace(/<style>[\s\S]*<\/style>/, '').match(/\b(the|you|your|please|back to|subscribe)\b/i)?.[0] }).toEqual({ lang, english: undefined });
      }
    }
  });

  it('keeps one hashed style, no script, and escapes the token', () => {
    const html = confirmFormPage({ brand: 'brabo', lang: 'fr' }, '"><script>x</script>').html;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta name="referrer" content="strict-origin">');
    const style = html.match(/<style>([\s\S]*)<\/style>/)![1]!;
    expect(PAGE_CSP).toContain(`style-src 'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`);
    expect(PAGE_CSP).not.toMatch(/script-src/);
    expect(PAGE_CSP).toContain("form-action 'self'");
  });
});
