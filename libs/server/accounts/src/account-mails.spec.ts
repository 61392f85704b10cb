import { mailKindProblems } from '@bike/server/mail';
import { readServerConfig } from '@bike/server/core';
import { activationMail, activationTemplate, emailChangeNoticeTemplate, emailChangeTemplate, passwordResetMail, passwordResetTemplate } from './account-mails';

describe('account mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    // The data's link is the same in every language here; the senders' links under the locale are checked below.
    for (const [template, data] of [
      [activationTemplate, { firstName: 'Lotte', link: 'https://shop.test/b2c/v1/x' }],
      [passwordResetTemplate, { firstName: 'Lotte', link: 'https://shop.test/b2c/v1/x' }],
      [emailChangeTemplate, { firstName: 'Lotte', newEmail: 'new@example.com', link: 'https://shop.test/b2c/v1/x' }],
      [emailChangeNoticeTemplate, { firstName: 'Lotte', oldEmail: 'old@example.com', newEmail: 'new@example.com' }],
    ] as const) {
      expect(mailKindProblems(template as typeof activationTemplate, data as never).problems).toEqual([]);
    }
  });

  it('writes the activation in the account’s language with the link under its locale, brand and du', () => {
    const config = { ...readServerConfig({}), publicOrigin: 'https://shop.test/' };
    const mail = activationMail(config, 'kempen', { email: 'lotte@example.com', firstName: 'Lotte', locale: 'de_CH' }, 'tok_1');
    expect(mail.to).toBe('lotte@example.com');
    expect(mail.subject).toBe('Aktiviere dein Konto bei Kempen Velo');
    expect(mail.text).toContain('Hallo Lotte,\n\nDanke, dass du ein Konto bei Kempen Velo angelegt hast.');
    expect(mail.text).toContain('Mein Konto aktivieren:\nhttps://shop.test/de_CH/account/activate?token=tok_1\n');
    expect(mail.html).toContain('href="https://shop.test/de_CH/account/activate?token=tok_1"');
    expect(mail.html).toContain('alt="Kempen Velo"');
  });

  it('writes the reset in the account’s language, else the page’s', () => {
    const config = { ...readServerConfig({}), publicOrigin: 'https://shop.test' };
    const dutch = passwordResetMail(config, 'ardenne', { email: 'a@example.com', firstName: 'Lien', locale: 'nl_BE' }, 'de_CH', 't');
    expect(dutch.subject).toBe('Kies een nieuw wachtwoord voor Ardenne Cycles');
    expect(dutch.text).toContain('https://shop.test/nl_BE/account/passwordreset?token=t');
    const fromPage = passwordResetMail(config, 'ardenne', { email: 'a@example.com', firstName: 'Lien', locale: '' }, 'de_CH', 't');
    expect(fromPage.subject).toBe('Neues Passwort für Ardenne Cycles');
    expect(fromPage.text).toContain('https://shop.test/de_CH/account/passwordreset?token=t');
  });
});
