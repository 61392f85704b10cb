import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { createJobsTestApp, json, signUp, upload, type JobsTestApp } from './test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LETTER = 'I have repaired bikes for eight years.\n\nI would love to build your customers\u2019 bikes.';

let t: JobsTestApp;
beforeAll(async () => {
  t = await createJobsTestApp();
});
afterAll(() => t.close());

const apply = (token: string | undefined, body: unknown, locale = 'nl_BE') =>
  t.app.inject({ method: 'POST', url: `/b2c/v1/jobs/applications?locale=${locale}`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function applicant() {
  const user = await signUp(t.app, 'Ruben');
  return { ...user, cv: await upload(t.app, user.token, 'cv', { name: 'cv ruben.pdf', type: 'application/pdf', bytes: PDF }) };
}

describe('job applications', () => {
  it('sends the application to the jobs mailbox with a link to the CV, and a receipt to the applicant', async () => {
    const a = await applicant();
    const res = await apply(a.token, { vacancyId: '4001', cv: a.cv, motivation: `  ${LETTER}  `, phone: '+32 470 12 34 56' });
    expect(res.statusCode).toBe(201);
    expect(json(res).result).toMatchObject({ vacancyId: 4001, sent: true });
    const hr = t.ctx.mails.find((m) => m.to === 'jobs-ardenne@localhost');
    expect(hr?.replyTo).toBe(a.email);
    // The vacancy in the applicant's language; the letter kept with its paragraphs; the CV as a link.
    expect(hr?.subject).toMatch(/^Application: .+ \(Ruben Peeters\)$/);
    expect(hr?.text).toContain(LETTER);
    expect(hr?.text).toContain(`/b2c/v1/uploads/${a.cv}/original`);
    expect(hr?.html).not.toContain('<script');
    // The receipt in the applicant's language (the account's nl_BE), naming the job, with its page under the locale.
    const receipt = t.ctx.mails.find((m) => m.to === a.email && m.subject.startsWith('Je sollicitatie: '));
    expect(receipt?.replyTo).toBe('jobs-ardenne@localhost');
    expect(receipt?.text).toMatch(/^Hallo Ruben,\n\nBedankt voor je sollicitatie als .+ bij Ardenne Cycles\./);
    expect(receipt?.text).toContain('/nl_BE/jobs/4001\n');
    // The CV stays private: the mailbox link opens for admins only.
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/uploads/${a.cv}/original` })).statusCode).toBe(404);
    // Once per vacancy.
    const again = await apply(a.token, { vacancyId: '4001', cv: a.cv, motivation: LETTER });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.code).toBe('ALREADY_APPLIED');
    const [row] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from job_applications where vacancy_id = 4001`));
    expect(row?.n).toBe(1);
  });

  it('writes the receipt in the account’s language, the job named in it, whatever the page’s', async () => {
    const a = await applicant();
    await t.ctx.db.execute(sql`update users set locale = 'de_CH' where id = ${a.id}`);
    const fromDutchPage = await apply(a.token, { vacancyId: '4002', cv: a.cv, motivation: LETTER }, 'nl_BE');
    expect(fromDutchPage.statusCode).toBe(201);
    const receipt = t.ctx.mails.find((m) => m.to === a.email && m.subject.startsWith('Deine Bewerbung: '));
    expect(receipt?.text).toContain('Danke für deine Bewerbung als ');
    expect(receipt?.text).toContain('/de_CH/jobs/4002\n');
    // The job's German title, not the Dutch one the page showed.
    expect(receipt?.subject).not.toBe(`Deine Bewerbung: ${json(fromDutchPage).result.vacancyTitle}`);
  });

  it('refuses what is not right, with the field that is wrong', async () => {
    const a = await applicant();
    const b = await applicant();
    const issuesOf = async (token: string, body: unknown) => json(await apply(token, body)).error;
    expect((await apply(undefined, { vacancyId: '4002', cv: a.cv, motivation: LETTER })).statusCode).toBe(401);
    expect((await issuesOf(b.token, { vacancyId: '4002', cv: a.cv, motivation: LETTER })).code).toBe('INVALID_FILES');
    const photo = await upload(t.app, a.token, 'fanzone', { name: 'me.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888' } }).jpeg().toBuffer() }).catch(() => null);
    if (photo) expect((await issuesOf(a.token, { vacancyId: '4002', cv: photo, motivation: LETTER })).issues).toEqual([{ path: 'cv', message: 'CV is invalid' }]);
    expect((await issuesOf(a.token, { vacancyId: '9999', cv: a.cv, motivation: LETTER })).code).toBe('VACANCY_NOT_FOUND');
    expect((await issuesOf(a.token, { vacancyId: '40x', cv: a.cv, motivation: LETTER })).issues).toEqual([{ path: 'vacancyId', message: 'Vacancy is invalid' }]);
    expect((await issuesOf(a.token, { vacancyId: '4002', cv: a.cv, motivation: '   too short   ' })).issues).toEqual([{ path: 'motivation', message: 'Motivation should have a minimum of 20 characters' }]);
    expect((await issuesOf(a.token, { vacancyId: '4002', cv: a.cv, motivation: 'x'.repeat(3001) })).issues).toEqual([{ path: 'motivation', message: 'Motivation can have a maximum of 3000 characters' }]);
    expect((await issuesOf(a.token, { vacancyId: '4002', cv: a.cv, motivation: `${LETTER}\u0007` })).issues).toEqual([{ path: 'motivation', message: 'Motivation is invalid' }]);
    expect((await issuesOf(a.token, { vacancyId: '4002', cv: a.cv, motivation: LETTER, phone: 'call me' })).issues).toEqual([{ path: 'phone', message: 'Phone is invalid' }]);
    expect((await issuesOf(a.token, { vacancyId: '4002', cv: a.cv, motivation: LETTER, salary: 1 })).code).toBe('VALIDATION_ERROR');
  });

  it('takes a CV as PDF only, through the upload call', async () => {
    const a = await signUp(t.app);
    const png = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(upload(t.app, a.token, 'cv', { name: 'cv.png', type: 'image/png', bytes: png })).rejects.toThrow(/INVALID_FILETYPE/);
  });
});
