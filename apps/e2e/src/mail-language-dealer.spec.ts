import { expect, test, type APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { accessToken, newRider } from './support/accounts';

/**
 * Issue 33, the dealer request's mails: the dealer reads the request in its market's first
 * language (a Belgian dealer French, a Swiss one German), the shopper's copy is in the language
 * of the page it was sent from, both in the site's brand. The copy is written for the shopper:
 * before, both were English and the copy carried the dealer's "which you have in stock".
 */
const BRAND = 'Ardenne Cycles'; // the site's default brand on localhost

interface Mail { subject: string; text: string; html: string | null }
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await (await request.get(`/mailbox/api?to=${encodeURIComponent(to)}`)).json()).result;

/** The built-in captcha solved as the dealer page's checkbox solves it: the server's challenge, its proof of work, base64(JSON). */
async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const { result } = await (await request.get('/b2c/v1/captcha')).json();
  expect(result.provider).toBe('altcha');
  const solution = await solveChallenge({ challenge: result.challenge, deriveKey, timeout: 30_000 });
  expect(solution).toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge: { parameters: result.challenge.parameters, signature: result.challenge.signature }, solution }), 'utf8').toString('base64');
}

interface Dealer { id: number; cusid: string; extid: string; name: string; city: string; country: string }

const CASES = [
  {
    locale: 'nl_BE', near: { lat: 51.047, lng: 5.182 }, country: 'BE', words: 'Is deze fiets zaterdag nog te bekijken?',
    dealer: { lang: 'fr-BE', subject: `Demande de contact de Lotte Peeters via ${BRAND}`, stock: 'D’après votre liste de stock, vous avez cet article en stock.' },
    copy: { lang: 'nl-BE', subject: (dealer: string) => `Je aanvraag bij ${dealer}`, sent: (dealer: string) => `doorgegeven aan ${dealer}.`, answer: 'De dealer antwoordt je op' },
  },
  {
    locale: 'de_CH', near: { lat: 47.37, lng: 8.54 }, country: 'CH', words: 'Kann ich das Velo am Samstag probefahren?',
    dealer: { lang: 'de-CH', subject: `Kontaktanfrage von Lotte Peeters über ${BRAND}`, stock: 'Laut deiner Bestandsliste hast du diesen Artikel an Lager.' },
    copy: { lang: 'de-CH', subject: (dealer: string) => `Deine Anfrage an ${dealer}`, sent: (dealer: string) => `an ${dealer} weitergeleitet.`, answer: 'Der Händler antwortet dir an' },
  },
] as const;

for (const c of CASES) {
  test(`${c.locale}: the dealer reads the request in its language, the shopper's copy is in the page's language and written for the shopper`, async ({ request }) => {
    // A dealer of the market with something in stock, as the dealer page offers it.
    const dealers = (await (await request.get(`/b2c/v1/dealers?lat=${c.near.lat}&lng=${c.near.lng}&type=dealer&country=${c.country}&limit=10`)).json()).result as Dealer[];
    let dealer: Dealer | undefined;
    let item: { externalid: string } | undefined;
    for (const candidate of dealers) {
      const stock = (await (await request.get(`/b2c/v1/dealers/${candidate.cusid}/${candidate.extid}/stock?locale=${c.locale}`)).json()).result as Array<{ externalid: string }>;
      if (stock?.length) [dealer, item] = [candidate, stock[0]];
      if (dealer) break;
    }
    expect(dealer, `a ${c.country} dealer with stock`).toBeTruthy();

    // A copy goes only to a signed-in account's confirmed address.
    const email = await newRider(request, c.locale, { prefix: 'dealer-mail' });
    const bearer = await accessToken(request, email);
    const words = `${c.words} ${Date.now()}`;
    const sent = await request.post('/b2c/v1/dealers/request', {
      headers: { authorization: `Bearer ${bearer}` },
      data: {
        cusid: dealer!.cusid, extid: dealer!.extid, firstName: 'Lotte', lastName: 'Peeters', email, phoneNr: '+32 470 12 34 56',
        message: words, itemId: item!.externalid, onStock: true, captcha: await solvedCaptcha(request), locale: c.locale,
      },
    });
    expect(sent.status()).toBe(200);
    expect((await sent.json()).result).toEqual({ sent: true, copySent: true });

    const toDealer = (await mailsTo(request, `shop${dealer!.id}@dealers.example.com`)).find((m) => m.text.includes(words))!;
    expect(toDealer.subject).toBe(c.dealer.subject);
    expect(toDealer.html).toContain(`lang="${c.dealer.lang}"`);
    expect(toDealer.html).toContain(`alt="${BRAND}"`);
    expect(toDealer.text).toContain(email);
    expect(toDealer.text).toContain(item!.externalid);
    expect(toDealer.text).toContain(c.dealer.stock);

    const copy = (await mailsTo(request, email)).find((m) => m.text.includes(words))!;
    expect(copy.subject).toBe(c.copy.subject(dealer!.name));
    expect(copy.html).toContain(`lang="${c.copy.lang}"`);
    expect(copy.html).toContain(`alt="${BRAND}"`);
    expect(copy.text).toContain(c.copy.sent(dealer!.name));
    expect(copy.text).toContain(dealer!.city);
    expect(copy.text).toContain(`${c.copy.answer} ${email}`);
    expect(copy.text).toContain(item!.externalid);
    // The dealer's sentence about its own stock is the dealer's alone.
    expect(copy.text).not.toContain(c.dealer.stock);
    expect(copy.text).not.toMatch(/which you have in stock|\b(the|your|Hello|Sie|Ihre)\b/);
  });
}
