/**
 * The size finder's rule (the configurator's size step and the bike page): a rider's height and
 * inseam against each size's stack and reach. Its own module, not in the domain's index: the
 * bike page loads it only when the rider asks (issue 9's first-load budget).
 */
import type { BikeCategory } from './catalogue';
import type { CustomizerSize } from './configurator';

/** The rider's body the finder takes (its form's limits, in cm). */
export const RIDER_HEIGHT_CM = { min: 130, max: 215 } as const;
export const RIDER_INSEAM_CM = { min: 55, max: 105 } as const;

/**
 * How a rider's body maps to frame stack and reach per kind of bike (mm per mm of inseam, mm per
 * mm of height). Calibrated so a rider of 180 cm with an 84 cm inseam lands on the middle size of
 * our geometry tables; a real fit at a dealer (bikefitting) refines it.
 */
const FIT: Record<BikeCategory, { stackPerInseam: number; reachPerHeight: number }> = {
  road: { stackPerInseam: 0.672, reachPerHeight: 0.219 },
  gravel: { stackPerInseam: 0.69, reachPerHeight: 0.211 },
  'all-road': { stackPerInseam: 0.676, reachPerHeight: 0.213 },
  cyclocross: { stackPerInseam: 0.664, reachPerHeight: 0.214 },
  mountain: { stackPerInseam: 0.76, reachPerHeight: 0.242 },
  'e-bikes': { stackPerInseam: 0.748, reachPerHeight: 0.231 },
  triathlon: { stackPerInseam: 0.617, reachPerHeight: 0.228 },
};

export type SizeAdvice =
  | { fit: 'size'; size: string }
  | { fit: 'between'; smaller: string; larger: string }
  | { fit: 'outside'; nearest: string }
  | { fit: 'invalid' };

/** Where a target lies on the sizes' scale: 0 = first size, 1 = second, fractions between. */
function positionOf(values: number[], target: number): number {
  if (target <= values[0]!) return (target - values[0]!) / Math.max(1, values[1]! - values[0]!);
  for (let i = 1; i < values.length; i++) {
    if (target <= values[i]!) return i - 1 + (target - values[i - 1]!) / Math.max(1, values[i]! - values[i - 1]!);
  }
  const n = values.length - 1;
  return n + (target - values[n]!) / Math.max(1, values[n]! - values[n - 1]!);
}

/**
 * The size for a rider: stack from the inseam, reach from the height, each placed on the sizes'
 * scale; their mean names a size, or two when the rider sits near the middle between them.
 */
export function recommendSize(category: BikeCategory, sizes: CustomizerSize[], heightCm: number, inseamCm: number): SizeAdvice {
  const measured = sizes.filter((s): s is CustomizerSize & { stack: number; reach: number } => s.stack !== null && s.reach !== null);
  const valid =
    Number.isFinite(heightCm) && Number.isFinite(inseamCm) && heightCm >= RIDER_HEIGHT_CM.min && heightCm <= RIDER_HEIGHT_CM.max &&
    inseamCm >= RIDER_INSEAM_CM.min && inseamCm <= RIDER_INSEAM_CM.max && inseamCm < heightCm * 0.6;
  if (!valid || measured.length < 2) return { fit: 'invalid' };
  const fit = FIT[category];
  const stackAt = positionOf(measured.map((s) => s.stack), inseamCm * 10 * fit.stackPerInseam);
  const reachAt = positionOf(measured.map((s) => s.reach), heightCm * 10 * fit.reachPerHeight);
  const at = (stackAt + reachAt) / 2;
  const last = measured.length - 1;
  if (at < -0.6) return { fit: 'outside', nearest: measured[0]!.code };
  if (at > last + 0.6) return { fit: 'outside', nearest: measured[last]!.code };
  const clamped = Math.min(last, Math.max(0, at));
  const lower = Math.floor(clamped);
  const share = clamped - lower;
  if (share > 0.35 && share < 0.65 && lower < last) return { fit: 'between', smaller: measured[lower]!.code, larger: measured[lower + 1]!.code };
  return { fit: 'size', size: measured[Math.round(clamped)]!.code };
}
