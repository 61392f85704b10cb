import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { seededSerial, SOLD_BIKES_PER_BRAND } from '@bike/seed';
import { accessToken, adminToken, newRider } from './support/accounts';

/**
 * Issue 33, the warranty slice: the bike-registered mail and the admin's decision in the rider's
 * language and the brand's frame, naming the bike, its dealer and dates and the frame warranty.
 * Before, both were English plain text ("Your bike is registered", "About your bike registration").
 */
const BRAND = 'Ardenne Cycles'; // the site's default brand on localhost

type Mail = { subject: string; text: string; html: string | null };
const mailsTo = async (request: APIRequestContext, email: string): Promise<Mail[]> => (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A mail's text as lines, a label/value row as "label|value". */
const rowsOf = (text: string) => text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));

/** A new rider of the locale registers a dealer-sold bike of the first brand by API, from a page in that locale. */
async function registeredBike(request: APIRequestContext, locale: string) {
  const email = await newRider(request, locale, { prefix: 'mail-warranty' });
  const token = await accessToken(request, email);
  const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
  const upload = async (purpose: string) => {
    const res = await request.post(`/b2c/v1/upload/${purpose}`, { headers: bearer(token), multipart: { file: { name: 'bike.jpg', mimeType: 'image/jpeg', buffer: jpeg } } });
    expect(res.status()).toBe(201);
    return (await res.json()).result[0].id as string;
  };
  const [proof, photo] = [await upload('proof-of-purchase'), await upload('bike-registration')];
  // A serial this run has not used yet (other specs take from the same pool).
  for (let attempt = 0; attempt < 10; attempt++) {
    const serial = seededSerial(0, 1 + Math.floor(Math.random() * (SOLD_BIKES_PER_BRAND.default - 1)));
    const res = await request.post(`/b2c/v1/warranty/register-bike?locale=${locale}`, {
      headers: bearer(token),
      data: { serialNumber: serial, purchaseDate: '2026-01-02', proofOfPurchase: proof, photos: [photo], previouslyBoughtCount: 0, contestEntry: false },
    });
    if (res.status() === 201) {
      const registration = (await res.json()).result as { id: string; bike: { title: string; size: string | null; design: string | null; dealer: { name: string | null } | null } };
      return { email, serial, registration };
    }
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('no free serial');
}

test('nl_BE and de_CH: the registration and the admin’s decision are mailed in the rider’s language, with the bike and its warranty', async ({ request }) => {
  const cases = [
    {
      locale: 'nl_BE', iso: 'nl-BE', subject: 'Je fiets is geregistreerd: 5 jaar framegarantie', intro: (title: string) => `Hallo Lotte,\n\nBedankt voor het registreren van je ${title} bij ${BRAND}.`,
      labels: { serial: 'Serienummer', bought: 'Aankoopdatum|2 januari 2026', dealer: 'Gekocht bij', size: 'Framemaat', colour: 'Kleur', warranty: 'Framegarantie|5 jaar, tot 2 januari 2031' }, action: 'Mijn fietsen bekijken',
      // Rejected, with a reason and the admin's note: what is wrong, the warranty left, and the form to correct it.
      decision: { status: 'rejected', reason: 'serialMismatch', note: 'Op foto 2 staat een ander nummer.' },
      decided: { subject: 'Je fietsregistratie is niet goedgekeurd', says: ['komt niet overeen met het nummer dat je invulde', 'Een bericht van ons team: Op foto 2 staat een ander nummer.', 'Zonder registratie heeft het frame 2 jaar garantie, tot 2 januari 2028.'], action: 'Mijn registratie aanpassen', path: (id: string) => `bike-registration\\?id=${id}` },
    },
    {
      locale: 'de_CH', iso: 'de-CH', subject: 'Dein Rad ist registriert: 5 Jahre Rahmengarantie', intro: (title: string) => `Hallo Lotte,\n\nDanke, dass du dein ${title} bei ${BRAND} registriert hast.`,
      labels: { serial: 'Seriennummer', bought: 'Kaufdatum|2. Januar 2026', dealer: 'Gekauft bei', size: 'Rahmengröße', colour: 'Farbe', warranty: 'Rahmengarantie|5 Jahre, bis 2. Januar 2031' }, action: 'Meine Räder ansehen',
      decision: { status: 'approved' },
      decided: { subject: 'Deine Radregistrierung ist bestätigt', says: ['Die Rahmengarantie von 5 Jahren läuft bis 2. Januar 2031.'], action: 'Meine Räder ansehen', path: () => 'account/equipment' },
    },
  ];
  const admin = await adminToken(request);
  for (const c of cases) {
    const { email, serial, registration } = await registeredBike(request, c.locale);
    const { bike } = registration;
    const mail = (await mailsTo(request, email)).find((m) => m.subject === c.subject)!;
    expect(mail, `the registration mail (${c.locale})`).toBeTruthy();
    expect(mail.text).toContain(c.intro(bike.title));
    const rows = rowsOf(mail.text);
    expect(rows).toEqual(expect.arrayContaining([`${c.labels.serial}|${serial}`, c.labels.bought, c.labels.warranty]));
    if (bike.dealer?.name) expect(rows).toContain(`${c.labels.dealer}|${bike.dealer.name}`);
    if (bike.size) expect(rows).toContain(`${c.labels.size}|${bike.size}`);
    if (bike.design) expect(rows).toContain(`${c.labels.colour}|${bike.design}`);
    expect(mail.text).toMatch(new RegExp(`${c.action}:\\nhttps?://\\S+/${c.locale}/account/equipment\\n`));
    expect(mail.text).not.toMatch(/\b(the|your|please|Hello|Sie|Ihre)\b/);
    expect(mail.html).toContain(`lang="${c.iso}"`);
    expect(mail.html).toContain(`alt="${BRAND}"`);

    const decided = await request.post(`/b2c/v1/warranty/registration/${registration.id}/decision`, { headers: bearer(admin), data: c.decision });
    expect(decided.status()).toBe(200);
    const decision = (await mailsTo(request, email)).find((m) => m.subject === c.decided.subject)!;
    expect(decision, `the decision mail (${c.locale})`).toBeTruthy();
    for (const words of c.decided.says) expect(decision.text).toContain(words);
    expect(decision.text).toContain(serial);
    expect(decision.text).toMatch(new RegExp(`${c.decided.action}:\\nhttps?://\\S+/${c.locale}/${c.decided.path(registration.id)}\\n`));
    expect(decision.html).toContain(`alt="${BRAND}"`);
  }
});
