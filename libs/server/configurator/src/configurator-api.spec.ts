// The configurator and concept calls of spec point 7, with bad input for every call and the owner checks.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { CONCEPT_CODE_ALPHABET, priceConfiguration, type Concept, type CustomizerModel } from '@bike/shared/domain';
import { createCaptchaChallenge, rowsOf, solveAltchaChallenge } from '@bike/server/core';
import { users } from '@bike/server/accounts';
import { generateSeedData, inspirationConcepts, writeInspirationConcepts } from '@bike/seed';
import { checksumOf, VIEWS_PER_VISITOR_DAY } from './index';
import { createConfiguratorTestApp, json, type ConfiguratorTestApp } from './test-app';

let t: ConfiguratorTestApp;
let model: CustomizerModel;
let roadCode: string;
beforeAll(async () => {
  t = await createConfiguratorTestApp();
  // A configurable all-road platform (drop bar) of the default brand with more than one groupset.
  const [row] = rowsOf<{ code: string }>(await t.ctx.db.execute(sql`
    select pl.code from platforms pl join families f on f.code = pl.family_code
    where pl.brand = 'ardenne' and pl.has_customizer and not pl.archived and f.category = 'all-road'
      and (select count(distinct groupset_code) from items i where i.platform_code = pl.code and i.category = 'bikes') > 1
    order by pl.code limit 1`));
  roadCode = row!.code;
  model = json(await t.app.inject({ method: 'GET', url: `/V1/customizer/model/${roadCode}?locale=nl_BE` })).result;
}, 60_000);
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: JSON.stringify(payload) });
const save = (choices: Record<string, string>, token?: string, locale = 'nl_BE') => post('/b2c/v1/concepts', { model: roadCode, locale, choices }, token);

describe('GET /V1/customizer/model/{code}', () => {
  it('answers the model with its steps in the page language and the locale currency', () => {
    expect(model.code).toBe(roadCode);
    expect(model.category).toBe('all-road');
    expect(model.currency).toBe('EUR');
    expect(model.vatRate).toBe(21);
    expect(model.groupsets.length).toBeGreaterThan(1);
    expect(model.sizes.map((s) => s.code)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(model.sizes.every((s) => typeof s.stack === 'number' && typeof s.reach === 'number')).toBe(true);
    // Dutch design names, colours for the drawing.
    expect(model.designs[0]!.name).toMatch(/ \/ /);
    expect(model.designs[0]!.frame).toMatch(/^[0-9a-f]{6}$/);
    expect(model.parts.wheels.map((p) => p.code)).toEqual(['WH-ALU', 'WH-C35']);
    expect(model.parts.wheels[0]).toMatchObject({ name: 'Aluminium wielset', price: 0, standard: true });
    expect(model.parts.cockpit.map((p) => p.code)).toEqual(['CP-DROP', 'CP-AERO']);
    expect(model.defaults).toMatchObject({ size: 'M', wheels: 'WH-ALU', cockpit: 'CP-DROP', saddle: 'SD-RACE' });
    // The cheapest build comes first and is the default.
    expect(model.builds[0]!.price).toBe(Math.min(...model.builds.map((b) => b.price)));
  });

  it('prices in the locale currency', async () => {
    const gb: CustomizerModel = json(await t.app.inject({ method: 'GET', url: `/V1/customizer/model/${roadCode}?locale=en_GB` })).result;
    expect(gb.currency).toBe('GBP');
    expect(gb.parts.wheels[1]!.price).not.toBe(model.parts.wheels[1]!.price);
  });

  it('refuses unknown, archived or malformed models and bad locales with a 4xx', async () => {
    const [archived] = rowsOf<{ code: string }>(await t.ctx.db.execute(sql`select code from platforms where archived and brand = 'ardenne' limit 1`));
    for (const url of [`/V1/customizer/model/NOPE?locale=nl_BE`, `/V1/customizer/model/${archived!.code}?locale=nl_BE`, `/V1/customizer/model/${'A'.repeat(80)}?locale=nl_BE`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(json(res).error.code).toBe('MODEL_NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'GET', url: `/V1/customizer/model/${roadCode}?locale=xx` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/V1/customizer/model/${roadCode}` })).statusCode).toBe(400);
  });
});

describe('GET /V1/customizer/{id}/groupsets', () => {
  it('answers each groupset with its price and the difference to the target', async () => {
    const target = model.groupsets[1]!.code;
    const res = await t.app.inject({ method: 'GET', url: `/V1/customizer/${roadCode}/groupsets?target=${target}&lang=nl&currency=EUR` });
    expect(res.statusCode).toBe(200);
    const list = json(res).result as { code: string; price: number; difference: number }[];
    expect(list.find((g) => g.code === target)!.difference).toBe(0);
    for (const g of list) expect(g.difference).toBeCloseTo(g.price - list.find((o) => o.code === target)!.price, 2);
  });

  it('refuses a bad language, currency or target', async () => {
    for (const query of ['lang=xx&currency=EUR', 'lang=nl&currency=XYZ', 'lang=nl&currency=eur', 'lang=nl&currency=EUR&target=NOPE', 'currency=EUR']) {
      const res = await t.app.inject({ method: 'GET', url: `/V1/customizer/${roadCode}/groupsets?${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('concepts', () => {
  it('saves a configuration with a readable code, and the same build is the same concept', async () => {
    const choices = { ...model.defaults, wheels: 'WH-C35' };
    const first = await save(choices);
    expect(first.statusCode).toBe(201);
    const concept: Concept = json(first).result;
    expect(concept.code).toMatch(new RegExp(`^[${CONCEPT_CODE_ALPHABET}]{8}$`));
    expect(concept.price!.total).toBe(priceConfiguration(model, choices).total);
    expect(concept.session).toBe(true);
    expect(concept.localizedconfiguration.wheels).toBe('Carbon wielen, 35 mm');
    expect(concept.image).toMatch(/^\/media\/bikes\/gravel\/[0-9a-f]{6}-[0-9a-f]{6}\.carbon-shallow\.drop\.race\.svg$/);
    const picture = await t.app.inject({ method: 'GET', url: concept.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('data-kind="carbon-shallow"');
    // The same choices in another order: the same concept.
    const reordered = Object.fromEntries(Object.entries(choices).reverse());
    const again = await save(reordered);
    expect(again.statusCode).toBe(200);
    expect(json(again).result.code).toBe(concept.code);
    expect(json(again).result.configuration_checksum).toBe(concept.configuration_checksum);
  });

  it('never saves a configuration that cannot be built, and ignores a price sent along', async () => {
    const bad = [
      { ...model.defaults, size: 'XXXL' },
      { ...model.defaults, groupset: 'NOPE' },
      { ...model.defaults, wheels: 'WH-TRAIL' }, // a mountain wheel on a road bike
      { ...model.defaults, cockpit: 'CP-TRI' },
      { ...model.defaults, wheels: 'WH-C55' }, // aero wheels are for road and triathlon bikes
    ];
    for (const choices of bad) {
      const res = await save(choices);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.code).toBe('INVALID_CHOICE');
    }
    expect((await post('/b2c/v1/concepts', { model: roadCode, choices: model.defaults, price: 1 })).statusCode).toBe(400);
    expect((await post('/b2c/v1/concepts', { model: roadCode, choices: { ...model.defaults, extra: 'x' } })).statusCode).toBe(400);
    expect((await post('/b2c/v1/concepts', { model: 'NOPE', choices: model.defaults })).statusCode).toBe(404);
    expect((await post('/b2c/v1/concepts', { model: roadCode, choices: { ...model.defaults, size: 'M\u0000' } })).statusCode).toBe(400);
    expect((await post('/b2c/v1/concepts', 'not json')).statusCode).toBe(400);
    const count = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from concepts where choices ->> 'size' = 'XXXL'`))[0]!.n;
    expect(count).toBe(0);
  });

  it('loads a concept by code in any case and with a dash, priced at the asked locale', async () => {
    const { code } = json(await save(model.defaults)).result as Concept;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const res = await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${typed}?locale=en_GB` });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toMatchObject({ code, price: { currency: 'GBP' } });
  });

  it('answers "Code not found" for unknown, malformed and over-long codes', async () => {
    for (const code of ['ZZZZZZZZ', 'K7QM2XT0', 'x'.repeat(41), '%F0%9F%9A%B2']) {
      const res = await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${code}?locale=nl_BE` });
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe('Code not found');
    }
    const empty = await post('/b2c/v1/concepts/views/update', { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).error.message).toBe('The code field is empty.');
  });

  it('answers UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE when the catalogue no longer builds a concept', async () => {
    const { code } = json(await save({ ...model.defaults, saddle: 'SD-SHORT' })).result as Concept;
    await t.ctx.db.execute(sql`update concepts set choices = jsonb_set(choices, '{size}', '"XXXL"') where code = ${code}`);
    const res = await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${code}?locale=nl_BE` });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE');
  });

  it('counts each view of the page and answers the count with this view in it, up to 10 a visitor a day (issue 32 item 9)', async () => {
    const { code } = json(await save({ ...model.defaults, cockpit: 'CP-AERO' })).result as Concept;
    const views = async () => (json(await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${code}?locale=nl_BE` })).result as Concept).views;
    expect(await views()).toBe(0);
    // Opening the page: the answer already holds this view, and reading the concept (the server render, a prefetch) counts nothing.
    expect(json(await post('/b2c/v1/concepts/views/update', { code })).result).toMatchObject({ views: 1, counted: true });
    expect(await views()).toBe(1);
    // A reload is a view too.
    expect(json(await post('/b2c/v1/concepts/views/update', { code })).result).toMatchObject({ views: 2, counted: true });
    // Another visitor counts on their own.
    const rider = await t.user();
    expect(json(await post('/b2c/v1/concepts/views/update', { code }, rider.token)).result).toMatchObject({ views: 3, counted: true });
    // One visitor reloading makes no build popular: 10 a day, then the count stays and is answered as it is.
    for (let n = 3; n <= VIEWS_PER_VISITOR_DAY; n += 1) await post('/b2c/v1/concepts/views/update', { code });
    expect(await views()).toBe(VIEWS_PER_VISITOR_DAY + 1);
    expect(json(await post('/b2c/v1/concepts/views/update', { code })).result).toMatchObject({ views: VIEWS_PER_VISITOR_DAY + 1, counted: false });
    expect(json(await post('/b2c/v1/concepts/views/update', { code }, rider.token)).result).toMatchObject({ views: VIEWS_PER_VISITOR_DAY + 2, counted: true });
  });

  it('does not count a crawler that names itself, nor two requests as one slot', async () => {
    const { code } = json(await save({ ...model.defaults, saddle: 'SD-SHORT', cockpit: 'CP-AERO' })).result as Concept;
    const asBot = await t.app.inject({ method: 'POST', url: '/b2c/v1/concepts/views/update', headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, payload: JSON.stringify({ code }) });
    expect(json(asBot).result).toMatchObject({ views: 0, counted: false });
    // Views at the same moment each take their own slot: the count is the number of views.
    const answers = await Promise.all([1, 2, 3].map(() => post('/b2c/v1/concepts/views/update', { code })));
    const counted = answers.map((a) => json(a).result as { views: number; counted: boolean }).filter((r) => r.counted).length;
    expect((json(await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${code}?locale=nl_BE` })).result as Concept).views).toBe(counted);
    expect(counted).toBeGreaterThan(0);
  });

  it('lets only the owner toggle visibility or delete, and lists visible concepts', async () => {
    const owner = await t.user();
    const other = await t.user();
    const saved = await save({ ...model.defaults, wheels: 'WH-C35', saddle: 'SD-SHORT' }, owner.token);
    expect(saved.statusCode).toBe(201);
    const concept: Concept = json(saved).result;
    expect(concept).toMatchObject({ profile: true, session: false, mine: true, visible: false });
    const listed = async () => (json(await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts?locale=nl_BE&model=${roadCode}` })).result as Concept[]).map((c) => c.code);
    expect(await listed()).not.toContain(concept.code);

    expect((await post('/b2c/v1/concepts/toggleVisibility', { code: concept.code })).statusCode).toBe(401);
    const refused = await post('/b2c/v1/concepts/toggleVisibility', { code: concept.code }, other.token);
    expect(refused.statusCode).toBe(403);
    expect(json(await post('/b2c/v1/concepts/toggleVisibility', { code: concept.code }, owner.token)).result.visible).toBe(true);
    expect(await listed()).toContain(concept.code);
    const seen: Concept = json(await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${concept.code}?locale=nl_BE` })).result;
    expect(seen.mine).toBe(false);

    const mine = json(await t.app.inject({ method: 'GET', url: '/b2c/v1/concepts/mine?locale=nl_BE', headers: { authorization: `Bearer ${owner.token}` } })).result as Concept[];
    expect(mine.map((c) => c.code)).toEqual([concept.code]);
    expect((await t.app.inject({ method: 'GET', url: '/b2c/v1/concepts/mine?locale=nl_BE' })).statusCode).toBe(401);

    expect((await t.app.inject({ method: 'DELETE', url: `/b2c/v1/concepts/${concept.code}`, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/b2c/v1/concepts/${concept.code}`, headers: { authorization: `Bearer ${owner.token}` } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${concept.code}?locale=nl_BE` })).statusCode).toBe(404);
  });

  it('refuses bad list filters', async () => {
    for (const query of ['locale=nl_BE&limit=0', 'locale=nl_BE&limit=abc', 'locale=nl_BE&model=%3Cx%3E', 'limit=3']) {
      expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts?${query}` })).statusCode).toBe(400);
    }
  });
});

/** The text a PDF shows, read by pdf.js in a child process (tools/scripts/pdf-text.mjs). */
function pdfText(pdf: Buffer): { pages: number; text: string; info: Record<string, string> } {
  return JSON.parse(execFileSync(process.execPath, [path.resolve(__dirname, '../../../../tools/scripts/pdf-text.mjs'), '-'], { input: pdf }).toString());
}

describe('GET /b2c/v1/concepts/generate/pdf/{code}/{locale}', () => {
  it('renders the spec sheet in the locale language with the code, every choice, the price and the link', async () => {
    const choices = { ...model.defaults, wheels: 'WH-C35' };
    const concept: Concept = json(await save(choices)).result;
    const res = await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/generate/pdf/${concept.code}/fr_BE` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, info } = pdfText(pdf);
    expect(pages).toBe(1);
    const plain = text.replace(/\s+/g, ' ');
    expect(plain).toContain(`${concept.code.slice(0, 4)}-${concept.code.slice(4)}`);
    expect(plain).toContain('Roues carbone, 35 mm'); // the part in French
    expect(plain).toContain('Taille du cadre');
    const price = new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' }).format(priceConfiguration(model, choices).total);
    const digitsOnly = (text: string) => text.replace(/[^\d,€]/g, '');
    expect(digitsOnly(plain)).toContain(digitsOnly(price));
    expect(plain).toContain(`/fr_BE/configurator/configuration/${concept.code}`);
    expect(info['Title']).toContain(concept.modelname);
    // The bike is drawn as vectors, not pasted as a picture.
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(false);
    // The fonts are embedded.
    expect(pdf.includes(Buffer.from('/FontFile2'))).toBe(true);
  });

  it('refuses an unknown code or locale with a 4xx', async () => {
    const { code } = json(await save(model.defaults)).result as Concept;
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/generate/pdf/ZZZZZZZZ/fr_BE` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/generate/pdf/${code}/xx_XX` })).statusCode).toBe(404);
    const tooLong = (await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/generate/pdf/${code}/${'x'.repeat(300)}` })).statusCode;
    expect(tooLong >= 400 && tooLong < 500).toBe(true);
  });
});

describe('the codes the site shows', () => {
  it('loads every inspiration concept the seed writes, and a re-seed keeps their codes', async () => {
    const seeded = inspirationConcepts(generateSeedData('test'));
    expect(seeded.length).toBeGreaterThan(10);
    expect(await writeInspirationConcepts(t.ctx.db, seeded)).toBe(seeded.length);
    expect(await writeInspirationConcepts(t.ctx.db, seeded)).toBe(0);
    for (const concept of seeded) {
      const res = await t.app.inject({ method: 'GET', url: `/b2c/v1/concepts/${concept.code}?locale=fr_BE`, headers: { 'x-brand': concept.brand } });
      expect([concept.code, res.statusCode]).toEqual([concept.code, 200]);
      expect(json(res).result).toMatchObject({ visible: true, choices: concept.choices, configuration_checksum: checksumOf(concept.model, concept.choices) });
    }
  });
});

describe('inspirations and popular builds', () => {
  it('lists generated configurations newest first and the popular ones by their real view counts', async () => {
    const owner = await t.user();
    const codes: string[] = [];
    for (const saddle of ['SD-RACE', 'SD-SHORT']) {
      const { code } = json(await save({ ...model.defaults, groupset: model.groupsets[1]!.code, design: model.builds.find((b) => b.groupset === model.groupsets[1]!.code)!.design, saddle }, owner.token)).result as Concept;
      await post('/b2c/v1/concepts/toggleVisibility', { code }, owner.token);
      codes.push(code);
    }
    // The older one is viewed by two visitors: it leads the popular list, the newer leads the newest list.
    await post('/b2c/v1/concepts/views/update', { code: codes[0] });
    await post('/b2c/v1/concepts/views/update', { code: codes[0] }, (await t.user()).token);
    const list = async (url: string) => (json(await t.app.inject({ method: 'GET', url })).result as Concept[]).map((c) => c.code).filter((c) => codes.includes(c));
    expect(await list(`/customizer/generatedconfigs?locale=nl_BE&model=${roadCode}`)).toEqual([codes[1], codes[0]]);
    // Never viewed is never popular.
    expect(await list(`/customizer/popular/generatedconfigs?locale=nl_BE&limit=48`)).toEqual([codes[0]]);
    await post('/b2c/v1/concepts/views/update', { code: codes[1] });
    expect(await list(`/customizer/popular/generatedconfigs?locale=nl_BE&limit=48`)).toEqual([codes[0], codes[1]]);
    expect((await t.app.inject({ method: 'GET', url: '/customizer/popular/generatedconfigs?locale=nl_BE&limit=x' })).statusCode).toBe(400);
  });

  it('answers an inspiration with its concept, in the language, and 404 for hidden or unknown ones', async () => {
    const { code } = json(await save({ ...model.defaults, cockpit: 'CP-AERO', saddle: 'SD-SHORT' })).result as Concept;
    const entry = (id: number, language: string, title: string, show: boolean) => sql`
      insert into content_entries (id, type, language, title, data) values (${id}, 'configuration', ${language}, ${title},
        ${JSON.stringify({ platformId: roadCode, configurationCode: code, configurationDescription: 'A favourite', showConfiguration: show, specifications: [{ specTitle: 'Groep', specContent: 'x' }] })}::jsonb)`;
    await t.ctx.db.execute(entry(990001, 'en', 'Orbit in Copper', true));
    await t.ctx.db.execute(entry(990001, 'nl', 'Orbit in koper', true));
    await t.ctx.db.execute(entry(990002, 'en', 'Hidden build', false));
    const nl = await t.app.inject({ method: 'GET', url: '/V1/inspirations/990001?locale=nl_BE' });
    expect(nl.statusCode).toBe(200);
    expect(json(nl).result).toMatchObject({ id: 990001, title: 'Orbit in koper', configurationCode: code, concept: { code, price: { currency: 'EUR' } } });
    expect(json(await t.app.inject({ method: 'GET', url: '/V1/inspirations/990001?locale=de_DE' })).result.title).toBe('Orbit in Copper');
    for (const url of ['/V1/inspirations/990002?locale=nl_BE', '/V1/inspirations/123?locale=nl_BE']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/V1/inspirations/abc?locale=nl_BE' })).statusCode).toBe(400);
  });
});

describe('POST /b2c/v1/configurator/help (the chat helper)', () => {
  const solved = async () => solveAltchaChallenge(await createCaptchaChallenge(t.ctx));
  const body = async (overrides: Record<string, unknown> = {}) => ({
    name: 'Lotte Peeters', email: 'lotte@example.com', message: 'Which size for 1,78 m?', model: roadCode, choices: { ...model.defaults }, locale: 'nl_BE', captcha: await solved(), ...overrides,
  });

  it("mails the brand's support mailbox with the question and a link to the build; replies go to the rider", async () => {
    const before = t.ctx.mails.length;
    const res = await post('/b2c/v1/configurator/help', await body());
    expect(res.statusCode).toBe(202);
    const mail = t.ctx.mails[before]!;
    expect(mail.to).toBe('support-ardenne@localhost');
    expect(mail.replyTo).toBe('lotte@example.com');
    expect(mail.text).toContain('Which size for 1,78 m?');
    expect(mail.text).toContain(`http://shop.test/nl_BE/configurator/${roadCode}?groupset=`);
    // The rider's copy in the page's language (no account), with the build's link under it; a reply reaches support.
    const copy = t.ctx.mails.find((m, i) => i > before && m.to === 'lotte@example.com')!;
    expect(copy.replyTo).toBe('support-ardenne@localhost');
    expect(copy.subject).toMatch(/^We hebben je vraag over het model /);
    expect(copy.text).toContain(`Open je configuratie:\nhttp://shop.test/nl_BE/configurator/${roadCode}?groupset=`);
    // An address typed into a public form: its copy repeats neither the typed name nor the question.
    expect(copy.text).toMatch(/^Hallo,\n/);
    expect(copy.text).not.toContain('Which size for 1,78 m?');
  });

  it('repeats the question in the copy to a signed-in rider’s proven address, in the account’s language', async () => {
    const rider = await t.user();
    const [row] = await t.ctx.db.update(users).set({ locale: 'de_CH' }).where(eq(users.id, rider.id)).returning();
    const before = t.ctx.mails.length;
    const res = await t.app.inject({ method: 'POST', url: '/b2c/v1/configurator/help', payload: await body({ email: row!.email, name: 'Lien Peeters' }), headers: { authorization: `Bearer ${rider.token}` } });
    expect(res.statusCode).toBe(202);
    const copy = t.ctx.mails.slice(before).find((m) => m.to === row!.email)!;
    expect(copy.subject).toMatch(/^Wir haben deine Frage zum Modell /);
    expect(copy.text).toContain('Hallo Lien Peeters,');
    expect(copy.text).toContain('Deine Frage:\n\nWhich size for 1,78 m?');
    expect(copy.text).toContain(`Deine Konfiguration öffnen:\nhttp://shop.test/de_CH/configurator/${roadCode}?groupset=`);
    expect(t.ctx.mails.slice(before).find((m) => m.to === 'support-ardenne@localhost')?.text).toContain('(signed in, address confirmed)');
  });

  it('refuses a missing or replayed captcha and bad input, and sends nothing', async () => {
    const before = t.ctx.mails.length;
    const good = await body();
    expect((await post('/b2c/v1/configurator/help', good)).statusCode).toBe(202);
    const replayed = await post('/b2c/v1/configurator/help', good);
    expect(replayed.statusCode).toBe(400);
    expect(json(replayed).error.code).toBe('CAPTCHA_INVALID');
    for (const bad of [{ captcha: '' }, { email: 'not-an-address' }, { message: '' }, { message: 'x'.repeat(2001) }, { model: '<script>' }, { extra: 1 }, { choices: { size: 'M\u0000' } }]) {
      expect((await post('/b2c/v1/configurator/help', await body(bad))).statusCode).toBe(400);
    }
    // The one that went through: the question to support and the rider's copy.
    expect(t.ctx.mails.length).toBe(before + 2);
  });
});

describe('guessing codes', () => {
  it('answers 429 after 30 misses from one address', async () => {
    const limited = await createConfiguratorTestApp({ rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await limited.app.inject({ method: 'GET', url: `/b2c/v1/concepts/ZZZZZZZ${CONCEPT_CODE_ALPHABET[i]}?locale=nl_BE` })).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
