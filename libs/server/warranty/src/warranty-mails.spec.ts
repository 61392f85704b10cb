import { mailKindProblems } from '@bike/server/mail';
import { readServerConfig } from '@bike/server/core';
import { frameWarranty } from '@bike/shared/domain';
import { bikeRegisteredMail, bikeRegisteredTemplate, registrationDecisionMail, registrationDecisionTemplate, type MailBike } from './warranty-mails';

/** A dealer's bike as the factory recorded it; the names are the shop's own, not English words. */
const bike: MailBike = { title: 'Ardenne Vuurtoren 9', model: 'VT9', size: 'M', design: 'Gitzwart', serial: '7100001', purchaseDate: '2025-04-12', dealer: 'Fietsen Peeters' };
const registered = frameWarranty(bike.purchaseDate, 'submitted');
const standard = frameWarranty(bike.purchaseDate, 'rejected');
const config = { ...readServerConfig({}), publicOrigin: 'https://shop.test/' };
const rejection = (reason: 'persons' | 'notOurBike' | 'other', note: string | null = null) => ({ status: 'rejected' as const, reason, note });

describe('warranty mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    expect(mailKindProblems(bikeRegisteredTemplate, { firstName: 'Lotte', bike, warranty: registered }).problems).toEqual([]);
    const decided = { firstName: 'Lotte', registrationId: 'a1b2', bike };
    expect(mailKindProblems(registrationDecisionTemplate, { ...decided, decision: { status: 'approved', reason: null, note: null }, warranty: registered }).problems).toEqual([]);
    // The admin's note is quoted as written (here without English words: the check would count them).
    expect(mailKindProblems(registrationDecisionTemplate, { ...decided, decision: rejection('other', 'Foto 2: 7100002?'), warranty: standard }).problems).toEqual([]);
    expect(mailKindProblems(registrationDecisionTemplate, { ...decided, decision: rejection('notOurBike'), warranty: standard }, 'kempen').problems).toEqual([]);
  });

  it('writes the registration in the account’s language: the bike, its dealer and date, the warranty and the bikes page', () => {
    const mail = bikeRegisteredMail(config, 'ardenne', { email: 'lotte@example.com', firstName: 'Lotte', locale: 'nl_BE' }, 'de_CH', { bike, warranty: registered });
    expect(mail.to).toBe('lotte@example.com');
    expect(mail.subject).toBe('Je fiets is geregistreerd: 5 jaar framegarantie');
    expect(mail.text).toContain('Hallo Lotte,\n\nBedankt voor het registreren van je Ardenne Vuurtoren 9 bij Ardenne Cycles.');
    const rows = mail.text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));
    expect(rows).toEqual(
      expect.arrayContaining(['Fiets|Ardenne Vuurtoren 9 (VT9)', 'Framemaat|M', 'Kleur|Gitzwart', 'Serienummer|7100001', 'Aankoopdatum|12 april 2025', 'Gekocht bij|Fietsen Peeters', 'Framegarantie|5 jaar, tot 12 april 2030']),
    );
    expect(mail.text).toContain('in plaats van 2: de framegarantie loopt nu tot 12 april 2030.');
    expect(mail.text).toContain('Mijn fietsen bekijken:\nhttps://shop.test/nl_BE/account/equipment\n');
    expect(mail.text).toContain('de gewone garantie van 2 jaar, tot 12 april 2027.');
    expect(mail.html).toContain('alt="Ardenne Cycles"');
    expect(mail.html).toContain('lang="nl-BE"');
  });

  it('writes in the page’s language when the account has none, and leaves out what is not known', () => {
    const mail = bikeRegisteredMail(config, 'kempen', { email: 'jonas@example.com', firstName: 'Jonas', locale: null }, 'de_CH', { bike: { ...bike, size: null, design: null, dealer: null, model: null }, warranty: registered });
    expect(mail.subject).toBe('Dein Rad ist registriert: 5 Jahre Rahmengarantie');
    expect(mail.text).toContain('https://shop.test/de_CH/account/equipment');
    expect(mail.text).not.toMatch(/Rahmengröße|Farbe|Gekauft bei|\(VT9\)/);
    expect(mail.html).toContain('alt="Kempen Velo"');
  });

  it('says approved with the warranty, or rejected with the reason, the admin’s note and what to do next', () => {
    const reader = { email: 'lotte@example.com', firstName: 'Lotte', locale: 'nl_NL' };
    const approved = registrationDecisionMail(config, 'ardenne', reader, 'en_GB', { registrationId: 'r-1', bike, decision: { status: 'approved', reason: null, note: null }, warranty: registered });
    expect(approved.subject).toBe('Je fietsregistratie is goedgekeurd');
    expect(approved.text).toContain('De framegarantie van 5 jaar loopt tot 12 april 2030.');
    expect(approved.text).toContain('https://shop.test/nl_NL/account/equipment');

    const persons = registrationDecisionMail(config, 'ardenne', reader, 'en_GB', { registrationId: 'r-1', bike, decision: { status: 'rejected', reason: 'persons', note: 'Gezicht op foto 2.' }, warranty: standard });
    expect(persons.subject).toBe('Je fietsregistratie is niet goedgekeurd');
    expect(persons.text).toContain('Foto’s mogen geen personen tonen');
    expect(persons.text).toContain('Een bericht van ons team: Gezicht op foto 2.');
    expect(persons.text).toContain('Zonder registratie heeft het frame 2 jaar garantie, tot 12 april 2027.');
    expect(persons.text).toContain('na goedkeuring heeft het frame weer 5 jaar garantie');
    expect(persons.text).toContain('Mijn registratie aanpassen:\nhttps://shop.test/nl_NL/bike-registration?id=r-1\n');

    const notOurs = registrationDecisionMail(config, 'ardenne', reader, null, { registrationId: 'r-1', bike, decision: rejection('notOurBike'), warranty: standard });
    expect(notOurs.text).toContain('Contact met de klantendienst:\nhttps://shop.test/nl_NL/support\n');
    expect(notOurs.text).not.toContain('bike-registration');
  });
});
