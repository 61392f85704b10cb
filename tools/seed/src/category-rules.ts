/**
 * What a rider expects of each bike category, in one table: the frame materials it is built in,
 * the tyre clearance and the tyre it leaves the factory on, its mounts, its fork, whether a motor
 * belongs on it, what it weighs and where its price starts. The generator derives every family,
 * platform and bike from this table (bike-build.ts), and category-rules.spec.ts checks every
 * seeded bike against it, so a road bike never lists a dropper mount or 52 mm of clearance, a
 * triathlon bike never a battery, and an aluminium bike never costs more than its carbon sibling.
 */
import type { BikeCategory } from '@bike/shared/domain';

export const FRAME_MATERIALS = ['aluminium', 'carbon', 'carbon-hm', 'titanium'] as const;
export type FrameMaterial = (typeof FRAME_MATERIALS)[number];

/** A material's grade: with the same groupset, a bike of a higher grade never costs less. */
export const MATERIAL_GRADE: Record<FrameMaterial, number> = { aluminium: 0, carbon: 1, 'carbon-hm': 2, titanium: 2 };

/**
 * EUR a frame material adds over the category's cheapest material. Each step is wider than the
 * model tiers and the price spread together (2 × TIER_STEP_EUR + PRICE_SPREAD_EUR), so the
 * material orders the price before the model name does.
 */
export const MATERIAL_PREMIUM_EUR: Record<FrameMaterial, number> = { aluminium: 0, carbon: 1000, 'carbon-hm': 2000, titanium: 1800 };

/** Frames with carbon's layup and shaping (aero tubes, F-Steering layup). */
export const isCarbon = (material: FrameMaterial): boolean => material === 'carbon' || material === 'carbon-hm';

export const MOUNTS = ['mudguards', 'rack', 'dropper', 'frame-bag'] as const;
export type Mount = (typeof MOUNTS)[number];
/** always: every frame of the category has the mount; never: none has it; optional: the family decides. */
export type MountRule = 'always' | 'never' | 'optional';

export type TyreKind = 'road' | 'aero' | 'allroad' | 'gravel' | 'cyclocross' | 'trail' | 'trekking';
export type SeatpostCode = 'SP-ALLOY' | 'SP-CARBON' | 'SP-AERO' | 'SP-DROPPER' | 'SP-SUSPENSION';

/** Hydraulic disc brakes: pistons per caliper and the rotor sizes front and rear. */
export interface BrakeSpec { pistons: 2 | 4; frontMm: number; rearMm: number }
export const brakeCode = (b: BrakeSpec): string => `BR-HYD${b.pistons}-${b.frontMm}-${b.rearMm}`;

export interface FrameMaterialRule {
  /** Frame weight in the middle size, grams (the family's frame platform detail). */
  frameGrams: readonly [number, number];
  /** A complete bike in the middle size on the entry model, the cheapest groupset and the standard parts, grams. */
  bikeGrams: number;
  /** Plausible complete-bike weights over every size, model and groupset, grams: the seed spec's check. */
  bikeRangeGrams: readonly [number, number];
  seatpost: SeatpostCode;
}

export interface CategoryRule {
  /** The materials the category is built in, cheapest first, with their weights. */
  frames: Partial<Record<FrameMaterial, FrameMaterialRule>>;
  /** The widest tyre the frame takes, mm. */
  tyreClearanceMm: readonly [number, number];
  /** The tyre it is sold on: never wider than the frame's clearance. */
  tyre: { kind: TyreKind; widthMm: readonly [number, number] };
  mounts: Record<Mount, MountRule>;
  bottleMounts: readonly [number, number];
  /** Suspension fork travel, mm; [0, 0] is a rigid carbon fork. */
  forkTravelMm: readonly [number, number];
  /** Motor and battery: only e-bikes carry them. */
  motor: boolean;
  /** Aero tube profiles and a Kamm-tail seatpost belong on its carbon frames. */
  aero: boolean;
  brakes: BrakeSpec;
  /** EUR of the cheapest material's entry model before the groupset's surcharge. */
  basePriceEur: number;
  /** Weight a size step up (or down) adds (or takes), grams. */
  gramsPerSize: number;
}

const DROP_BAR_BRAKES: BrakeSpec = { pistons: 2, frontMm: 160, rearMm: 140 };
const NO_MOUNTS: Record<Mount, MountRule> = { mudguards: 'never', rack: 'never', dropper: 'never', 'frame-bag': 'never' };

export const CATEGORY_RULES: Record<BikeCategory, CategoryRule> = {
  road: {
    frames: {
      aluminium: { frameGrams: [1200, 1400], bikeGrams: 8900, bikeRangeGrams: [8100, 9400], seatpost: 'SP-ALLOY' },
      carbon: { frameGrams: [850, 1000], bikeGrams: 7800, bikeRangeGrams: [7000, 8300], seatpost: 'SP-CARBON' },
      'carbon-hm': { frameGrams: [720, 850], bikeGrams: 7200, bikeRangeGrams: [6400, 7700], seatpost: 'SP-AERO' },
    },
    tyreClearanceMm: [30, 34], tyre: { kind: 'road', widthMm: [28, 30] },
    mounts: { ...NO_MOUNTS, mudguards: 'optional' }, bottleMounts: [2, 2], forkTravelMm: [0, 0],
    motor: false, aero: true, brakes: DROP_BAR_BRAKES, basePriceEur: 2199, gramsPerSize: 80,
  },
  gravel: {
    frames: {
      aluminium: { frameGrams: [1400, 1600], bikeGrams: 10300, bikeRangeGrams: [9400, 10700], seatpost: 'SP-ALLOY' },
      carbon: { frameGrams: [950, 1100], bikeGrams: 9200, bikeRangeGrams: [8300, 9600], seatpost: 'SP-CARBON' },
      titanium: { frameGrams: [1500, 1700], bikeGrams: 9800, bikeRangeGrams: [8900, 10200], seatpost: 'SP-CARBON' },
    },
    tyreClearanceMm: [45, 50], tyre: { kind: 'gravel', widthMm: [40, 45] },
    mounts: { mudguards: 'always', rack: 'optional', dropper: 'optional', 'frame-bag': 'always' }, bottleMounts: [3, 3], forkTravelMm: [0, 0],
    motor: false, aero: false, brakes: { pistons: 2, frontMm: 160, rearMm: 160 }, basePriceEur: 1999, gramsPerSize: 90,
  },
  'all-road': {
    frames: {
      aluminium: { frameGrams: [1350, 1550], bikeGrams: 9700, bikeRangeGrams: [8800, 10100], seatpost: 'SP-ALLOY' },
      carbon: { frameGrams: [900, 1050], bikeGrams: 8600, bikeRangeGrams: [7700, 9000], seatpost: 'SP-CARBON' },
      titanium: { frameGrams: [1450, 1650], bikeGrams: 9200, bikeRangeGrams: [8300, 9600], seatpost: 'SP-CARBON' },
    },
    tyreClearanceMm: [38, 42], tyre: { kind: 'allroad', widthMm: [32, 35] },
    mounts: { mudguards: 'always', rack: 'optional', dropper: 'never', 'frame-bag': 'optional' }, bottleMounts: [2, 3], forkTravelMm: [0, 0],
    motor: false, aero: false, brakes: DROP_BAR_BRAKES, basePriceEur: 1899, gramsPerSize: 90,
  },
  cyclocross: {
    frames: {
      aluminium: { frameGrams: [1350, 1550], bikeGrams: 9500, bikeRangeGrams: [8700, 9900], seatpost: 'SP-ALLOY' },
      carbon: { frameGrams: [950, 1100], bikeGrams: 8400, bikeRangeGrams: [7600, 8800], seatpost: 'SP-CARBON' },
    },
    tyreClearanceMm: [38, 42], tyre: { kind: 'cyclocross', widthMm: [33, 33] },
    mounts: NO_MOUNTS, bottleMounts: [1, 2], forkTravelMm: [0, 0],
    motor: false, aero: false, brakes: DROP_BAR_BRAKES, basePriceEur: 1799, gramsPerSize: 90,
  },
  mountain: {
    frames: {
      aluminium: { frameGrams: [1750, 2050], bikeGrams: 13100, bikeRangeGrams: [12200, 13600], seatpost: 'SP-DROPPER' },
      carbon: { frameGrams: [1150, 1350], bikeGrams: 11800, bikeRangeGrams: [10900, 12300], seatpost: 'SP-DROPPER' },
    },
    tyreClearanceMm: [61, 66], tyre: { kind: 'trail', widthMm: [58, 61] },
    mounts: { ...NO_MOUNTS, dropper: 'always' }, bottleMounts: [1, 1], forkTravelMm: [120, 140],
    motor: false, aero: false, brakes: { pistons: 4, frontMm: 200, rearMm: 180 }, basePriceEur: 2399, gramsPerSize: 150,
  },
  'e-bikes': {
    frames: {
      aluminium: { frameGrams: [2600, 2950], bikeGrams: 24200, bikeRangeGrams: [21800, 25700], seatpost: 'SP-SUSPENSION' },
      carbon: { frameGrams: [2100, 2400], bikeGrams: 22800, bikeRangeGrams: [20400, 24300], seatpost: 'SP-SUSPENSION' },
    },
    tyreClearanceMm: [55, 62], tyre: { kind: 'trekking', widthMm: [50, 55] },
    mounts: { mudguards: 'always', rack: 'always', dropper: 'never', 'frame-bag': 'never' }, bottleMounts: [1, 1], forkTravelMm: [100, 100],
    motor: true, aero: false, brakes: { pistons: 4, frontMm: 203, rearMm: 180 }, basePriceEur: 3299, gramsPerSize: 200,
  },
  triathlon: {
    frames: {
      carbon: { frameGrams: [1150, 1300], bikeGrams: 9200, bikeRangeGrams: [8400, 9600], seatpost: 'SP-AERO' },
      'carbon-hm': { frameGrams: [980, 1120], bikeGrams: 8700, bikeRangeGrams: [7900, 9100], seatpost: 'SP-AERO' },
    },
    tyreClearanceMm: [28, 30], tyre: { kind: 'aero', widthMm: [25, 28] },
    mounts: NO_MOUNTS, bottleMounts: [2, 2], forkTravelMm: [0, 0],
    motor: false, aero: true, brakes: DROP_BAR_BRAKES, basePriceEur: 3499, gramsPerSize: 80,
  },
};

/** The category's materials, cheapest first. */
export const materialsOf = (category: BikeCategory): FrameMaterial[] =>
  FRAME_MATERIALS.filter((m) => CATEGORY_RULES[category].frames[m]).sort((a, b) => MATERIAL_PREMIUM_EUR[a] - MATERIAL_PREMIUM_EUR[b]);

export const frameRuleOf = (category: BikeCategory, material: FrameMaterial): FrameMaterialRule => {
  const rule = CATEGORY_RULES[category].frames[material];
  if (!rule) throw new Error(`${category} bikes are not built in ${material} (tools/seed/src/category-rules.ts)`);
  return rule;
};

// ---------- model names and tiers ----------

/**
 * The tier a model name promises: 0 entry, 1 mid, 2 top. A model of a higher tier never costs
 * less than a lower one of its family with the same groupset, and weighs a little less.
 */
export const MODEL_TIERS: Record<string, 0 | 1 | 2> = {
  Lite: 0, Disc: 0, Alu: 0, Endurance: 0, Sport: 0,
  SL: 1, RS: 1, Evo: 1, Carbon: 1, Fast: 1, Comp: 1,
  Pro: 2, Team: 2, Ultimate: 2,
};
/** A model named after a material is built in it. */
export const NAMED_MATERIALS: Record<string, readonly FrameMaterial[]> = { Alu: ['aluminium'], Carbon: ['carbon', 'carbon-hm'] };
/** The name a model named after a material takes when its family is built in another (same tier). */
export const RENAMED_MODELS: Record<string, string> = { Alu: 'Sport', Carbon: 'Comp' };

/** The model's word that names its tier ("SL 2" at large scales is an SL). */
export const modelWordOf = (suffix: string): string => suffix.split(' ')[0]!;
export const tierOf = (suffix: string): 0 | 1 | 2 => {
  const tier = MODEL_TIERS[modelWordOf(suffix)];
  if (tier === undefined) throw new Error(`Model name "${suffix}" has no tier (tools/seed/src/category-rules.ts MODEL_TIERS)`);
  return tier;
};

/** EUR per model tier; two steps plus the spread stay below the smallest material premium. */
export const TIER_STEP_EUR = 300;
/** The spread of a platform's price within its tier, EUR (0 to this). */
export const PRICE_SPREAD_EUR = 150;
/** A tier up saves this much weight, grams. */
export const TIER_GRAMS = 150;
/** Each groupset rank up (by price, within the category) saves this much weight, grams. */
export const GROUPSET_RANK_GRAMS = 50;
/** A family's own weight spread around the table's figure, grams (plus or minus). */
export const FAMILY_WEIGHT_SPREAD_GRAMS = 80;

// ---------- e-bike drives ----------

/** An e-bike's motor and battery follow its drive (the first four letters of the groupset code). */
export interface EDrive { motor: string; name: string; torqueNm: number; batteryWh: number; grams: number }
export const E_DRIVES: Record<string, EDrive> = {
  VD60: { motor: 'VD60', name: 'Volta Drive', torqueNm: 60, batteryWh: 500, grams: 0 },
  VD85: { motor: 'VD85', name: 'Volta Drive', torqueNm: 85, batteryWh: 625, grams: 900 },
  VL50: { motor: 'VL50', name: 'Volta Lite', torqueNm: 50, batteryWh: 400, grams: -1400 },
};
export const eDriveOf = (groupsetCode: string): EDrive => {
  const drive = E_DRIVES[groupsetCode.slice(0, 4)];
  if (!drive) throw new Error(`E-bike groupset ${groupsetCode} names no drive (tools/seed/src/category-rules.ts E_DRIVES)`);
  return drive;
};
export const batteryCode = (wh: number): string => `BAT-${wh}`;

// ---------- coming models ----------

/**
 * A platform without configurations is a coming model: it has no customizer, no menu lists it, and
 * its page says the month it is expected, this many months after the seed's "now" (2026-01-01).
 */
export const COMING_MONTHS: readonly [number, number] = [15, 30];
