import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { accessToken, adminToken, newRider } from './support/accounts';

/**
 * Issue 33, the community slice: the job application receipt and the fan-zone decision in the
 * reader's language and the brand's frame, with what they are about. Before, both were English
 * plain text ("Your application: …", "Your photo is in the fan zone").
 */
const BRAND = 'Ardenne Cycles'; // the site's default brand on localhost
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Mail = { subject: string; text: string; html: string | null };
const mailsTo = async (request: APIRequestContext, email: string): Promise<Mail[]> => (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function uploadFile(request: APIRequestContext, token: string, purpose: 'cv' | 'fanzone', file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const upload = await request.post(`/b2c/v1/upload/${purpose}`, { headers: bearer(token), multipart: { file } });
  expect(upload.status()).toBe(201);
  return (await upload.json()).result[0].id as string;
}

test('nl_BE and de_CH: the job application receipt names the job, what happens next and links the job', async ({ request }) => {
  const cases = [
    { locale: 'nl_BE', subject: 'Je sollicitatie: ', intro: (job: string) => `Hallo Lotte,\n\nBedankt voor je sollicitatie als ${job} bij ${BRAND}.`, next: 'binnen twee weken per e-mail', action: 'Bekijk de vacature', iso: 'nl-BE' },
    { locale: 'de_CH', subject: 'Deine Bewerbung: ', intro: (job: string) => `Hallo Lotte,\n\nDanke für deine Bewerbung als ${job} bei ${BRAND}.`, next: 'innerhalb von zwei Wochen per E-Mail', action: 'Zur Stelle', iso: 'de-CH' },
  ];
  for (const c of cases) {
    const email = await newRider(request, c.locale, { prefix: 'apply' });
    const token = await accessToken(request, email);
    const cv = await uploadFile(request, token, 'cv', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    const applied = await request.post(`/b2c/v1/jobs/applications?locale=${c.locale}`, { headers: bearer(token), data: { vacancyId: '4001', cv, motivation: 'Acht jaar fietsen hersteld, elke dag op de fiets.' } });
    expect(applied.status()).toBe(201);
    const job = (await applied.json()).result.vacancyTitle as string;

    const receipt = (await mailsTo(request, email)).find((m) => m.subject.startsWith(c.subject))!;
    expect(receipt.subject).toBe(`${c.subject}${job}`);
    expect(receipt.text).toContain(c.intro(job));
    expect(receipt.text).toContain(c.next);
    expect(receipt.text).toMatch(new RegExp(`${c.action}:\\nhttps?://\\S+/${c.locale}/jobs/4001\\n`));
    expect(receipt.text).not.toMatch(/\b(the|your|please|Hello|Thank|Sie|Ihre)\b/);
    expect(receipt.html).toContain(`lang="${c.iso}"`);
    expect(receipt.html).toContain(`alt="${BRAND}"`);
  }
});

test('nl_BE and de_CH: the fan-zone decision names the photo; approved links the fan zone, rejected says why', async ({ request }) => {
  const admin = await adminToken(request);
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
  const cases = [
    { locale: 'nl_BE', decision: { status: 'approved' }, subject: (caption: string) => `Je foto ‘${caption}’ staat in de fanzone`, says: 'staat nu in de galerij van de fanzone van ' + BRAND, action: 'Bekijk hem in de fanzone', iso: 'nl-BE' },
    { locale: 'de_CH', decision: { status: 'rejected', reason: 'quality' }, subject: (caption: string) => `Zu deinem Foto „${caption}“`, says: 'Der Grund: Es ist zu dunkel, unscharf oder klein, um gut zu wirken.', action: 'Ein anderes Foto schicken', iso: 'de-CH' },
  ];
  for (const c of cases) {
    const email = await newRider(request, c.locale, { prefix: 'fan-mail', firstName: 'Fenna', lastName: 'Smit' });
    const token = await accessToken(request, email);
    const upload = await uploadFile(request, token, 'fanzone', { name: 'ride.jpg', mimeType: 'image/jpeg', buffer: photo });
    const caption = `Ardennen ${c.locale} ${Date.now()}`;
    const sent = await request.post(`/b2c/v1/fanzone/submissions?locale=${c.locale}`, { headers: bearer(token), data: { photo: upload, caption, consent: true } });
    expect(sent.status()).toBe(201);
    const id = (await sent.json()).result.id as string;
    expect((await request.post(`/b2c/v1/fanzone/submissions/${id}`, { headers: bearer(admin), data: c.decision })).status()).toBe(200);

    const mail = (await mailsTo(request, email)).find((m) => m.subject === c.subject(caption))!;
    expect(mail.text).toContain('Hallo Fenna,');
    expect(mail.text).toContain(c.says);
    expect(mail.text).toMatch(new RegExp(`${c.action}:\\nhttps?://\\S+/${c.locale}/fanzone\\n`));
    expect(mail.text).not.toMatch(/\b(the|your|please|Hello|Sie|Ihre)\b/);
    expect(mail.html).toContain(`lang="${c.iso}"`);
    expect(mail.html).toContain(`alt="${BRAND}"`);
  }
});
