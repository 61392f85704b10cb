import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken, newRider, RIDER_PASSWORD } from './support/accounts';

/**
 * Issue 33, done when "an e2e test per mail kind triggers it in nl_BE and in de_CH": the account
 * and newsletter mails, each in both languages, read from the outbox. mail-language.spec shows one
 * of each on the mailbox page; this one covers the rest of the matrix by API: activation, password
 * reset, the email change (the confirmation to the new address, the notice to the old one), the
 * newsletter's opt-in and welcome.
 */
const BRAND = 'Ardenne Cycles'; // the site's default brand on localhost

type Mail = { subject: string; text: string; html: string | null };
const mailsTo = async (request: APIRequestContext, email: string): Promise<Mail[]> => (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
const bySubject = (mails: Mail[], subject: string) => {
  const mail = mails.find((m) => m.subject === subject);
  expect(mail, `"${subject}" among: ${mails.map((m) => m.subject).join(' | ')}`).toBeDefined();
  return mail!;
};
/** The words of the other language and English that must not leak into a mail. */
const NOT_ENGLISH = /\b(the|your|please|Hello|Confirm|Activate|Sie|Ihre?)\b/;

const CASES = [
  {
    locale: 'nl_BE', lang: 'nl', greeting: 'Hallo Lotte,',
    activation: `Activeer je account bij ${BRAND}`, reset: { subject: `Kies een nieuw wachtwoord voor ${BRAND}`, action: 'Nieuw wachtwoord kiezen' },
    change: { subject: 'Bevestig je nieuwe e-mailadres', action: 'Mijn nieuwe e-mailadres bevestigen', notice: 'Je e-mailadres wordt binnenkort gewijzigd', intro: (email: string) => `Je wilt voortaan ${email} gebruiken voor je account bij ${BRAND}.` },
    newsletter: { optIn: `Bevestig je inschrijving op de nieuwsbrief van ${BRAND}`, action: 'Mijn inschrijving bevestigen', welcome: `Welkom bij de nieuwsbrief van ${BRAND}` },
  },
  {
    locale: 'de_CH', lang: 'de', greeting: 'Hallo Lotte,',
    activation: `Aktiviere dein Konto bei ${BRAND}`, reset: { subject: `Neues Passwort für ${BRAND}`, action: 'Neues Passwort wählen' },
    change: { subject: 'Bestätige deine neue E-Mail-Adresse', action: 'Neue E-Mail-Adresse bestätigen', notice: 'Deine E-Mail-Adresse wird bald geändert', intro: (email: string) => `Du möchtest ab jetzt ${email} für dein Konto bei ${BRAND} verwenden.` },
    newsletter: { optIn: `Bitte bestätige dein Abo des Newsletters von ${BRAND}`, action: 'Abo bestätigen', welcome: `Willkommen beim Newsletter von ${BRAND}` },
  },
];

for (const c of CASES) {
  test(`${c.locale}: activation, password reset and the email change are mailed in the account's language`, async ({ request }) => {
    const email = await newRider(request, c.locale, { prefix: 'mail-account' });
    const activation = bySubject(await mailsTo(request, email), c.activation);
    expect(activation.text).toContain(`${c.greeting}\n\n`);
    expect(activation.text).toMatch(new RegExp(`https?://\\S+/${c.locale}/account/activate\\?token=\\S+`));
    expect(activation.html).toContain(`lang="${c.locale.replace('_', '-')}"`);
    expect(activation.html).toContain(`alt="${BRAND}"`);

    expect((await request.post('/b2c/v1/users/reset-password/request', { data: { email, locale: c.locale } })).status()).toBe(200);
    const reset = bySubject(await mailsTo(request, email), c.reset.subject);
    expect(reset.text).toMatch(new RegExp(`${c.reset.action}:\\nhttps?://\\S+/${c.locale}/account/passwordreset\\?token=\\S+\\n`));
    expect(reset.text).not.toMatch(NOT_ENGLISH);

    // The email change: the new address confirms (its link under the locale), the old one is told.
    const token = await accessToken(request, email);
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await request.get('/b2c/v1/users/me', { headers })).json()).result as { id: string };
    const newEmail = `new-${email}`;
    const changed = await request.patch(`/b2c/v1/users/${me.id}`, { headers, data: { email: newEmail, currentPassword: RIDER_PASSWORD } });
    expect(changed.status(), await changed.text()).toBe(200);
    const confirm = bySubject(await mailsTo(request, newEmail), c.change.subject);
    expect(confirm.text).toContain(c.change.intro(newEmail));
    expect(confirm.text).toMatch(new RegExp(`${c.change.action}:\\nhttps?://\\S+/${c.locale}/account/activate\\?token=\\S+&change=email\\n`));
    expect(confirm.text).not.toMatch(NOT_ENGLISH);
    const notice = bySubject(await mailsTo(request, email), c.change.notice);
    expect(notice.text).toContain(email);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(NOT_ENGLISH);
  });

  test(`${c.locale}: the newsletter's opt-in and welcome are mailed in the subscriber's language`, async ({ request }) => {
    const email = `mail-newsletter-${c.lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const subscribed = await request.post('/b2c/v1/newsletter/subscribe', { data: { email, firstName: 'Lotte', lang: c.lang } });
    expect(subscribed.status(), await subscribed.text()).toBe(202);
    const optIn = bySubject(await mailsTo(request, email), c.newsletter.optIn);
    expect(optIn.text).not.toMatch(NOT_ENGLISH);
    expect(optIn.html).toContain(`lang="${c.lang}-`);
    const link = optIn.text.match(new RegExp(`${c.newsletter.action}:\\n(https?://\\S+/b2c/v1/newsletter/confirm\\?token=(\\S+))\\n`));
    expect(link, optIn.text).toBeTruthy();

    const confirmed = await request.post('/b2c/v1/newsletter/confirm', { data: { token: decodeURIComponent(link![2]!) } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const welcome = bySubject(await mailsTo(request, email), c.newsletter.welcome);
    expect(welcome.text).toContain(`${c.greeting}\n\n`);
    expect(welcome.text).toMatch(/https?:\/\/\S+\/b2c\/v1\/newsletter\/unsubscribe\?token=\S+/);
    expect(welcome.text).not.toMatch(NOT_ENGLISH);
  });
}
