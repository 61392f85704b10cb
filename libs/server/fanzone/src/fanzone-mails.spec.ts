import { mailKindProblems } from '@bike/server/mail';
import { fanzoneDecisionMail, fanzoneDecisionTemplate } from './fanzone-mails';

const sending = { brand: 'kempen' as const, origin: 'https://shop.test' };
const owner = { email: 'lien@example.com', firstName: 'Lien' };

describe('fan-zone decision mail (issue 33)', () => {
  it('renders approved and rejected in all six languages: both parts, well-formed, links under the locale, no English left', () => {
    const approved = { firstName: 'Lien', status: 'approved', caption: 'Ardennen 2026', conceptCode: 'K7QM2XTV', reason: null, note: null } as const;
    expect(mailKindProblems(fanzoneDecisionTemplate, approved).problems).toEqual([]);
    for (const reason of ['persons', 'notABike', 'quality', 'rights', 'other'] as const) {
      const rejected = { firstName: 'Lien', status: 'rejected', caption: 'Ardennen 2026', conceptCode: null, reason, note: reason === 'other' ? 'Foto 2/3 ✂' : null } as const;
      expect(mailKindProblems(fanzoneDecisionTemplate, rejected).problems).toEqual([]);
    }
  });

  it('names the approved photo and links the fan zone under the rider’s locale, in the fan zone’s brand (du)', () => {
    const mail = fanzoneDecisionMail(sending, 'de_CH', owner, { status: 'approved', caption: 'Feierabendrunde', conceptCode: null, reason: null, note: null });
    expect(mail.to).toBe('lien@example.com');
    expect(mail.subject).toBe('Dein Foto „Feierabendrunde“ ist in der Fanzone');
    expect(mail.text).toContain('Hallo Lien,\n\nGute Nachricht: Dein Foto „Feierabendrunde“ ist jetzt in der Galerie der Fanzone von Kempen Velo');
    expect(mail.text).toContain('In der Fanzone ansehen:\nhttps://shop.test/de_CH/fanzone\n');
    expect(mail.text).not.toContain('Konzept');
    expect(mail.html).toContain('alt="Kempen Velo"');
  });

  it('says why a photo was not published, with the moderator’s note as typed', () => {
    const mail = fanzoneDecisionMail(sending, 'fr_BE', owner, { status: 'rejected', caption: 'Col du Rosier', conceptCode: null, reason: 'quality', note: 'Trop sombre, désolé.' });
    expect(mail.subject).toBe('À propos de votre photo « Col du Rosier »');
    expect(mail.text).toContain('Pourquoi : Elle est trop sombre, floue ou petite pour bien rendre.');
    expect(mail.text).toContain('Une note de nos modérateurs :\n\nTrop sombre, désolé.');
    expect(mail.text).toContain('Envoyer une autre photo:\nhttps://shop.test/fr_BE/fanzone\n');
  });
});
