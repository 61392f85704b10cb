/**
 * The shop's price for the bikes that spotlight blocks show (issue 32 item 3: one price
 * everywhere). A spotlight's `startingPrice` is a figure the content team typed once, in EUR; the
 * shopper would read "from € 2.499" on the home page and € 3.869 on the bike page. So a page's
 * loader asks the shop for each spotlighted bike's price block in the page's locale (its currency
 * and the locale's voucher, the same answer the bike page renders) and the block shows that.
 * A bike the shop does not answer for shows no price: a wrong one would be worse.
 */
import { fetchBike, type ApiClient } from '@bike/shared/api-client';
import type { PriceBlock } from '@bike/shared/domain';

/** What a bike spotlight's fields carry once priced: the shop's price block for its bike. */
export interface PricedSpotlight {
  shopPrice?: PriceBlock | null;
}

/** Puts the shop's price block on every bike block (in place: the blocks are this load's own answer). */
export async function priceBikeBlocks(blocks: ReadonlyArray<{ blockType: string; fields: Record<string, unknown> }>, api: ApiClient, locale: string): Promise<void> {
  const spotlights = blocks.filter((block) => block.blockType === 'bike' && typeof block.fields['bikeId'] === 'string');
  await Promise.all(
    spotlights.map(async (block) => {
      const item = await fetchBike(api, block.fields['bikeId'] as string, locale).catch(() => null);
      block.fields['shopPrice'] = item?.$$price.msrp != null ? item.$$price : null;
    }),
  );
}
