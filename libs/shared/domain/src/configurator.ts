/**
 * The configurator (spec points 1, 3, 5, 9): the model a rider configures, the choices that make
 * a configuration, and the pure rules both the browser and the API apply to them: the price, the
 * delivery estimate from factory stock and the concept code (the size finder's rule is in
 * size-advice.ts). The browser shows what these rules answer on every choice without a network
 * round trip; the API runs the same rules over its own price list when a configuration is saved
 * or sold, so a tampered price never counts.
 */
import type { BikeDrawing, BikeShape } from './bike-drawing';
import type { BikeCategory } from './catalogue';
import type { DiscountableItem } from './discount';
import { shopperPriceCents, vatShareCents, type VoucherTerms } from './shopper-price';
import {
  CHAT_HELPER_MS, CHAT_HELPER_SELECTIONS, CHOICE_KEYS, CHOICE_VALUE, CONCEPT_ITEM_PREFIX, DELIVERY_PROMISE_WEEKS, PART_SLOTS, type ChoiceKey, type ConfigurationChoices,
  type PartSlot,
} from './configurator-choices';

export * from './configurator-choices';

// ---------------------------------------------------------------------------------------------
// Our delivery assumptions

/**
 * Our choices where the spec is silent (libs/server/configurator/README.md, "Decisions"): a
 * frame that is not in factory stock in the chosen size is built to order in 25 working days;
 * every bike is assembled and checked in 5 more; a week has 5 working days.
 */
export const FRAME_BUILD_WORKDAYS = 25;
export const ASSEMBLY_WORKDAYS = 5;
const WORKDAYS_PER_WEEK = 5;

// ---------------------------------------------------------------------------------------------
// The model and the choices

export interface CustomizerGroupset { code: string; name: string }
/** A paint design: its name in the page language and its two colours (6 hex digits). */
export interface CustomizerDesign { code: string; name: string; frame: string; accent: string }
export interface CustomizerSize { code: string; stack: number | null; reach: number | null }
/**
 * A swappable part. `price` is what it adds to the bike in the model's currency (0 for the part
 * the bike comes with); `workdays` is 0 when the factory has it, else the days until it has.
 * `drawing` names how the preview draws it (a wheel, cockpit or saddle kind of the drawing).
 */
export interface CustomizerPart { code: string; name: string; drawing: string; price: number; workdays: number; standard: boolean }
/**
 * A buildable frame: the catalogue configuration of a groupset and a design, its price in the
 * model's currency and the factory stock per size (working days until it ships; a size that is
 * missing is built to order).
 */
export interface CustomizerBuild { groupset: string; design: string; externalid: string; price: number; factory: Record<string, number> }

/**
 * The voucher the shop applies to this model's bikes at the locale (the shopper's code, else the
 * locale's voucher): its terms and the builds (external ids) it applies to, as the order will
 * apply it to the configured bike (customBikeDiscountable).
 */
export interface ModelVoucher extends VoucherTerms { builds: string[] }

/** GET /V1/customizer/model/{code}: everything the configurator's steps need. */
export interface CustomizerModel {
  code: string;
  title: string;
  family: string;
  category: BikeCategory;
  /** The drawing's silhouette (a shape of the bike drawing). */
  shape: string;
  brand: string;
  locale: string;
  currency: string;
  /** VAT included in the prices, percent (the locale's). */
  vatRate: number;
  groupsets: CustomizerGroupset[];
  sizes: CustomizerSize[];
  designs: CustomizerDesign[];
  parts: Record<PartSlot, CustomizerPart[]>;
  builds: CustomizerBuild[];
  /** The cheapest build in its middle size with the standard parts. */
  defaults: ConfigurationChoices;
  /** The voucher priceConfiguration applies; null (or absent) when none applies to the model. */
  voucher?: ModelVoucher | null;
}

/** GET /V1/customizer/{id}/groupsets: each groupset with what it adds or saves against the target. */
export interface CustomizerGroupsetPrice extends CustomizerGroupset { price: number; difference: number }

// ---------------------------------------------------------------------------------------------
// Reading choices (the configurator's URL holds every choice)

/**
 * The choices in a URL's query (or a request body), each checked against the model; a missing,
 * malformed or unknown choice falls back to the model's default. The answer is always buildable.
 */
export function choicesFrom(model: CustomizerModel, read: (key: ChoiceKey) => string | null | undefined): ConfigurationChoices {
  const out = { ...model.defaults };
  for (const key of CHOICE_KEYS) {
    const raw = read(key);
    if (typeof raw === 'string' && CHOICE_VALUE.test(raw) && optionsOf(model, key).includes(raw)) out[key] = raw;
  }
  // The design must exist with the groupset; otherwise the groupset's first design.
  if (!buildOf(model, out)) out.design = model.builds.find((b) => b.groupset === out.groupset)?.design ?? model.defaults.design;
  return out;
}

/** The codes a step offers. */
export function optionsOf(model: CustomizerModel, key: ChoiceKey): string[] {
  switch (key) {
    case 'groupset': return model.groupsets.map((g) => g.code);
    case 'size': return model.sizes.map((s) => s.code);
    case 'design': return model.designs.map((d) => d.code);
    default: return model.parts[key].map((p) => p.code);
  }
}

/** The index of the middle size of a list (the lower middle of an even list): the default size. */
export const middleSizeIndex = (count: number): number => Math.floor((Math.max(1, count) - 1) / 2);

export const buildOf = (model: CustomizerModel, choices: Pick<ConfigurationChoices, 'groupset' | 'design'>): CustomizerBuild | undefined =>
  model.builds.find((b) => b.groupset === choices.groupset && b.design === choices.design);

/** The first choice that the model does not offer (or that does not fit the others), else null. */
export function invalidChoice(model: CustomizerModel, choices: Partial<Record<ChoiceKey, unknown>>): ChoiceKey | null {
  for (const key of CHOICE_KEYS) {
    const value = choices[key];
    if (typeof value !== 'string' || !optionsOf(model, key).includes(value)) return key;
  }
  return buildOf(model, choices as ConfigurationChoices) ? null : 'design';
}

// ---------------------------------------------------------------------------------------------
// Chat helper (spec point 4)

/** Local storage key: the helper was offered in this browser, so it never comes again. */
export const CHAT_HELPER_OFFERED_KEY = 'configurator.chatHelperOffered';

/**
 * Whether the chat helper is due: offered once only, after 5 different choices (questions) and
 * at least 2 minutes in the configurator. Answers the milliseconds to wait when only time is
 * missing, so the page can set one timer instead of polling.
 */
export function chatHelperDue(state: { answered: number; startedAt: number; now: number; offered: boolean }): { due: boolean; waitMs: number | null } {
  if (state.offered || state.answered < CHAT_HELPER_SELECTIONS) return { due: false, waitMs: null };
  const waited = state.now - state.startedAt;
  return waited >= CHAT_HELPER_MS ? { due: true, waitMs: null } : { due: false, waitMs: CHAT_HELPER_MS - waited };
}

// ---------------------------------------------------------------------------------------------
// Picture

/**
 * What the bike drawing needs to draw a configuration: the model's silhouette, the design's two
 * colours and the kinds of the chosen parts. The live preview, the concept's picture address and
 * the PDF sheet all draw from this one answer.
 */
export function drawingOf(model: CustomizerModel, choices: ConfigurationChoices): Pick<BikeDrawing, 'shape' | 'frame' | 'accent' | 'wheels' | 'cockpit' | 'saddle'> {
  const design = model.designs.find((d) => d.code === choices.design) ?? model.designs[0]!;
  const kind = <K extends PartSlot>(slot: K) => model.parts[slot].find((p) => p.code === choices[slot])?.drawing;
  return {
    shape: model.shape as BikeShape, frame: design.frame, accent: design.accent,
    wheels: kind('wheels') as BikeDrawing['wheels'], cockpit: kind('cockpit') as BikeDrawing['cockpit'], saddle: kind('saddle') as BikeDrawing['saddle'],
  };
}

// ---------------------------------------------------------------------------------------------
// Price

export interface ConfigurationPrice {
  /** Frame, groupset and design, then each part that adds to the price. */
  lines: { key: 'bike' | PartSlot; amount: number }[];
  /** The list price: the lines' sum. */
  total: number;
  /** The VAT part of the list price. */
  vat: number;
  vatRate: number;
  currency: string;
  /**
   * The model's voucher on this build and what the shopper then pays (`total` after the
   * discount, and its VAT part); null when no voucher applies.
   */
  voucher?: { code: string; discount: number; total: number; vat: number; freeShipping: boolean } | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The list price lines of a buildable configuration: the build, then each part that adds to it. */
function priceLines(model: CustomizerModel, choices: ConfigurationChoices): ConfigurationPrice['lines'] {
  const build = buildOf(model, choices);
  if (!build) throw new Error(`No build of ${choices.groupset} in ${choices.design}`);
  const lines: ConfigurationPrice['lines'] = [{ key: 'bike', amount: build.price }];
  for (const slot of PART_SLOTS) {
    const part = model.parts[slot].find((p) => p.code === choices[slot]);
    if (part && part.price !== 0) lines.push({ key: slot, amount: part.price });
  }
  return lines;
}

/**
 * The price of a buildable configuration with the model's voucher, by the shop's one pricing
 * rule (shopperPrice): the build's price plus the parts, the voucher off the whole bike. Prices
 * include VAT; the VAT lines are the part of them.
 */
export function priceConfiguration(model: CustomizerModel, choices: ConfigurationChoices): ConfigurationPrice {
  const lines = priceLines(model, choices);
  const build = buildOf(model, choices)!;
  const voucher = model.voucher?.builds.includes(build.externalid) ? model.voucher : null;
  const price = shopperPriceCents({ currency: model.currency, base: lines[0]!.amount, options: lines.slice(1).map((l) => l.amount), voucher });
  return {
    lines,
    total: price.list / 100,
    vat: vatShareCents(price.list, model.vatRate) / 100,
    vatRate: model.vatRate,
    currency: model.currency,
    voucher: price.voucher
      ? { code: price.voucher.code, discount: price.discount / 100, total: price.now / 100, vat: vatShareCents(price.now, model.vatRate) / 100, freeShipping: price.voucher.freeShipping }
      : null,
  };
}

/**
 * A configured bike as the discount rules see it: as its build's category, brand, family and
 * range; item patterns name catalogue articles, so they see the concept's id (CONCEPT-…, which
 * the cart and the order use too); a voucher banner belongs to the catalogue article, not to a
 * bike built from its frame.
 */
export function customBikeDiscountable(build: DiscountableItem, conceptCode = ''): DiscountableItem {
  return { ...build, externalid: `${CONCEPT_ITEM_PREFIX}${conceptCode}`, vouchercountry: null, voucherbannerimage: null };
}

/** The choices with `key` set to `value`; a groupset without the chosen design takes its first design. */
function withChoice(model: CustomizerModel, choices: ConfigurationChoices, key: ChoiceKey, value: string): ConfigurationChoices {
  const next = { ...choices, [key]: value };
  if (key === 'groupset' && !buildOf(model, next)) next.design = model.builds.find((b) => b.groupset === value)?.design ?? next.design;
  return next;
}

/**
 * What an option of a step adds to the bike's list price: its price against the step's least
 * expensive option, the other choices as they are. So the option a bike comes with (or a part
 * that costs nothing extra) is included, and a dearer one says what it adds, chosen or not; the
 * summary's total is the build's price plus what the chosen options add, before a voucher.
 * 0 for an option that cannot be built with the other choices.
 */
export function optionSurcharge(model: CustomizerModel, choices: ConfigurationChoices, key: ChoiceKey, value: string): number {
  const listCents = (option: string): number | null => {
    const next = withChoice(model, choices, key, option);
    return buildOf(model, next) ? priceLines(model, next).reduce((sum, l) => sum + cents(l.amount), 0) : null;
  };
  const own = listCents(value);
  const least = Math.min(...optionsOf(model, key).map(listCents).filter((c): c is number => c !== null));
  if (own === null || !Number.isFinite(least)) return 0;
  return (own - least) / 100;
}

// ---------------------------------------------------------------------------------------------
// Delivery

export type DeliveryBottleneck = { kind: 'frame'; builtToOrder: boolean } | { kind: 'part'; slot: PartSlot; name: string };

export interface DeliveryEstimate {
  /** Weeks until the bike ships, counting assembly. */
  weeks: number;
  /** False when the bike cannot ship within the promise; it is then neither saved for sale nor sold. */
  withinPromise: boolean;
  /** What sets the date when it is more than assembly alone: the frame or a part. */
  bottleneck: DeliveryBottleneck | null;
}

/**
 * When a configuration ships: the slowest of the frame (factory stock in the size, else built to
 * order) and the chosen parts, plus assembly. Never promised beyond the 8 weeks of spec point 1:
 * beyond that the estimate says so and names the bottleneck.
 */
export function deliveryEstimate(model: CustomizerModel, choices: ConfigurationChoices): DeliveryEstimate {
  const build = buildOf(model, choices);
  const stocked = build?.factory[choices.size];
  const frameDays = stocked ?? FRAME_BUILD_WORKDAYS;
  let slowest = frameDays;
  let bottleneck: DeliveryBottleneck | null = frameDays > 0 ? { kind: 'frame', builtToOrder: stocked === undefined } : null;
  for (const slot of PART_SLOTS) {
    const part = model.parts[slot].find((p) => p.code === choices[slot]);
    if (part && part.workdays > slowest) {
      slowest = part.workdays;
      bottleneck = { kind: 'part', slot, name: part.name };
    }
  }
  const weeks = Math.max(1, Math.ceil((slowest + ASSEMBLY_WORKDAYS) / WORKDAYS_PER_WEEK));
  // A frame ready to ship is not a bottleneck worth naming.
  if (bottleneck?.kind === 'frame' && slowest <= 2) bottleneck = null;
  return { weeks, withinPromise: weeks <= DELIVERY_PROMISE_WEEKS, bottleneck };
}

// ---------------------------------------------------------------------------------------------
// Size finder: its own modules (rider-body.ts, size-advice.ts), so a page can show the finder's
// form without the rule's code and load the rule when the rider asks (the bike page).

/**
 * The canonical text of a configuration: the same build is the same text, whatever order its
 * choices came in. The API hashes it into configuration_checksum, so one build is one concept.
 */
export const canonicalConfiguration = (model: string, choices: ConfigurationChoices): string =>
  [`model=${model}`, ...CHOICE_KEYS.map((k) => `${k}=${choices[k]}`)].join('\n');

/** A saved configuration as the concept calls answer it. */
export interface Concept {
  code: string;
  model: string;
  /** The catalogue configuration the build starts from (groupset and design), '' when it is gone. */
  externalid: string;
  modelname: string;
  family: string;
  brand: string;
  image: string;
  baseColor: string;
  configuration_checksum: string;
  localizedconfiguration: { size: string; design: string; groupset: string; wheels: string; cockpit: string; saddle: string };
  choices: ConfigurationChoices;
  price: ConfigurationPrice | null;
  delivery: DeliveryEstimate | null;
  visible: boolean;
  views: number;
  /** Flags of spec point 3: saved from a session (no account), to a profile, marked favourite. */
  session: boolean;
  profile: boolean;
  favorite: boolean;
  /** True when the caller owns it (may toggle its visibility or delete it). */
  mine: boolean;
  createdAt: string;
}
