import { mailKindProblems } from '@bike/server/mail';
import { dealerRequestCopy, dealerRequestCopyTemplate, dealerRequestMail, dealerRequestTemplate, type DealerRequestData } from './dealer-request-mails';

const dealer = { name: 'Velo Kempen', slug: 'velo-kempen-beringen-12', address: ['Stationsstraat 12', '3580 Beringen'], phone: '+32 11 22 33 44', website: 'velokempen.example.be' };
const item = {
  externalid: 'ARD-STERLING-RED', title: 'Sterling 7', paint_des: 'Lava red', size: 'M',
  texts: { nl: { title: 'Sterling 7', paint_des: 'Lavarood' }, fr: { paint_des: 'Rouge lave' }, de: { paint_des: 'Lavarot' } },
};
const request = {
  firstName: 'Lotte', lastName: 'Peeters', email: 'lotte@example.com', phoneNr: '+32 470 12 34 56',
  message: 'Sterling 7, maat M: zaterdag een proefrit?\n\nGroeten, Lotte', onStock: true, locale: 'nl_BE' as const,
};
const data: DealerRequestData = { dealer, request, item };
const sending = { brand: 'ardenne' as const, origin: 'https://shop.test' };
const fullRequest = { ...request, cusid: 'C1', extid: 'E1', captcha: 'x', itemId: item.externalid };

describe('dealer request mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    for (const template of [dealerRequestTemplate, dealerRequestCopyTemplate]) {
      expect(mailKindProblems(template, data).problems).toEqual([]);
      expect(mailKindProblems(template, { dealer: { ...dealer, slug: null, phone: null, website: null }, request: { ...request, phoneNr: null, message: undefined, locale: undefined }, item: null }).problems).toEqual([]);
    }
  });

  it('writes to a Belgian dealer in French and to a Swiss one in German, whatever the shopper’s page, with all the shopper told', () => {
    const french = dealerRequestMail(sending, { ...dealer, email: 'shop1@dealers.example.com', country: 'BE' }, fullRequest, item);
    expect(french.to).toBe('shop1@dealers.example.com');
    expect(french.replyTo).toBe('lotte@example.com');
    expect(french.subject).toBe('Demande de contact de Lotte Peeters via Ardenne Cycles');
    expect(french.html).toContain('lang="fr-BE"');
    expect(french.html).toContain('alt="Ardenne Cycles"');
    const rows = french.text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));
    expect(rows).toEqual(expect.arrayContaining([
      'Bonjour Velo Kempen,', 'Nom|Lotte Peeters', 'Adresse e-mail|lotte@example.com', 'Téléphone|+32 470 12 34 56', 'Langue|néerlandais (Belgique)',
      'Vélo ou produit|Sterling 7', 'Couleur|Rouge lave', 'Taille|M', 'Référence|ARD-STERLING-RED',
    ]));
    expect(french.text).toContain('D’après votre liste de stock, vous avez cet article en stock.');
    expect(french.text).toContain('Son message :\n\nSterling 7, maat M: zaterdag een proefrit?\n\nGroeten, Lotte\n');

    const german = dealerRequestMail(sending, { ...dealer, email: 'shop2@dealers.example.com', country: 'CH' }, fullRequest, item);
    expect(german.subject).toBe('Kontaktanfrage von Lotte Peeters über Ardenne Cycles');
    expect(german.text).toContain('Farbe');
    expect(german.text).toContain('Lavarot');
    expect(german.text).toContain('Sprache');
  });

  it('writes the shopper’s copy in the page’s language, for the shopper: the dealer, how it answers, what was sent, never the dealer’s sentence', () => {
    const copy = dealerRequestCopy({ brand: 'kempen', origin: 'https://shop.test' }, 'lotte.account@example.com', dealer, fullRequest, item);
    expect(copy.to).toBe('lotte.account@example.com');
    expect(copy.replyTo).toBeUndefined();
    expect(copy.subject).toBe('Je aanvraag bij Velo Kempen');
    expect(copy.html).toContain('alt="Kempen Velo"');
    expect(copy.text).toContain('Hallo Lotte,\n\nWe hebben je aanvraag over Sterling 7 doorgegeven aan Velo Kempen.');
    expect(copy.text).toContain('Volgens de voorraadlijst heeft Velo Kempen dit artikel op voorraad.');
    const rows = copy.text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));
    expect(rows).toEqual(expect.arrayContaining(['Winkel|Velo Kempen', 'Adres|Stationsstraat 12, 3580 Beringen', 'Telefoon|+32 11 22 33 44', 'Webadres|velokempen.example.be', 'Kleur|Lavarood', 'Maat|M']));
    expect(copy.text).toContain('De dealer antwoordt je op lotte@example.com of belt je op +32 470 12 34 56.');
    expect(copy.text).toContain('Bekijk de pagina van de dealer:\nhttps://shop.test/nl_BE/dealers/velo-kempen-beringen-12\n');
    expect(copy.text).toContain('Je bericht:\n\nSterling 7, maat M: zaterdag een proefrit?');
    expect(copy.text).not.toMatch(/je voorraadlijst|in stock|which you have/i);

    const german = dealerRequestCopy(sending, 'a@example.com', dealer, { ...fullRequest, locale: 'de_CH' }, item);
    expect(german.subject).toBe('Deine Anfrage an Velo Kempen');
    expect(german.text).toContain('https://shop.test/de_CH/dealers/velo-kempen-beringen-12');
  });
});
