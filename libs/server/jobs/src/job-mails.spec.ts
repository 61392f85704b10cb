import { mailKindProblems } from '@bike/server/mail';
import { applicationMail, applicationReceiptMail, applicationReceiptTemplate, applicationTemplate } from './job-mails';

const applicant = { email: 'ruben@example.com', firstName: 'Ruben', lastName: 'Peeters' };
const sending = { brand: 'kempen' as const, origin: 'https://shop.test/' };

describe('job mails (issue 33)', () => {
  it('render in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    expect(mailKindProblems(applicationReceiptTemplate, { firstName: 'Ruben', vacancyId: 4001, vacancyTitle: 'Mécanicien·ne vélo' }).problems).toEqual([]);
    const application = { applicant, vacancyTitle: 'Mécanicien·ne vélo', motivation: 'Acht jaar fietsen hersteld.\n\nGraag bij jullie!', phone: '+32 470 12 34 56', cvLink: 'https://shop.test/b2c/v1/uploads/u1/original' };
    expect(mailKindProblems(applicationTemplate, application).problems).toEqual([]);
  });

  it('writes the receipt in the locale it is given, in the brand, with the job, what comes next and its page', () => {
    const mail = applicationReceiptMail(sending, 'de_CH', applicant, 'jobs-kempen@localhost', { id: 4002, title: 'Rahmenbauer·in' });
    expect(mail.to).toBe('ruben@example.com');
    expect(mail.replyTo).toBe('jobs-kempen@localhost');
    expect(mail.subject).toBe('Deine Bewerbung: Rahmenbauer·in');
    expect(mail.text).toContain('Hallo Ruben,\n\nDanke für deine Bewerbung als Rahmenbauer·in bei Kempen Velo.');
    expect(mail.text).toContain('innerhalb von zwei Wochen');
    expect(mail.text).toContain('Zur Stelle:\nhttps://shop.test/de_CH/jobs/4002\n');
    expect(mail.html).toContain('alt="Kempen Velo"');
    expect(mail.html).toContain('lang="de-CH"');
  });

  it('writes the application to the jobs mailbox in English, with the CV link, the letter and the applicant as reply-to', () => {
    const mail = applicationMail(sending, 'jobs-kempen@localhost', { applicant, vacancyTitle: 'Rahmenbauer·in', motivation: 'First.\n\nSecond.', phone: null, cvLink: 'https://shop.test/b2c/v1/uploads/u1/original' });
    expect(mail).toMatchObject({ to: 'jobs-kempen@localhost', replyTo: 'ruben@example.com', subject: 'Application: Rahmenbauer·in (Ruben Peeters)' });
    expect(mail.text).toContain('Open the CV (PDF, signed in as an admin):\nhttps://shop.test/b2c/v1/uploads/u1/original\n');
    expect(mail.text).toContain('First.\n\nSecond.');
    expect(mail.text).not.toContain('Phone');
  });
});
