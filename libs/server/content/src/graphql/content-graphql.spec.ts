import { BRAND_VOICES } from '@bike/seed';
import { createContentTestApp, type ContentTestApp } from '../test-app';
import { DEFAULT_BLOG_CATEGORY_IDS } from '../content-types';

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentTestApp({
    platformCodes: ['KMP-ROAD-7', 'KMP-GRAVEL-2'],
    leadBikes: {
      ardenne: { gravel: { bikeId: 'ARD-GRAVA-SL-KDS12-P0102', title: 'Ardenne Grava SL', price: 2749 } },
      merel: { road: { bikeId: 'MRL-VOLTA-RS-KDS12-P0304', title: 'Merel Volta RS', price: 3999 } },
    },
  });
}, 60_000);
afterAll(() => t.close());

describe('content GraphQL: pages', () => {
  it('serves the home page with its mixedContent blocks in the asked language', async () => {
    const { status, body } = await t.graphql(
      `query ($language: String) { homepage(language: $language) { title mixedContent { blockType fields } } }`,
      { language: 'de' },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const kinds = body.data.homepage.mixedContent.map((b: { blockType: string }) => b.blockType);
    expect(kinds).toEqual(expect.arrayContaining(['imageBanner', 'cards', 'highlights', 'quote', 'newsletter', 'bike']));
    // The default brand's own home page: its slogan as the title, its hero first.
    expect(body.data.homepage.title).toBe(BRAND_VOICES.ardenne.copy.de.slogan);
    const hero = body.data.homepage.mixedContent[0];
    expect(hero.fields.title).toBe(BRAND_VOICES.ardenne.copy.de.hero.title);
    expect(hero.fields.image.url).toMatch(/^\/media\/content\/[a-z0-9-]+\.svg$/);
  });

  it('hides blocks restricted to other countries', async () => {
    const query = `query ($country: String) { homepage { mixedContent(country: $country) { blockType } } }`;
    const kinds = async (country?: string) =>
      (await t.graphql(query, { country })).body.data.homepage.mixedContent.map((b: { blockType: string }) => b.blockType);
    expect(await kinds('BE')).toContain('stickyBanner');
    expect(await kinds('DE')).not.toContain('stickyBanner');
    expect(await kinds()).not.toContain('stickyBanner');
  });

  it('finds pages by slug, including nested slugs, and mentions the fitting kit deposit', async () => {
    const { body } = await t.graphql(`query ($slug: String) { page(slug: $slug, language: "nl") { title slug mixedContent { blockType fields } } }`, { slug: 'bikefitting' });
    expect(body.data.page.title).toBe('Bikefitting');
    expect(JSON.stringify(body.data.page.mixedContent)).toContain('400 EUR');
    const nested = await t.graphql(`{ page(slug: "experience/technologies", language: "fr") { title } }`);
    expect(nested.body.data.page.title).toBe('Technologies');
  });

  it('falls back to English when a language lacks the entry, and answers null for unknown slugs', async () => {
    const { body } = await t.graphql(`{ page(slug: "landingpages/gravel-weekend", language: "it") { title } missing: page(slug: "nope") { title } }`);
    expect(body.data.page.title).toBe('Gravel weekend');
    expect(body.data.missing).toBeNull();
  });

  it('treats a locale or unknown language as its language or English', async () => {
    const { body } = await t.graphql(`{ a: page(slug: "about", language: "es_MX") { title } b: page(slug: "about", language: "pt") { title } }`);
    expect(body.data.a.title).toBe(BRAND_VOICES.ardenne.copy.es.about.title);
    expect(body.data.b.title).toBe(BRAND_VOICES.ardenne.copy.en.about.title);
  });

  it('replaces the brand token with the brand of the request', async () => {
    const query = `{ page(slug: "about") { mixedContent { fields } } }`;
    const ardenne = JSON.stringify((await t.graphql(query)).body.data);
    const merel = JSON.stringify((await t.graphql(query, {}, { 'x-brand': 'merel' })).body.data);
    expect(ardenne).toContain('Today Ardenne designs');
    expect(merel).toContain('still the heart of Merel');
    expect(merel).not.toContain('{brand}');
  });

  it('serves the playground, landing pages and the legal pages', async () => {
    const { body } = await t.graphql(`{ playground { title } landingPages(language: "de") { slug title } privacy: page(slug: "privacy", language: "it") { title } terms: page(slug: "terms-and-conditions") { title } returns: page(slug: "return-goods", language: "es") { title } }`);
    expect(body.data.playground.title).toBe('Playground');
    expect(body.data.landingPages.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['landingpages/spring-rides', 'landingpages/ebike-commute', 'landingpages/gravel-weekend']),
    );
    expect(body.data.privacy.title).toBe('Informativa sulla privacy');
    expect(body.data.terms.title).toBe('Terms and conditions');
    expect(body.data.returns.title).toBe('Devoluciones');
  });
});

describe('content GraphQL: each brand in its own voice', () => {
  const homeQuery = `query ($language: String) { homepage(language: $language) { id title description mixedContent { blockType fields } } about: page(slug: "about", language: $language) { id title } globalSets(language: $language) { brandVoice { slogan description } } }`;
  const asBrand = async (brand: string, language = 'nl') => (await t.graphql(homeQuery, { language }, { 'x-brand': brand })).body.data;

  it('serves each brand its own home page, about page and slogan, and never another brand\'s', async () => {
    const seen = new Map<string, { home: string; about: string; slogan: string }>();
    for (const brand of ['ardenne', 'brabo', 'kempen', 'merel'] as const) {
      const data = await asBrand(brand);
      const voice = BRAND_VOICES[brand].copy.nl;
      expect(data.homepage.title).toBe(voice.slogan);
      expect(data.homepage.description).toBe(voice.description);
      expect(data.homepage.mixedContent[0].fields.title).toBe(voice.hero.title);
      expect(data.about.title).toBe(voice.about.title);
      expect(data.globalSets.brandVoice).toEqual({ slogan: voice.slogan, description: voice.description.replaceAll('{brand}', brand[0]!.toUpperCase() + brand.slice(1)) });
      seen.set(brand, { home: data.homepage.id, about: data.about.id, slogan: data.globalSets.brandVoice.slogan });
    }
    expect(new Set([...seen.values()].map((s) => s.home)).size).toBe(4);
    expect(new Set([...seen.values()].map((s) => s.about)).size).toBe(4);
    expect(new Set([...seen.values()].map((s) => s.slogan)).size).toBe(4);
  });

  it('orders the home page\'s parts by the brand\'s voice and puts its own lead bike forward', async () => {
    const merel = (await asBrand('merel', 'en')).homepage.mixedContent as { blockType: string; fields: Record<string, unknown> }[];
    const kempen = (await asBrand('kempen', 'en')).homepage.mixedContent as { blockType: string; fields: Record<string, unknown> }[];
    // The racing brand opens with its results, the heritage brand with its manifesto.
    expect(merel.slice(0, 2).map((b) => b.blockType)).toEqual(['imageBanner', 'highlights']);
    expect(merel[1]!.fields['title']).toBe(BRAND_VOICES.merel.copy.en.results!.title);
    expect(kempen.slice(0, 3).map((b) => b.blockType)).toEqual(['imageBanner', 'highlightedText', 'imageWithTextAndLinkOnSide']);
    const bike = merel.find((b) => b.blockType === 'bike')!;
    expect(bike.fields).toMatchObject({ bikeId: 'MRL-VOLTA-RS-KDS12-P0304', title: 'Merel Volta RS', startingPrice: 3999, subtitle: BRAND_VOICES.merel.copy.en.spotlight.eyebrow });
    // A brand without a known bike has no bike block rather than one that leads nowhere.
    expect(kempen.some((b) => b.blockType === 'bike')).toBe(false);
    const cards = (blocks: typeof merel) => (blocks.find((b) => b.blockType === 'cards' && b.fields['cardType'] === 'family')!.fields['cards'] as { url: string }[]).map((c) => c.url);
    expect(cards(merel)).toEqual(['/bikes/categories/road', '/bikes/categories/triathlon', '/bikes/categories/cyclocross']);
    expect(cards(kempen)).toEqual(['/bikes/categories/all-road', '/bikes/categories/road', '/bikes/categories/cyclocross']);
  });

  it('lists the bike categories in the menu in the brand\'s own order, with its own line-up intro', async () => {
    const query = `{ menuEntries(section: "main", language: "de", country: "CH") { pageUrl children { type description categoryId } } }`;
    const panel = async (brand: string) => ((await t.graphql(query, {}, { 'x-brand': brand })).body.data.menuEntries as { pageUrl: string; children: { type: string; description: string | null; categoryId: string | null }[] }[]).find((e) => e.pageUrl === '/bikes')!.children;
    for (const brand of ['ardenne', 'brabo', 'kempen', 'merel'] as const) {
      const children = await panel(brand);
      expect(children[0]).toMatchObject({ type: 'submenuInfo', description: BRAND_VOICES[brand].copy.de.menuIntro });
      expect(children.slice(1).map((c) => c.categoryId)).toEqual([...BRAND_VOICES[brand].lineUp]);
    }
  });
});

describe('content GraphQL: blog', () => {
  it('lists blog articles of the seven default categories, newest first', async () => {
    const { body } = await t.graphql(`{ blogArticles(language: "en") { id title postDate blogCategories { id } } }`);
    const articles = body.data.blogArticles as { id: string; postDate: string; blogCategories: { id: string }[] }[];
    expect(articles.length).toBe(10);
    expect(articles.map((a) => a.id)).not.toContain('7011'); // dealer-news category is not a default one
    const dates = articles.map((a) => a.postDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const article of articles) {
      expect(article.blogCategories.some((c) => DEFAULT_BLOG_CATEGORY_IDS.includes(Number(c.id) as never))).toBe(true);
    }
  });

  it('filters by given category ids, limit and offset', async () => {
    const { body } = await t.graphql(`query ($ids: [ID!]) { blogArticles(categoryIds: $ids, limit: 2) { id } }`, { ids: ['3178'] });
    expect(body.data.blogArticles.map((a: { id: string }) => a.id)).toEqual(['7003', '7010']);
    const dealer = await t.graphql(`{ blogArticles(categoryIds: ["9001"]) { id } }`);
    expect(dealer.body.data.blogArticles).toEqual([{ id: '7011' }]);
    const page2 = await t.graphql(`{ blogArticles(limit: 3, offset: 3) { id } }`);
    expect(page2.body.data.blogArticles).toHaveLength(3);
  });

  it('lists the news related to a platform (relatedIds), newest first, whatever its category', async () => {
    const { body } = await t.graphql(`query ($p: String) { blogArticles(platformId: $p, limit: 3, language: "de") { id relatedIds { platformId } } }`, { p: 'KMP-ROAD-7' });
    expect(body.errors).toBeUndefined();
    expect(body.data.blogArticles.map((a: { id: string }) => a.id)).toEqual(['7001', '7003', '7008']);
    const other = await t.graphql(`{ blogArticles(platformId: "KMP-GRAVEL-2", categoryIds: ["3178"]) { id } none: blogArticles(platformId: "NO-SUCH") { id } }`);
    expect(other.body.data.blogArticles).toEqual([{ id: '7010' }]);
    expect(other.body.data.none).toEqual([]);
  });

  it('serves one article by id with categories, other articles and crosslinks, in English when untranslated', async () => {
    const { body } = await t.graphql(`{ blogArticle(id: "7001", language: "fr") { title blogCategories { title } otherArticles { id title } relatedCrosslinks { title buttonUrl } relatedIds { platformId } mixedContent { blockType } } fallback: blogArticle(id: "7010", language: "fr") { title } none: blogArticle(id: "1") { title } }`);
    expect(body.data.blogArticle.title).toBe('Les pavés au printemps');
    expect(body.data.blogArticle.blogCategories.map((c: { title: string }) => c.title)).toEqual(['Course', 'Équipe']);
    expect(body.data.blogArticle.otherArticles.length).toBeGreaterThan(0);
    expect(body.data.blogArticle.relatedCrosslinks[0].buttonUrl).toBe('/bikefitting');
    expect(body.data.blogArticle.relatedIds).toEqual([{ platformId: 'KMP-ROAD-7' }]);
    expect(body.data.fallback.title).toBe('Inside the fatigue test rig');
    expect(body.data.none).toBeNull();
  });

  it('lists blog categories', async () => {
    const { body } = await t.graphql(`{ blogCategories(language: "nl") { id title blogkey } }`);
    expect(body.data.blogCategories).toHaveLength(8);
    expect(body.data.blogCategories[0]).toEqual({ id: '4556', title: 'Nieuws', blogkey: 'news' });
  });
});

describe('content GraphQL: catalogue content', () => {
  it('lists the seven bike categories and finds one by slug or categoryId', async () => {
    const { body } = await t.graphql(`{ bikeCategories(language: "it") { categoryId title intro backgroundImage { url } } bySlug: bikeCategory(slug: "all-road", language: "de") { title detailDescription } byId: bikeCategory(categoryId: "e-bikes") { title bikeType } none: bikeCategory(slug: "unicycle") { title } }`);
    expect(body.data.bikeCategories.map((c: { categoryId: string }) => c.categoryId)).toEqual(['road', 'gravel', 'all-road', 'cyclocross', 'mountain', 'e-bikes', 'triathlon']);
    expect(body.data.bikeCategories[0].backgroundImage.url).toBe('/media/content/category-road.svg');
    expect(body.data.bySlug.title).toBe('All-Road');
    expect(body.data.byId).toEqual({ title: 'E-bikes', bikeType: 'e-bike' });
    expect(body.data.none).toBeNull();
  });

  it('serves bike spotlights and crosslinks', async () => {
    const { body } = await t.graphql(`{ bikeSpotlights(language: "es") { id bikeId title buttonText startingPrice } crosslinks { title buttonUrl logo { url } } }`);
    // The three shared spotlights and the brand's own lead bike (its home page's bike block).
    expect(body.data.bikeSpotlights).toHaveLength(4);
    expect(body.data.bikeSpotlights[0]).toMatchObject({ bikeId: 'KMP-ROAD-7-01', buttonText: 'Descubrir', startingPrice: 2499 });
    expect(body.data.bikeSpotlights).toContainEqual(expect.objectContaining({ bikeId: 'ARD-GRAVA-SL-KDS12-P0102', title: 'Ardenne Grava SL', buttonText: BRAND_VOICES.ardenne.copy.es.spotlight.button }));
    const merel = (await t.graphql(`{ bikeSpotlights { bikeId } }`, {}, { 'x-brand': 'merel' })).body.data.bikeSpotlights.map((b: { bikeId: string }) => b.bikeId);
    expect(merel).toContain('MRL-VOLTA-RS-KDS12-P0304');
    expect(merel).not.toContain('ARD-GRAVA-SL-KDS12-P0102');
    expect(body.data.crosslinks.map((c: { buttonUrl: string }) => c.buttonUrl)).toEqual(['/bikefitting', '/dealers', '/bike-registration']);
  });

  it('orders reviews by the visitor language, then EN, then NL FR ES DE IT INT, newest first within a language', async () => {
    const { body } = await t.graphql(`query ($p: String!) { reviews(platformId: $p, language: "de") { reviewLanguage postDate platformId } }`, { p: 'KMP-ROAD-7' });
    const reviews = body.data.reviews as { reviewLanguage: string; postDate: string; platformId: string }[];
    expect(reviews.length).toBeGreaterThan(4);
    expect(reviews.every((r) => r.platformId === 'KMP-ROAD-7')).toBe(true);
    const order = ['de', 'en', 'nl', 'fr', 'es', 'it', 'int'];
    const ranks = reviews.map((r) => order.indexOf(r.reviewLanguage));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(reviews[0].reviewLanguage).toBe('de');
    for (let i = 1; i < reviews.length; i++) {
      if (reviews[i].reviewLanguage === reviews[i - 1].reviewLanguage) {
        expect(reviews[i].postDate <= reviews[i - 1].postDate).toBe(true);
      }
    }
    const none = await t.graphql(`{ reviews(platformId: "NOPE") { id } }`);
    expect(none.body.data.reviews).toEqual([]);
  });

  it('lists at most 3 configurations, newest first, only those shown, filtered by platform model', async () => {
    const all = await t.graphql(`{ configurations(language: "nl") { id platformId showConfiguration postDate } }`);
    const list = all.body.data.configurations as { platformId: string; showConfiguration: boolean; postDate: string }[];
    expect(list).toHaveLength(3);
    expect(list.every((c) => c.showConfiguration)).toBe(true);
    expect([...list.map((c) => c.postDate)].sort().reverse()).toEqual(list.map((c) => c.postDate));
    const byModel = await t.graphql(`query ($model: String) { configurations(model: $model) { platformId title specifications { specTitle } } }`, { model: 'KMP-GRAVEL-2' });
    const models = byModel.body.data.configurations as { platformId: string }[];
    expect(models).toHaveLength(3);
    expect(models.every((c) => c.platformId === 'KMP-GRAVEL-2')).toBe(true);
    // The hidden (newest) variant never appears, even when more are asked for.
    const more = await t.graphql(`{ configurations(model: "KMP-GRAVEL-2", limit: 10) { id } }`);
    expect(more.body.data.configurations).toHaveLength(3);
  });
});

describe('content GraphQL: company content', () => {
  it('lists projects and finds one by id', async () => {
    const { body } = await t.graphql(`{ projects(language: "fr") { id title projectUrls { siteUrl } } project(id: "3002", language: "nl") { title subtitle description } }`);
    expect(body.data.projects).toHaveLength(3);
    expect(body.data.project.title).toBe('Safe to School');
    expect(body.data.project.description).toContain('<p>');
  });

  it('lists vacancies and finds one by id or slug', async () => {
    const { body } = await t.graphql(`{ vacancies(language: "de") { id slug title employmentType } byId: vacancy(id: "4001", language: "es") { title } bySlug: vacancy(slug: "web-developer", language: "it") { title jobLocation startDate jobBenefits employmentTypeCode jobAddress { locality country postalCode } } }`);
    expect(body.data.vacancies).toHaveLength(4);
    expect(body.data.byId.title).toBe('Mecánico/a de bicicletas');
    expect(body.data.bySlug).toMatchObject({ title: 'Sviluppatore/trice web', jobLocation: 'Beringen, Belgio', startDate: 'Il prima possibile' });
    // The JobPosting structured data of the job page reads a schema.org type and a postal address.
    expect(body.data.bySlug).toMatchObject({ employmentTypeCode: 'FULL_TIME', jobAddress: { locality: 'Beringen', country: 'BE', postalCode: '3580' } });
  });
});

describe('content GraphQL: menus and global sets', () => {
  const menuQuery = `query ($section: String!, $country: String, $language: String) {
    menuEntries(section: $section, country: $country, language: $language) { id title type pageUrl categoryId allowedCountries children { title type categoryId pageUrl } }
  }`;

  it('builds the main menu with children and filters entries by allowedCountries', async () => {
    const be = (await t.graphql(menuQuery, { section: 'main', country: 'BE' })).body.data.menuEntries;
    const us = (await t.graphql(menuQuery, { section: 'main', country: 'US' })).body.data.menuEntries;
    const none = (await t.graphql(menuQuery, { section: 'main' })).body.data.menuEntries;
    const urls = (entries: { pageUrl: string }[]) => entries.map((e) => e.pageUrl);
    expect(urls(be)).toEqual(expect.arrayContaining(['/sales', '/landingpages/spring-rides']));
    expect(urls(us)).not.toContain('/sales');
    expect(urls(us)).not.toContain('/landingpages/spring-rides');
    expect(urls(none)).not.toContain('/sales');
    const bikes = be.find((e: { pageUrl: string }) => e.pageUrl === '/bikes');
    expect(bikes.type).toBe('submenu');
    expect(bikes.children.filter((c: { type: string }) => c.type === 'bikeCategory').map((c: { pageUrl: string }) => c.pageUrl)).toContain('/bikes/categories/gravel');
    expect(bikes.children[0].type).toBe('submenuInfo');
    expect(urls(be)).toEqual(expect.arrayContaining(['/inventory?key=inventory&value=dealerstock', '/shop?family=mudguards,vouchers']));
    expect(be.filter((e: { children: unknown[] }) => e.children.length > 0)).toHaveLength(1);
  });

  it('serves the footer menu in the asked language with a country-only entry', async () => {
    const ch = (await t.graphql(menuQuery, { section: 'footer', country: 'CH', language: 'de' })).body.data.menuEntries;
    const de = (await t.graphql(menuQuery, { section: 'footer', country: 'DE', language: 'de' })).body.data.menuEntries;
    expect(ch.map((e: { pageUrl: string }) => e.pageUrl)).toEqual(
      expect.arrayContaining(['/bikes', '/dealers', '/service', '/support', '/about', '/news', '/account', '/pages/price-list-ch']),
    );
    expect(de.map((e: { pageUrl: string }) => e.pageUrl)).not.toContain('/pages/price-list-ch');
    expect(ch[1].title).toBe('Händler finden');
  });

  it('serves the global sets', async () => {
    const { body } = await t.graphql(`{ globalSets(language: "fr") { socialMedia { platform label url } footer { recommendations { title url } footerImage { url } } settings { websiteColor } newsletterOptin { title optinText } } }`, {}, { 'x-brand': 'brabo' });
    const sets = body.data.globalSets;
    expect(sets.socialMedia).toHaveLength(4);
    expect(sets.footer.recommendations).toHaveLength(3);
    expect(sets.footer.footerImage.url).toBe('/media/content/footer.svg');
    expect(sets.settings.websiteColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(sets.newsletterOptin.title).toBe('La newsletter Brabo');
  });
});

describe('content GraphQL: protection and errors', () => {
  it('rejects queries deeper than the limit', async () => {
    const deep = `{ menuEntries(section: "main") { children { children { children { children { children { children { children { children { title } } } } } } } } } }`;
    const { status, body } = await t.graphql(deep);
    expect([200, 400]).toContain(status);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/too deep/);
  });

  it('rejects queries over the cost limit, counting list limits', async () => {
    const expensive = `{ blogArticles(limit: 100) { otherArticles { otherArticles { otherArticles { id title description } } } } }`;
    const { body } = await t.graphql(expensive);
    expect(body.errors[0].message).toMatch(/too expensive/);
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    const viaVariable = await t.graphql(`query ($n: Int) { blogArticles(limit: $n) { otherArticles { otherArticles { otherArticles { id title description } } } } }`, { n: 100 });
    expect(viaVariable.body.errors[0].message).toMatch(/too expensive/);
    const cheap = await t.graphql(`{ blogArticles(limit: 2) { otherArticles { id } } }`);
    expect(cheap.body.errors).toBeUndefined();
  });

  it('answers malformed bodies with a 400, not a 500', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/content/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toBeTruthy();
    const noQuery = await t.app.inject({ method: 'POST', url: '/content/graphql', headers: { 'content-type': 'application/json' }, payload: '{"variables": {}}' });
    expect(noQuery.statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: '/content/graphql', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(notJson.statusCode).toBe(400);
    const syntax = await t.graphql('{ homepage { title ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].message).toMatch(/Syntax Error/);
    const unknownField = await t.graphql('{ homepage { nope } }');
    expect([200, 400]).toContain(unknownField.status);
    expect(unknownField.body.errors[0].message).toMatch(/Cannot query field/);
    const badVariable = await t.graphql('query ($p: String!) { reviews(platformId: $p) { id } }', { p: 42 });
    expect([200, 400]).toContain(badVariable.status);
    expect(badVariable.body.errors).toBeDefined();
  });

  it('does not serve GET', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/content/graphql?query=%7Bhomepage%7Btitle%7D%7D' });
    expect(response.statusCode).toBe(404);
  });

  it('leaves JSON parsing of other routes alone', async () => {
    t.app.log.level = 'silent';
    const { status } = await t.graphql('{ __typename }');
    expect(status).toBe(200);
  });
});
