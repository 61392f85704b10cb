import { mailKindProblems } from '@bike/server/mail';
import { buildPath, riderHelpCopy, riderHelpCopyTemplate, supportHelpMail, supportHelpTemplate, type HelpMailData } from './help-mails';

const input = { name: 'Lotte Peeters', email: 'lotte@example.com', message: 'Welke maat bij 1,78 m?\n\nEn past een bagagedrager?', model: 'ALTO', choices: { groupset: 'G105', size: 'M' }, locale: undefined };
const sending = { brand: 'kempen' as const, origin: 'https://shop.test' };

describe('chat helper mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    for (const provenAddress of [true, false]) {
      const data: HelpMailData = { input, modelTitle: 'Alto Gravel', provenAddress };
      expect(mailKindProblems(riderHelpCopyTemplate, data).problems).toEqual([]);
      expect(mailKindProblems(supportHelpTemplate, data).problems).toEqual([]);
    }
  });

  it('links the build with its choices', () => {
    expect(buildPath(input)).toBe('/configurator/ALTO?groupset=G105&size=M');
    expect(buildPath({ model: 'ALTO', choices: undefined })).toBe('/configurator/ALTO');
  });

  it('writes the rider’s copy in the locale it is given, repeating the question to a proven address only', () => {
    const proven = riderHelpCopy(sending, 'nl_BE', 'support-kempen@localhost', { input: { ...input, locale: 'nl_BE' }, modelTitle: 'Alto Gravel', provenAddress: true });
    expect(proven).toMatchObject({ to: 'lotte@example.com', replyTo: 'support-kempen@localhost', subject: 'We hebben je vraag over het model Alto Gravel' });
    expect(proven.text).toContain('Hallo Lotte Peeters,\n\nBedankt voor je bericht vanuit de configurator van Kempen Velo.');
    expect(proven.text).toContain('Je vraag:\n\nWelke maat bij 1,78 m?\n\nEn past een bagagedrager?');
    expect(proven.text).toContain('Open je configuratie:\nhttps://shop.test/nl_BE/configurator/ALTO?groupset=G105&size=M\n');
    expect(proven.html).toContain('alt="Kempen Velo"');
    const typed = riderHelpCopy(sending, 'de_CH', 'support-kempen@localhost', { input, modelTitle: 'Alto Gravel', provenAddress: false });
    expect(typed.subject).toBe('Wir haben deine Frage zum Modell Alto Gravel');
    expect(typed.text).toMatch(/^Hallo,\n/);
    expect(typed.text).not.toContain('Welke maat');
    expect(typed.text).toContain('https://shop.test/de_CH/configurator/ALTO?groupset=G105&size=M\n');
  });

  it('writes the question to support in English, the build opened in the rider’s locale, the rider as reply-to', () => {
    const mail = supportHelpMail(sending, 'support-kempen@localhost', { input: { ...input, locale: 'nl_BE' }, modelTitle: 'Alto Gravel', provenAddress: false });
    expect(mail).toMatchObject({ to: 'support-kempen@localhost', replyTo: 'lotte@example.com', subject: 'Configurator question about ALTO' });
    expect(mail.text).toContain('lotte@example.com (not confirmed)');
    expect(mail.text).toContain('Dutch (Belgium)');
    expect(mail.text).toContain('Welke maat bij 1,78 m?');
    expect(mail.text).toContain('Open the build:\nhttps://shop.test/nl_BE/configurator/ALTO?groupset=G105&size=M\n');
  });
});
