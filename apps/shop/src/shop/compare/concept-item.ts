import { fetchBike, type ApiClient } from '@bike/shared/api-client';
import type { Item } from '@bike/shared/domain';
import type { Concept } from '@bike/shared/domain/configurator';
import { CONCEPT_ITEM_PREFIX, configurationPriceBlock, PART_SLOTS } from '@bike/shared/domain/configurator-choices';

export const isConceptId = (id: string): boolean => id.startsWith(CONCEPT_ITEM_PREFIX);
export const conceptCodeOf = (id: string): string => id.slice(CONCEPT_ITEM_PREFIX.length);

/**
 * A concept (a configured bike) as a column of the compare table: the catalogue configuration it
 * is built from, with the concept's own picture, price (with the voucher on the configured bike,
 * not the build's: issue 32), delivery and choices over it, so it
 * shares every specification row with the catalogue bikes beside it. The parts it swapped get
 * rows of their own (attribute codes wheels, cockpit and saddle, labelled by the catalogue's attribute translations).
 */
export function conceptAsItem(concept: Concept, build: Item, id: string): Item {
  const { localizedconfiguration: named } = concept;
  return {
    ...build,
    externalid: id,
    title: concept.modelname,
    image: concept.image,
    // Without a price in this market the configured bike has none either (the build's says so).
    $$price: concept.price ? configurationPriceBlock(concept.price) : build.$$price,
    availability: concept.delivery?.withinPromise ? 'orderable' : 'unavailable',
    workdays: concept.delivery ? concept.delivery.weeks * 5 : null,
    groupset: named.groupset,
    attributes: {
      ...build.attributes,
      paint_des: named.design,
      frame_size: named.size,
      ...Object.fromEntries(PART_SLOTS.map((slot) => [slot, named[slot]])),
    },
  };
}

/** Fetches a compared concept (priced with the shopper's code, else the locale's voucher) and its catalogue build in the visitor's locale; null when either is gone. */
export async function fetchConceptItem(api: ApiClient, id: string, locale: string, voucher?: string | null): Promise<Item | null> {
  const concept = await api.get<Concept>(`/b2c/v1/concepts/${encodeURIComponent(conceptCodeOf(id))}`, { locale, voucher });
  if (!concept.externalid) return null;
  const build = await fetchBike(api, concept.externalid, locale);
  return build ? conceptAsItem(concept, build, id) : null;
}
