/**
 * Each brand's own voice: the one place that says what a brand is like and how its site speaks.
 * The seed writes each brand's home page, about page, slogan and line-up menu from it (brand
 * content rows, brand-content.ts); the shell shows the slogan; nothing else in the shop knows
 * a brand's character.
 *
 * The characters follow the brands' design tokens and logos (libs/shared/brand): Ardenne's
 * forest green and hills are the adventure brand (gravel, all-road, mountain), Brabo's Antwerp
 * red and city shield the city and e-bike brand, Kempen's heath colours and old-style serif
 * the heritage workshop, Merel's black and yellow "RACING" wordmark the race brand.
 *
 * To add a brand: give it its keys and tokens (libs/shared/domain BRAND_KEYS, libs/shared/brand),
 * write its voice file beside these (copy one, every language), and add it to BRAND_VOICES
 * below; brand-voices.spec.ts tells what is missing.
 */
import type { BikeCategory, BrandKey } from '@bike/shared/domain';
import type { Tr } from './seed-helpers';
import { ARDENNE_VOICE } from './voice-ardenne';
import { BRABO_VOICE } from './voice-brabo';
import { KEMPEN_VOICE } from './voice-kempen';
import { MEREL_VOICE } from './voice-merel';

/** What a brand is about (for editors and tests; not shown). */
export type BrandCharacter = 'adventure' | 'city' | 'heritage' | 'racing';

/**
 * The home page's parts, in the order a brand wants them. Every brand has a hero, its line-up,
 * its lead bike, a test-ride banner, a quote, its news and the newsletter; `results` (race
 * results), `promise` (three reasons), `manifesto` (one highlighted sentence) and `workshop`
 * (a picture with a story) are for the brands whose voice has those texts.
 */
export type HomeSection = 'hero' | 'results' | 'promise' | 'manifesto' | 'workshop' | 'lineUp' | 'spotlight' | 'testRide' | 'quote' | 'news' | 'newsletter';

/** [title, text] */
type Pair = [string, string];

/** The about page: the same shape as the other text pages, plus the brand's own timeline. */
export interface AboutCopy {
  title: string;
  description: string;
  /** [section title, paragraph, paragraph ...] */
  sections: string[][];
  /** [year, title, text] */
  timeline: [string, string, string][];
}

/** Everything a brand says, in one language. `{brand}` becomes the brand's name when served. */
export interface VoiceCopy {
  /** A few words, shown under the brand in the footer and as the home page's title. */
  slogan: string;
  /** One sentence on what the brand makes: the home page's description for search engines. */
  description: string;
  /** The "all bikes" entry of the main menu's bike panel. */
  menuIntro: string;
  hero: { title: string; subtitle: string; button: string };
  /** The featured categories' cards, keyed by category (the first `featured` of the line-up). */
  lineUp: { title: string; cards: Partial<Record<BikeCategory, Pair>> };
  /** The lead bike: its eyebrow, text and button (its name comes from the catalogue). */
  spotlight: { eyebrow: string; text: string; button: string };
  testRide: { text: string; button: string };
  quote: { text: string; role: string };
  /** Title over the two featured news articles. */
  news: string;
  newsletter: { title: string; text: string; button: string };
  results?: { title: string; items: Pair[] };
  promise?: { title: string; items: Pair[] };
  manifesto?: string;
  workshop?: { title: string; text: string; link: string };
  about: AboutCopy;
}

export interface BrandVoice {
  brand: BrandKey;
  character: BrandCharacter;
  /** Every bike category in the order the brand features them: the menu's order; the first is the lead. */
  lineUp: readonly BikeCategory[];
  /** How many categories the home page shows as cards (the first of the line-up). */
  featured: number;
  /**
   * The home page's parts in order. The test-ride bar comes right after the hero: it sticks to the
   * window's bottom until the page reaches its place, so anywhere lower it would cover the page.
   */
  home: readonly HomeSection[];
  /** Where the hero's button (and the about page's) leads. */
  heroUrl: string;
  /** Generated artwork names (libs/server/content media): the hero and the about page's pictures. */
  heroImage: string;
  aboutImage: string;
  /** Icons of the results or promise items (decoration). */
  icons: readonly string[];
  /** The person quoted on the home page (a name, not translated). */
  quoteAuthor: string;
  /** Two blog articles of the seed (blog.ts) the home page features. */
  newsArticles: readonly [number, number];
  copy: Tr<VoiceCopy>;
}

export const BRAND_VOICES: Record<BrandKey, BrandVoice> = {
  ardenne: ARDENNE_VOICE,
  brabo: BRABO_VOICE,
  kempen: KEMPEN_VOICE,
  merel: MEREL_VOICE,
};

/** The categories a brand's home page shows as cards, lead first. */
export const featuredCategories = (voice: BrandVoice): BikeCategory[] => voice.lineUp.slice(0, voice.featured);
