/**
 * A bike as the category rules build it: the family's frame (material, weight, clearance, tyre,
 * mounts, fork), the platform's model tier and highlights, and each configuration's components,
 * weight per size and price. Pure: the generator hands in its draws and a family's or
 * platform's own stream (prng.ts seedOf), and gets the same bike for the same draws.
 */
import { middleSizeIndex, type BikeCategory } from '@bike/shared/domain';
import {
  CATEGORY_RULES, COMING_MONTHS, FAMILY_WEIGHT_SPREAD_GRAMS, GROUPSET_RANK_GRAMS, MATERIAL_PREMIUM_EUR, MOUNTS, NAMED_MATERIALS, PRICE_SPREAD_EUR,
  RENAMED_MODELS, TIER_GRAMS, TIER_STEP_EUR, batteryCode, brakeCode, eDriveOf, frameRuleOf, isCarbon, materialsOf, modelWordOf,
  type FrameMaterial, type Mount,
} from './category-rules';
import { HIGHLIGHT_KEYS, type HighlightKey } from './catalogue-words';
import { bottlesCode, forkCode, tyreCode } from './component-words';
import { standardPart } from './customizer-parts';
import type { Random } from './prng';
import { groupsetsFor, type GroupsetDef } from './vocabulary';

/** A family's frame: one design in one material, shared by its platforms. */
export interface FamilyFrame {
  category: BikeCategory;
  material: FrameMaterial;
  /** Frame weight in the middle size, grams. */
  frameGrams: number;
  tyreClearanceMm: number;
  /** The tyre its bikes leave the factory on, mm. */
  tyreMm: number;
  mounts: Mount[];
  bottleMounts: number;
  /** 0: a rigid carbon fork. */
  forkTravelMm: number;
  /** The family's own weight spread around the table's figure, grams. */
  weightOffsetGrams: number;
}

const lerp = ([low, high]: readonly [number, number], t: number) => low + (high - low) * Math.min(1, Math.max(0, t));

/**
 * The family's material. A model named after a material (Dune Alu, Grava Carbon) decides it when
 * the category is built in it; otherwise the generator's drawn preference, moved to the nearest
 * material the category allows (titanium on a road family becomes high-modulus carbon, aluminium
 * on a triathlon family carbon).
 */
export function familyMaterial(category: BikeCategory, preferred: string, suffixes: readonly string[]): FrameMaterial {
  const allowed = materialsOf(category);
  const leaning: FrameMaterial = (allowed as string[]).includes(preferred)
    ? (preferred as FrameMaterial)
    : preferred === 'aluminium' ? allowed[0]! : allowed[allowed.length - 1]!;
  const named = suffixes.map((s) => (NAMED_MATERIALS[modelWordOf(s)] ?? []).filter((m) => allowed.includes(m))).filter((list) => list.length > 0);
  if (named.length === 0 || named.some((list) => list.includes(leaning))) return leaning;
  return named[0]![0]!;
}

/** The models' names in a family of that material: a model named after another material takes its tier's other name. */
export function modelNames(material: FrameMaterial, suffixes: readonly string[]): string[] {
  return suffixes.map((suffix) => {
    const word = modelWordOf(suffix);
    const builtIn = NAMED_MATERIALS[word];
    return builtIn && !builtIn.includes(material) ? suffix.replace(word, RENAMED_MODELS[word]!) : suffix;
  });
}

/** Tyre widths a shop sells within a range: its ends and the even sizes between. */
function tyreWidths([low, high]: readonly [number, number], clearance: number): number[] {
  const widths = new Set([low, high]);
  for (let w = low + 1; w < high; w++) if (w % 2 === 0) widths.add(w);
  return [...widths].filter((w) => w <= clearance).sort((a, b) => a - b);
}

/**
 * The family's frame from the generator's two drawn positions (each in [0, 1]) within the
 * table's frame weight and clearance ranges; the tyre, the optional mounts, the bottle cages,
 * the fork travel and the weight spread come from the family's own stream.
 */
export function familyFrame(category: BikeCategory, material: FrameMaterial, draws: { frameWeight: number; clearance: number }, own: Random): FamilyFrame {
  const rule = CATEGORY_RULES[category];
  const tyreClearanceMm = Math.round(lerp(rule.tyreClearanceMm, draws.clearance));
  const [travelLow, travelHigh] = rule.forkTravelMm;
  return {
    category,
    material,
    frameGrams: Math.round(lerp(frameRuleOf(category, material).frameGrams, draws.frameWeight) / 10) * 10,
    tyreClearanceMm,
    tyreMm: own.pick(tyreWidths(rule.tyre.widthMm, tyreClearanceMm)),
    mounts: MOUNTS.filter((m) => rule.mounts[m] === 'always' || (rule.mounts[m] === 'optional' && own.chance(0.5))),
    bottleMounts: own.int(rule.bottleMounts[0], rule.bottleMounts[1]),
    forkTravelMm: travelLow + 10 * own.int(0, Math.round((travelHigh - travelLow) / 10)),
    weightOffsetGrams: own.int(-FAMILY_WEIGHT_SPREAD_GRAMS, FAMILY_WEIGHT_SPREAD_GRAMS),
  };
}

/** The family row's frame platform details: what the About sections show. */
export const frameDetails = (frame: FamilyFrame) => ({ material: frame.material, weightGrams: frame.frameGrams, tyreClearanceMm: frame.tyreClearanceMm });

/** Whether a frame may carry a highlight: each says something the specification table shows. */
export function highlightApplies(key: HighlightKey, frame: FamilyFrame): boolean {
  const rule = CATEGORY_RULES[frame.category];
  switch (key) {
    case 'aero-tubes': return rule.aero && isCarbon(frame.material);
    case 'carbon-layup': return isCarbon(frame.material);
    case 'flat-mount': return rule.brakes.pistons === 2;
    case 'kamm-tail': return frameRuleOf(frame.category, frame.material).seatpost === 'SP-AERO';
    case 'battery': return rule.motor;
    case 'suspension-fork': return frame.forkTravelMm > 0;
    case 'dropper':
    case 'mudguards':
    case 'frame-bag':
    case 'rack': return frame.mounts.includes(key);
    case 'internal-routing':
    case 'thru-axles':
    case 'tyre-clearance': return true;
  }
}

/**
 * A platform's highlights: as many as the generator drew (2 to 5), the drawn ones the frame may
 * carry first, topped up in the list's order, and always the frame's clearance, last.
 */
export function platformHighlights(frame: FamilyFrame, drawn: readonly HighlightKey[]): HighlightKey[] {
  const count = Math.max(2, drawn.length);
  const fits = (key: HighlightKey) => key !== 'tyre-clearance' && highlightApplies(key, frame);
  const chosen = drawn.filter(fits).slice(0, count - 1);
  for (const key of HIGHLIGHT_KEYS) if (chosen.length < count - 1 && fits(key) && !chosen.includes(key)) chosen.push(key);
  return [...chosen, 'tyre-clearance'];
}

/** The groupset's rank within its category's groupsets by price (0: the cheapest). */
export function groupsetRank(category: BikeCategory, code: string): number {
  return [...groupsetsFor(category)].sort((a, b) => a.surcharge - b.surcharge).findIndex((g) => g.code === code);
}

/**
 * A configuration's EUR list price: the category's base, the material's premium over the
 * category's cheapest material, the model tier's step, the platform's spread (a fraction in
 * [0, 1] of PRICE_SPREAD_EUR) and the groupset's surcharge.
 */
export function bikePriceEur(category: BikeCategory, material: FrameMaterial, tier: number, spread: number, groupset: GroupsetDef): number {
  const cheapest = materialsOf(category)[0]!;
  return CATEGORY_RULES[category].basePriceEur + MATERIAL_PREMIUM_EUR[material] - MATERIAL_PREMIUM_EUR[cheapest]
    + TIER_STEP_EUR * tier + Math.round(PRICE_SPREAD_EUR * spread) + groupset.surcharge;
}

/**
 * A complete bike's weight per size, grams (to 10 g): the table's figure for the material, less
 * for a higher model tier and a dearer groupset, the e-bike drive's motor and battery, the
 * family's spread, and a size step from the middle size.
 */
export function bikeWeights(frame: FamilyFrame, tier: number, groupset: GroupsetDef, sizes: readonly string[]): Record<string, number> {
  const rule = CATEGORY_RULES[frame.category];
  const middle = frameRuleOf(frame.category, frame.material).bikeGrams - TIER_GRAMS * tier - GROUPSET_RANK_GRAMS * groupsetRank(frame.category, groupset.code)
    + (rule.motor ? eDriveOf(groupset.code).grams : 0) + frame.weightOffsetGrams;
  const mid = middleSizeIndex(sizes.length);
  return Object.fromEntries(sizes.map((size, i) => [size, Math.round((middle + rule.gramsPerSize * (i - mid)) / 10) * 10]));
}

/**
 * The bike's frame and component attributes (codes; attribute_translations names them in six
 * languages): frame material, fork, clearance, mounts, brakes, wheels, tyres, cockpit, saddle,
 * seatpost, and an e-bike's motor and battery. Wheels, cockpit and saddle are the category's
 * standard configurator parts.
 */
export function bikeSpecification(frame: FamilyFrame, groupset: GroupsetDef): Record<string, string> {
  const rule = CATEGORY_RULES[frame.category];
  const drive = rule.motor ? eDriveOf(groupset.code) : null;
  return {
    frame_material: frame.material,
    fork: forkCode(frame.forkTravelMm),
    tyre_clearance: String(frame.tyreClearanceMm),
    mounts: [...frame.mounts, bottlesCode(frame.bottleMounts)].join('|'),
    ...(drive ? { motor: drive.motor, battery: batteryCode(drive.batteryWh) } : {}),
    brakes: brakeCode(rule.brakes),
    wheels: standardPart('wheels', frame.category).code,
    tyres: tyreCode(rule.tyre.kind, frame.tyreMm),
    cockpit: standardPart('cockpit', frame.category).code,
    saddle: standardPart('saddle', frame.category).code,
    seatpost: frameRuleOf(frame.category, frame.material).seatpost,
  };
}

/** A coming model's expected month (the first of it), from the platform's own stream: 15 to 30 months after the seed's "now". */
export function expectedMonth(baseTime: number, own: Random): string {
  const start = new Date(baseTime);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + own.int(COMING_MONTHS[0], COMING_MONTHS[1]), 1)).toISOString();
}
