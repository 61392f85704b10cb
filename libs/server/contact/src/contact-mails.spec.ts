import { mailKindProblems } from '@bike/server/mail';
import type { ContactRequest, FittingRequest } from '@bike/shared/domain';
import { contactReceipt, contactReceiptTemplate, customerServiceMail, customerServiceTemplate } from './contact-mails';
import { fittingDealerMail, fittingDealerTemplate, fittingReceipt, fittingReceiptTemplate, longDay } from './fitting-mails';

const sending = { brand: 'ardenne' as const, origin: 'https://shop.test' };
const contact = {
  topic: 'delivery', orderNumber: 'ARD-7K3M9QX2', name: 'Lotte Peeters', email: 'lotte@example.com',
  message: 'Mijn fiets zou maandag komen.\n\nDe trackingpagina zegt al een week "onderweg".', captcha: 'x', locale: 'nl_BE',
} as ContactRequest;
const fitting = {
  cusid: 'C1', extid: 'E1', name: 'Lotte Peeters', email: 'lotte@example.com', phone: '+32 470 12 34 56',
  firstDate: '2031-07-14', secondDate: '2031-07-16', timeOfDay: 'morning', message: 'Mijn linkerknie doet pijn na twee uur.', captcha: 'x', locale: 'nl_BE',
} as FittingRequest;
const dealer = { name: 'Velo Kempen', email: 'shop1@dealers.example.com', phone: '+32 11 22 33 44', address: ['Stationsstraat 12', '3580 Beringen'], country: 'BE' };
const named = { name: dealer.name, phone: dealer.phone, address: dealer.address };
const rowsOf = (text: string) => text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));

describe('contact and fitting mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    for (const provenAddress of [true, false]) {
      const sender = { locale: 'nl_BE', provenAddress };
      expect(mailKindProblems(customerServiceTemplate, { request: contact, reference: 'CS-K7QM2XTV', sender }).problems).toEqual([]);
      expect(mailKindProblems(contactReceiptTemplate, { request: { ...contact, orderNumber: null }, reference: 'CS-K7QM2XTV', sender }).problems).toEqual([]);
      expect(mailKindProblems(fittingDealerTemplate, { dealer: named, request: fitting, reference: 'FT-K7QM2XTV', sender }).problems).toEqual([]);
      expect(mailKindProblems(fittingReceiptTemplate, { dealer: { ...named, phone: null }, request: { ...fitting, secondDate: null, message: null }, reference: 'FT-K7QM2XTV', sender }).problems).toEqual([]);
    }
  });

  it('writes customer service’s mail in English with every detail, the shopper’s language named, and the receipt in the page’s language', () => {
    const sender = { locale: 'de_CH', provenAddress: false };
    const toService = customerServiceMail({ brand: 'brabo', origin: 'https://shop.test' }, 'support-brabo@localhost', contact, 'CS-K7QM2XTV', sender);
    expect(toService.replyTo).toBe('lotte@example.com');
    expect(toService.subject).toBe('[CS-K7QM2XTV] Delivery ARD-7K3M9QX2: Lotte Peeters');
    expect(toService.html).toContain('lang="en"');
    expect(toService.html).toContain('alt="Brabo Bikes"');
    expect(rowsOf(toService.text)).toEqual(expect.arrayContaining([
      'Reference|CS-K7QM2XTV', 'Topic|Delivery', 'Order number|ARD-7K3M9QX2', 'Name|Lotte Peeters', 'E-mail|lotte@example.com (not confirmed)', 'Language|German (Switzerland)',
    ]));
    expect(toService.text).toContain('Message:\n\nMijn fiets zou maandag komen.\n\nDe trackingpagina zegt al een week "onderweg".\n\n');

    const receipt = contactReceipt(sending, 'lotte@example.com', 'support-ardenne@localhost', contact, 'CS-K7QM2XTV', sender);
    expect(receipt.replyTo).toBe('support-ardenne@localhost');
    expect(receipt.subject).toBe('Wir haben deine Nachricht erhalten (CS-K7QM2XTV)');
    expect(receipt.html).toContain('lang="de-CH"');
    expect(receipt.text.startsWith('Hallo,\n\nDanke, dass du dem Kundendienst von Ardenne Cycles geschrieben hast.')).toBe(true);
    expect(receipt.text).not.toContain('trackingpagina');
  });

  it('writes the fitting request to a Belgian dealer in French and a Swiss one in German, the receipt in the rider’s page language', () => {
    const sender = { locale: 'nl_BE', provenAddress: true };
    const french = fittingDealerMail(sending, dealer, fitting, 'FT-K7QM2XTV', sender);
    expect(french.to).toBe('shop1@dealers.example.com');
    expect(french.replyTo).toBe('lotte@example.com');
    expect(french.subject).toBe('Demande d’étude posturale via Ardenne Cycles (FT-K7QM2XTV)');
    expect(rowsOf(french.text)).toEqual(expect.arrayContaining([
      'Bonjour Velo Kempen,', `Jours souhaités|${longDay('2031-07-14', 'fr-BE')} ou ${longDay('2031-07-16', 'fr-BE')}`, 'Moment de la journée|le matin',
      'Nom|Lotte Peeters', 'Téléphone|+32 470 12 34 56', 'Langue|néerlandais (Belgique)', 'Référence|FT-K7QM2XTV',
    ]));
    expect(french.text).toContain('Son message :\n\nMijn linkerknie doet pijn na twee uur.');
    const german = fittingDealerMail(sending, { ...dealer, country: 'CH' }, fitting, 'FT-K7QM2XTV', sender);
    expect(german.subject).toBe('Bikefitting-Anfrage über Ardenne Cycles (FT-K7QM2XTV)');
    expect(german.text).toContain('Tageszeit');

    const receipt = fittingReceipt(sending, 'lotte@example.com', dealer, fitting, 'FT-K7QM2XTV', sender);
    expect(receipt.subject).toBe('Je aanvraag voor een bikefitting bij Velo Kempen');
    expect(receipt.html).toContain('lang="nl-BE"');
    expect(receipt.text).toContain('Hallo Lotte Peeters,\n\nWe hebben je aanvraag voor een bikefitting verstuurd naar Velo Kempen, Stationsstraat 12, 3580 Beringen.');
    expect(receipt.text).toContain(`Je vroeg om ${longDay('2031-07-14', 'nl-BE')} of ${longDay('2031-07-16', 'nl-BE')}, in de voormiddag.`);
    expect(receipt.text).toContain('Bel +32 11 22 33 44.');
    expect(receipt.text).not.toContain('shop1@dealers.example.com');
  });
});
