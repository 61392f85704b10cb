/**
 * The bikes each brand's home page may put forward (its voice's lead category picks one): per
 * brand and bike category, the first platform of the catalogue that is on sale with a EUR price,
 * as its cheapest configuration, so the spotlight's "from" price is the bike page's list price
 * and its link opens a bike of the brand's own site.
 */
import { BIKE_CATEGORIES, BRAND_KEYS, type BikeCategory } from '@bike/shared/domain';
import type { LeadBikes } from './content/brand-content';
import type { SeedData } from './generate';

export function leadBikes(data: SeedData): LeadBikes {
  const eur = new Map(data.prices.filter((p) => p['currency'] === 'EUR').map((p) => [p['item_id'] as number, Number(p['msrp_cents']) / 100]));
  const titles = new Map(data.platforms.map((p) => [p['code'] as string, p['title'] as string]));
  const result: LeadBikes = {};
  for (const brand of BRAND_KEYS) {
    const onSale = data.items.filter((item) => item['brandkey'] === brand && item['category'] === 'bikes' && (eur.get(item['id'] as number) ?? 0) > 0);
    for (const category of BIKE_CATEGORIES as readonly BikeCategory[]) {
      const first = onSale.find((item) => (item['attributes'] as Record<string, unknown>)['bike_category'] === category);
      if (!first) continue;
      const platform = first['platform_code'] as string;
      const cheapest = onSale
        .filter((item) => item['platform_code'] === platform)
        .reduce((best, item) => (eur.get(item['id'] as number)! < eur.get(best['id'] as number)! ? item : best));
      (result[brand] ??= {})[category] = {
        bikeId: cheapest['externalid'] as string,
        title: titles.get(platform) ?? platform,
        price: eur.get(cheapest['id'] as number)!,
      };
    }
  }
  return result;
}
