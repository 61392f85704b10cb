import type { Db } from '@bike/server/core';
import { contentEntries, helpArticles, helpCategories, helpFolders, type NewContentEntry } from '@bike/server/content';
import { resetBlockIds } from './seed-helpers';
import { playgroundRows } from './home-page';
import { brandContentRows, type LeadBikes } from './brand-content';
import { crosslinkRows, spotlightRows, spotlightSeeds } from './spotlights';
import { contentPageRows } from './content-pages';
import { legalPageRows } from './legal-pages';
import { blogRows } from './blog';
import { bikeCategoryRows } from './bike-categories';
import { projectRows } from './projects';
import { vacancyRows } from './vacancies';
import { reviewRows } from './reviews';
import { configurationRows, type PlatformConfigurations } from './configurations';
import { menuRows } from './menus';
import { globalSetRows } from './global-sets';
import { helpCentreSeed } from './help-centre';

export interface ContentSeedOptions {
  /** Platform codes of the catalogue: reviews and configuration entries refer to them. */
  platformCodes?: string[];
  /** External ids of priced configurations for the bike spotlights (default: derived from platform codes). */
  spotlightBikeIds?: string[];
  /** The platforms' titles and real configurations, so inspirations name buildable bikes (default: generic ones). */
  platforms?: PlatformConfigurations[];
  /** Each brand's bike per category, for its home page's lead bike (default: none, and no bike block). */
  leadBikes?: LeadBikes;
}

export const DEFAULT_PLATFORM_CODES = ['ARD-ROAD-1', 'ARD-GRAVEL-1', 'ARD-ALLROAD-1', 'ARD-EBIKE-1'];

/** Every content row of the seed, built without touching the database (deterministic). */
export function buildContentRows(options: ContentSeedOptions = {}): NewContentEntry[] {
  resetBlockIds();
  const platformCodes = options.platformCodes?.length ? options.platformCodes : DEFAULT_PLATFORM_CODES;
  const spotlights = spotlightSeeds(options.spotlightBikeIds?.length ? options.spotlightBikeIds : platformCodes.map((code) => `${code}-01`));
  return [
    ...brandContentRows(options.leadBikes),
    ...playgroundRows({
      spotlight: spotlights[0]!,
      platformCode: options.platforms?.[0]?.code ?? platformCodes[0]!,
      platformTitle: options.platforms?.[0]?.title ?? platformCodes[0]!,
      conceptCode: options.platforms?.flatMap((p) => p.configurations).find((c) => c.code)?.code ?? null,
    }),
    ...spotlightRows(spotlights),
    ...crosslinkRows(),
    ...contentPageRows(),
    ...legalPageRows(),
    ...blogRows(platformCodes),
    ...bikeCategoryRows(),
    ...projectRows(),
    ...vacancyRows(),
    ...reviewRows(platformCodes),
    ...configurationRows(options.platforms?.length ? options.platforms : platformCodes.map((code) => ({ code, title: code, configurations: [] }))),
    ...menuRows(),
    ...globalSetRows(),
  ];
}

const CHUNK = 200;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Replaces all content and the local help centre with the seed, in one transaction, so running
 * it twice leaves the same data and a failure leaves the old data.
 */
export async function seedContent(db: Db, options: ContentSeedOptions = {}): Promise<void> {
  const rows = buildContentRows(options);
  const help = helpCentreSeed();
  await db.transaction(async (tx) => {
    await tx.delete(contentEntries);
    await tx.delete(helpArticles);
    await tx.delete(helpFolders);
    await tx.delete(helpCategories);
    await insertInChunks(rows, (chunk) => tx.insert(contentEntries).values(chunk));
    await insertInChunks(help.categories, (chunk) => tx.insert(helpCategories).values(chunk));
    await insertInChunks(help.folders, (chunk) => tx.insert(helpFolders).values(chunk));
    await insertInChunks(help.articles, (chunk) => tx.insert(helpArticles).values(chunk));
  });
}
