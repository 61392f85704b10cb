import { mailKindProblems } from '@bike/server/mail';
import { readServerConfig } from '@bike/server/core';
import { accountDeletedMail, accountDeletedTemplate } from './account-data-mails';

describe('the account-deleted mail (issue 33)', () => {
  it('renders in all six languages: both parts, well-formed, no English left, and no link but the footer’s', () => {
    const { problems, mails } = mailKindProblems(accountDeletedTemplate, { firstName: 'Lotte' });
    expect(problems).toEqual([]);
    for (const mail of Object.values(mails)) expect(mail.html).not.toMatch(/href="[^"]*\/account/);
  });

  it('is written in the account’s language, else the page’s, in the site’s brand: what went and what is kept', () => {
    const config = { ...readServerConfig({}), publicOrigin: 'https://shop.test' };
    const dutch = accountDeletedMail(config, 'ardenne', { email: 'lotte@example.com', firstName: 'Lotte', locale: 'nl_BE' }, 'de_CH');
    expect(dutch.to).toBe('lotte@example.com');
    expect(dutch.subject).toBe('Je account bij Ardenne Cycles is verwijderd');
    expect(dutch.text).toContain('Hallo Lotte,\n\nZoals je vroeg, hebben we je account bij Ardenne Cycles verwijderd.');
    expect(dutch.text).toContain('je fietsregistraties met hun foto’s en aankoopbewijzen');
    expect(dutch.text).toContain('Dit bewaren we: de bestellingen die je plaatste');
    expect(dutch.text).toContain('de gewone framegarantie van 2 jaar');
    expect(dutch.text).not.toMatch(/login|aanmelden/i);

    const fromPage = accountDeletedMail(config, 'kempen', { email: 'jonas@example.com', firstName: 'Jonas', locale: null }, 'de_CH');
    expect(fromPage.subject).toBe('Dein Konto bei Kempen Velo wurde gelöscht');
    expect(fromPage.html).toContain('alt="Kempen Velo"');
    expect(fromPage.text).toContain('https://shop.test/de_CH/privacy');
  });
});
