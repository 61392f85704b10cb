/**
 * Each brand's own content, written from its voice (brand-voices.ts): its home page, about page,
 * slogan (the brandVoice global set), lead-bike spotlight and the bike panel of its main menu.
 * Every entry carries its brand, so a brand's site reads only its own next to the shared ones.
 */
import type { ContentBlock, NewContentEntry } from '@bike/server/content';
import { BRAND_KEYS, type BikeCategory, type BrandKey } from '@bike/shared/domain';
import { BRAND_VOICES, featuredCategories, type BrandVoice, type HomeSection, type VoiceCopy } from './brand-voices';
import { articleTeaser } from './blog';
import { pageBlocks } from './content-pages';
import { bikeMenuRows } from './menus';
import { block, brandEntryId, entryRows, image, paragraphs, translate, type Lang } from './seed-helpers';

/** A brand's bike that its home page puts forward: the catalogue's own, so its link opens a real bike page. */
export interface LeadBike {
  /** The bike's external id (its page is /bikes/{bikeId}). */
  bikeId: string;
  /** The platform's title, as the catalogue names it ("Merel Volta SL"). */
  title: string;
  /** Its EUR list price: the spotlight's "from" price (0: none shown). */
  price: number;
}

/** Per brand and bike category, the bike to put forward (tools/seed/src/lead-bikes.ts picks them from the catalogue). */
export type LeadBikes = Partial<Record<BrandKey, Partial<Record<BikeCategory, LeadBike>>>>;

// The shared ids each brand's own entry stands for (brandEntryId turns them into the brand's).
const HOME_ID = 1000;
const ABOUT_ID = 1101;
const SPOTLIGHT_ID = 5000;
const VOICE_SET_ID = 30005;

/** The brand's first category (in its line-up order) that has a bike to put forward. */
function leadBikeOf(voice: BrandVoice, leadBikes: LeadBikes): { category: BikeCategory; bike: LeadBike } | null {
  for (const category of voice.lineUp) {
    const bike = leadBikes[voice.brand]?.[category];
    if (bike) return { category, bike };
  }
  return null;
}

type Lead = NonNullable<ReturnType<typeof leadBikeOf>>;

/** The lead bike's spotlight in one language: the bikeSpotlight entry's fields, which the home page's bike block copies. */
const spotlightOf = (copy: VoiceCopy, lead: Lead) => ({
  title: lead.bike.title,
  subtitle: copy.spotlight.eyebrow,
  description: copy.spotlight.text,
  buttonText: copy.spotlight.button,
  bikeId: lead.bike.bikeId,
  startingPrice: lead.bike.price,
  image: image(`spotlight-${lead.category}`, lead.bike.title),
});

const items = (pairs: [string, string][], icons: readonly string[]) => pairs.map(([title, text], i) => ({ title, text, icon: icons[i % icons.length]! }));

/** The texts a planned section needs; a voice that plans a section without its texts is a seed error. */
function required<T>(value: T | undefined, voice: BrandVoice, section: HomeSection, lang: Lang): T {
  if (value === undefined) throw new Error(`The ${voice.brand} voice plans a "${section}" section but has no ${lang} text for it`);
  return value;
}

/** One home page part as blocks, in one language. */
function sectionBlocks(section: HomeSection, voice: BrandVoice, copy: VoiceCopy, lang: Lang, lead: Lead | null): ContentBlock[] {
  switch (section) {
    case 'hero':
      return [block('imageBanner', { title: copy.hero.title, subtitle: copy.hero.subtitle, image: image(voice.heroImage, copy.hero.title), buttonText: copy.hero.button, buttonUrl: voice.heroUrl }, { width: 'full', animation: 'zoom' })];
    case 'results': {
      const results = required(copy.results, voice, section, lang);
      return [block('highlights', { title: results.title, items: items(results.items, voice.icons) })];
    }
    case 'promise': {
      const promise = required(copy.promise, voice, section, lang);
      return [block('highlights', { title: promise.title, items: items(promise.items, voice.icons) })];
    }
    case 'manifesto':
      return [block('highlightedText', { text: required(copy.manifesto, voice, section, lang) }, { width: 'narrow', align: 'center' })];
    case 'workshop': {
      const workshop = required(copy.workshop, voice, section, lang);
      return [block('imageWithTextAndLinkOnSide', { image: image(`${voice.aboutImage}-workshop`, workshop.title), title: workshop.title, html: paragraphs(workshop.text), linkText: workshop.link, linkUrl: '/about', imageSide: 'left' })];
    }
    case 'lineUp':
      return [
        block('sectionTitle', { title: copy.lineUp.title }),
        block('cards', {
          cardType: 'family',
          cards: featuredCategories(voice).map((category) => {
            const [title, text] = required(copy.lineUp.cards[category], voice, section, lang);
            return { title, text, image: image(`category-${category}`, title), url: `/bikes/categories/${category}` };
          }),
        }),
      ];
    case 'spotlight':
      // Without a catalogue (content-only tests) there is no bike to put forward, and no block that would link to none.
      return lead ? [block('bike', { spotlightId: brandEntryId(voice.brand, SPOTLIGHT_ID), ...spotlightOf(copy, lead) }, { width: 'wide' })] : [];
    case 'testRide':
      return [block('stickyBanner', { text: copy.testRide.text, buttonText: copy.testRide.button, buttonUrl: '/dealers' }, { allowedCountries: ['BE', 'NL'] })];
    case 'quote':
      return [block('quote', { quote: copy.quote.text, author: voice.quoteAuthor, role: copy.quote.role }, { align: 'center' })];
    case 'news':
      return [
        block('cards', {
          cardType: 'article',
          title: copy.news,
          cards: voice.newsArticles.map((articleId) => {
            const [title, text] = articleTeaser(articleId, lang);
            return { title, text, image: image(`blog-${articleId}`, title), url: `/news/article/${articleId}`, articleId };
          }),
        }),
      ];
    case 'newsletter':
      return [block('newsletter', { title: copy.newsletter.title, text: copy.newsletter.text, buttonText: copy.newsletter.button }, { align: 'center' })];
  }
}

/** The brand's home page: its slogan as the page's title, its description for search engines, its parts in its order. */
function homePageRows(voice: BrandVoice, leadBikes: LeadBikes): NewContentEntry[] {
  const lead = leadBikeOf(voice, leadBikes);
  return entryRows(
    'homepage',
    brandEntryId(voice.brand, HOME_ID),
    { slug: 'home', postDate: '2025-03-01T08:00:00Z', brand: voice.brand },
    translate(voice.copy, (copy, lang) => ({
      title: copy.slogan,
      data: {
        description: copy.description,
        showTitle: false,
        pageTheme: 'light',
        featuredImage: image(voice.heroImage, copy.hero.title),
        mixedContent: voice.home.flatMap((section) => sectionBlocks(section, voice, copy, lang, lead)),
      },
    })),
  );
}

/** The brand's about page: its story as a text page (banner, sections, the hero's button), then its timeline. */
function aboutPageRows(voice: BrandVoice): NewContentEntry[] {
  return entryRows(
    'page',
    brandEntryId(voice.brand, ABOUT_ID),
    { slug: 'about', postDate: '2025-02-01T08:00:00Z', brand: voice.brand },
    translate(voice.copy, (copy) => {
      const { title, description, sections, timeline } = copy.about;
      return {
        title,
        data: {
          description,
          showTitle: true,
          showDescription: true,
          featureImageFullWidth: true,
          pageTheme: 'light',
          featuredImage: image(voice.aboutImage, title),
          mixedContent: [
            ...pageBlocks('about', { title, description, sections, button: [copy.hero.button, voice.heroUrl] }, { imageName: voice.aboutImage }),
            block('timeline', { items: timeline.map(([year, itemTitle, text]) => ({ year, title: itemTitle, text })) }),
          ],
        },
      };
    }),
  );
}

/** The brandVoice global set: what the shell shows of the brand (its slogan under the brand in the footer). */
function voiceSetRows(voice: BrandVoice): NewContentEntry[] {
  return entryRows(
    'globalSet',
    brandEntryId(voice.brand, VOICE_SET_ID),
    { section: 'brandVoice', slug: 'brandVoice', brand: voice.brand },
    translate(voice.copy, (copy) => ({ title: 'brandVoice', data: { slogan: copy.slogan, description: copy.description } })),
  );
}

/** The lead bike as a bikeSpotlight entry of the brand, the entry its home page's bike block is copied from. */
function spotlightRows(voice: BrandVoice, leadBikes: LeadBikes): NewContentEntry[] {
  const lead = leadBikeOf(voice, leadBikes);
  if (!lead) return [];
  return entryRows(
    'bikeSpotlight',
    brandEntryId(voice.brand, SPOTLIGHT_ID),
    { brand: voice.brand },
    translate(voice.copy, (copy) => ({ title: lead.bike.title, data: spotlightOf(copy, lead) })),
  );
}

/** Every brand's own entries, brand after brand in BRAND_KEYS order (block ids stay stable between seeds). */
export function brandContentRows(leadBikes: LeadBikes = {}): NewContentEntry[] {
  return BRAND_KEYS.flatMap((brand) => {
    const voice = BRAND_VOICES[brand];
    return [...homePageRows(voice, leadBikes), ...aboutPageRows(voice), ...voiceSetRows(voice), ...spotlightRows(voice, leadBikes), ...bikeMenuRows(voice)];
  });
}
