import type { PriceBlock } from './catalogue';
import type { ConfigurationPrice } from './configurator';

/**
 * The configurator's constants, the shape of a configuration's choices and how its price reads:
 * the little every configurator page needs (the concept page, the start page, a compare column),
 * apart from the rules.
 */

// Constants (spec point 9)

/** The configurator promises delivery within 8 weeks. */
export const DELIVERY_PROMISE_WEEKS = 8;
/** The chat helper is offered once, after 5 different choices and 2 minutes. */
export const CHAT_HELPER_SELECTIONS = 5;
export const CHAT_HELPER_MS = 120_000;
/** Configuration entries on the home page and a platform page. */
export const CONFIGURATIONS_HOME_LIMIT = 3;

/** The parts a rider may swap on a platform beside groupset, size and design. */
export const PART_SLOTS = ['wheels', 'cockpit', 'saddle'] as const;
export type PartSlot = (typeof PART_SLOTS)[number];
/** Every choice of a configuration, in the order of the configurator's steps. */
export const CHOICE_KEYS = ['groupset', 'size', 'design', ...PART_SLOTS] as const;
export type ChoiceKey = (typeof CHOICE_KEYS)[number];
export type ConfigurationChoices = Record<ChoiceKey, string>;

/** A choice value: the codes of the catalogue are short, upper-case words and digits. */
export const CHOICE_VALUE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** The query string that holds a configuration (the configurator's shareable URL). */
export const choicesQuery = (choices: ConfigurationChoices): string => CHOICE_KEYS.map((k) => `${k}=${encodeURIComponent(choices[k])}`).join('&');

/** A concept's id in the shared compare list (and cart): its code under a prefix no catalogue id has. */
export const CONCEPT_ITEM_PREFIX = 'CONCEPT-';

/** What the shopper pays for a configuration (priceConfiguration): the total after its voucher, else the list price. */
export const configurationPaid = (price: ConfigurationPrice): number => price.voucher?.total ?? price.total;

/** A configuration's price as the catalogue's price block, so a configured bike shows its price like a catalogue bike. */
export const configurationPriceBlock = (price: ConfigurationPrice): PriceBlock => ({
  msrp: price.total,
  oldmsrp: null,
  currency: price.currency,
  voucher: price.voucher ? { code: price.voucher.code, discount: price.voucher.discount, msrp: price.voucher.total, freeShipping: price.voucher.freeShipping } : null,
});
