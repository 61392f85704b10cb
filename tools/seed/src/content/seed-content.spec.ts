import { count, eq, and } from 'drizzle-orm';
import { createTestContext, type TestContext } from '@bike/server/core';
import { contentEntries, helpArticles, CONTENT_LANGUAGES, mediaUrl } from '@bike/server/content';
import { buildContentRows, seedContent } from './seed-content';

describe('content seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(() => ctx.close());

  it('is idempotent: a second run leaves the same rows', async () => {
    await seedContent(ctx.db);
    const [first] = await ctx.db.select({ n: count() }).from(contentEntries);
    const [firstHelp] = await ctx.db.select({ n: count() }).from(helpArticles);
    await seedContent(ctx.db);
    const [second] = await ctx.db.select({ n: count() }).from(contentEntries);
    const [secondHelp] = await ctx.db.select({ n: count() }).from(helpArticles);
    expect(second.n).toBe(first.n);
    expect(secondHelp.n).toBe(firstHelp.n);
    expect(first.n).toBeGreaterThan(500);
  }, 60_000);

  it('uses the platform codes it is given', async () => {
    await seedContent(ctx.db, { platformCodes: ['MRL-CITY-3'] });
    const reviews = await ctx.db.select().from(contentEntries).where(eq(contentEntries.type, 'review'));
    expect(reviews.length).toBeGreaterThan(3);
    expect(reviews.every((r) => (r.data as { platformId: string }).platformId === 'MRL-CITY-3')).toBe(true);
    const homepage = await ctx.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, 'bikeSpotlight'), eq(contentEntries.language, 'en')));
    expect(homepage.map((r) => (r.data as { bikeId: string }).bikeId)).toContain('MRL-CITY-3-01');
  }, 60_000);

  it('has every page in all six languages, except the deliberately English-only ones', () => {
    const rows = buildContentRows();
    const pages = rows.filter((r) => r.type === 'page' || r.type === 'homepage');
    const languagesBySlug = new Map<string, Set<string>>();
    for (const page of pages) {
      const set = languagesBySlug.get(page.slug ?? '') ?? new Set<string>();
      set.add(page.language);
      languagesBySlug.set(page.slug ?? '', set);
    }
    for (const [slug, languages] of languagesBySlug) {
      if (slug === 'landingpages/gravel-weekend') expect([...languages]).toEqual(['en']);
      else if (slug === 'landingpages/autumn-kit') expect([...languages].sort()).toEqual(['en', 'nl']); // a draft being translated
      else expect([...languages].sort()).toEqual([...CONTENT_LANGUAGES].sort());
    }
    for (const slug of ['home', 'about', 'service', 'bikefitting', 'privacy', 'terms-and-conditions', 'return-goods', 'contact', 'experience', 'experience/technologies', 'tomorrowland']) {
      expect(languagesBySlug.has(slug)).toBe(true);
    }
  });

  it('points every image at the generated media route and leaves no real brand or empty text', () => {
    const json = JSON.stringify(buildContentRows());
    const urls = json.match(/"url":"[^"]+"/g) ?? [];
    for (const url of urls.filter((u) => u.includes('/media/'))) expect(url).toMatch(/"url":"\/media\/content\/[a-z0-9-]+\.svg"/);
    expect(json).not.toMatch(/"title":""/);
    expect(mediaUrl('home-hero')).toBe('/media/content/home-hero.svg');
  });
});
