/**
 * The seed: a deterministic catalogue (brands, locales, families, platforms, configurations,
 * accessories, prices, dealers, stock, discounts), then the demo accounts and the content of
 * the other domains through their own seed functions.
 */
import { readServerConfig, type Db, type ServerConfig } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { seedContent, type ContentSeedOptions } from './content/seed-content';
import type { UploadStore } from '@bike/server/uploads';
import { SCALES, type SeedData, type SeedScale } from './generate';
import { seedCatalogue } from './catalogue-seed';
import { seedFanzonePhotos } from './fanzone-photos';
import { seedDemoRegistrations } from './demo-registrations';
import { soldBikes, writeSoldBikes } from './sold-bikes';
import { demoOrders, writeDemoOrders } from './demo-orders';
import { inspirationConcepts, writeInspirationConcepts, type SeedConcept } from './inspiration-concepts';
import { leadBikes } from './lead-bikes';

export { generateSeedData, listPrice, localeCurrencies, SCALES, SEED, type SeedData, type SeedScale } from './generate';
export { mulberry32, Random } from './prng';
export { seedCatalogue, isDatabaseEmpty, catalogueChecksums } from './catalogue-seed';
export { inspirationConcepts, inspirationCode, writeInspirationConcepts, type SeedConcept } from './inspiration-concepts';
export { leadBikes } from './lead-bikes';
export { seedFanzonePhotos } from './fanzone-photos';
export { seedContent, buildContentRows, DEFAULT_PLATFORM_CODES, type ContentSeedOptions } from './content/seed-content';
export { BRAND_VOICES, featuredCategories, type BrandVoice, type VoiceCopy } from './content/brand-voices';
export { seedDemoRegistrations } from './demo-registrations';
export { seededSerial, soldBikes, writeSoldBikes, SOLD_BIKES_PER_BRAND, type SoldBike } from './sold-bikes';
export {
  demoOrders, generateDemoOrders, writeDemoOrders, DEMO_EMAIL_DOMAIN, DEMO_ORDER_DAYS, DEMO_ORDERS, type DemoOrder, type DemoOrderLine, type DemoPayment,
} from './demo-orders';

export interface SeedOptions {
  scale?: SeedScale;
  /** Needed for the demo accounts (credentials come from the config); defaults to the environment. */
  config?: ServerConfig;
  /** Skip the demo users and content (the catalogue API tests only need the catalogue). */
  catalogueOnly?: boolean;
  /** Where uploads are kept: given, the demo fan-zone photos are made and stored there. */
  uploadStore?: UploadStore;
  log?: (line: string) => void;
}

export interface SeedReport {
  scale: SeedScale;
  counts: Record<string, number>;
  ms: { generate: number; write: number; accounts: number; orders: number; content: number; total: number };
}

export function parseScale(value: string | undefined): SeedScale {
  if (!value) return 'default';
  if (value in SCALES) return value as SeedScale;
  throw new Error(`Unknown seed scale "${value}" (use ${Object.keys(SCALES).join(', ')})`);
}

/** Demo users hook: the accounts library owns users and password hashing. */
export async function seedDemoUsers(db: Db, config: ServerConfig): Promise<void> {
  await seedAccounts(db, config);
}

/**
 * What the content entries refer to: platform codes (reviews, spotlights) and each platform's
 * real configurations with their names, EUR price and picture (the inspirations on platform
 * pages show buildable bikes, never a groupset or paint the platform does not offer).
 */
function contentReferences(data: SeedData, concepts: SeedConcept[]): ContentSeedOptions & { platformCodes: string[]; spotlightBikeIds: string[] } {
  const ardenneBikes = data.items.filter((i) => i['brandkey'] === 'ardenne' && i['category'] === 'bikes');
  // Inspirations open in the configurator: only configurable platforms get them, each with its concept's code.
  const conceptCode = new Map(concepts.map((c) => [c.externalid, c.code]));
  const titles = new Map(data.platforms.map((p) => [p['code'] as string, p['title'] as string]));
  const eur = new Map(data.prices.filter((p) => p['currency'] === 'EUR').map((p) => [p['item_id'] as number, Number(p['msrp_cents']) / 100]));
  const platforms = new Map<string, NonNullable<ContentSeedOptions['platforms']>[number]>();
  const spotlightBikeIds: string[] = [];
  for (const item of ardenneBikes) {
    const code = item['platform_code'] as string;
    let platform = platforms.get(code);
    const conceptOf = conceptCode.get(item['externalid'] as string);
    if (!platform) {
      platform = { code, title: titles.get(code) ?? code, configurations: [] };
      platforms.set(code, platform);
      spotlightBikeIds.push(item['externalid'] as string);
    }
    platform.configurations.push({
      externalid: item['externalid'] as string, groupset: item['groupset'] as string, paint: item['paint_des'] as string,
      paintIn: Object.fromEntries(Object.entries(item['texts'] as Record<string, { paint_des?: string }>).map(([language, t]) => [language, t.paint_des])),
      image: item['image'] as string, price: eur.get(item['id'] as number) ?? null, ...(conceptOf ? { code: conceptOf } : {}),
    });
  }
  return {
    platformCodes: [...platforms.keys()],
    platforms: [...platforms.values()].filter((p) => p.configurations.every((c) => c.code)),
    spotlightBikeIds: spotlightBikeIds.slice(0, 8),
    leadBikes: leadBikes(data),
  };
}

/** Fills the database; safe to re-run (truncate and refill in one transaction). */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const scale = options.scale ?? 'default';
  const log = options.log ?? (() => undefined);
  const t0 = performance.now();
  const { data, counts, ms } = await seedCatalogue(db, scale);
  log(`[seed] generated ${scale} catalogue in ${ms.generate} ms`);
  log(`[seed] wrote ${Object.entries(counts).map(([t, n]) => `${t}=${n}`).join(' ')} in ${ms.write} ms`);
  const t1 = t0 + ms.generate;
  const t2 = performance.now();
  let t3 = t2;
  let tOrders = t2;
  let t4 = t2;
  if (!options.catalogueOnly) {
    await seedDemoUsers(db, options.config ?? readServerConfig());
    // Frame numbers of bikes sold through dealers, for the warranty registration.
    const sold = await writeSoldBikes(db, soldBikes(data, scale));
    t3 = performance.now();
    log(`[seed] demo accounts and ${sold} new sold-bike serials in ${Math.round(t3 - t2)} ms`);
    // A few months of orders before today, for the admin dashboard and order list.
    const orders = demoOrders(data, scale);
    const newOrders = await writeDemoOrders(db, orders);
    tOrders = performance.now();
    log(`[seed] ${newOrders} new demo orders (of ${orders.length}) in ${Math.round(tOrders - t3)} ms`);
    const concepts = inspirationConcepts(data);
    await writeInspirationConcepts(db, concepts);
    await seedContent(db, contentReferences(data, concepts));
    if (options.uploadStore) {
      log(`[seed] ${await seedFanzonePhotos(db, options.uploadStore)} fan-zone photos`);
      log(`[seed] ${await seedDemoRegistrations(db, options.uploadStore)} bike registrations`);
    }
    t4 = performance.now();
    log(`[seed] content in ${Math.round(t4 - tOrders)} ms`);
  }
  return {
    scale,
    counts,
    ms: { generate: Math.round(t1 - t0), write: Math.round(t2 - t1), accounts: Math.round(t3 - t2), orders: Math.round(tOrders - t3), content: Math.round(t4 - tOrders), total: Math.round(t4 - t0) },
  };
}

