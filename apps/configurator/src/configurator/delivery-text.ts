import type { DeliveryEstimate } from '@bike/shared/domain/configurator';

/** Why the date is what it is, in words: the frame (built to order or the next batch) or the part that waits. */
export function bottleneckText(estimate: DeliveryEstimate, t: (id: string, values?: Record<string, string | number>) => string): string | null {
  const b = estimate.bottleneck;
  if (!b) return null;
  if (b.kind === 'part') return t('configurator.bottleneck.part', { part: b.name });
  return t(b.builtToOrder ? 'configurator.bottleneck.builtToOrder' : 'configurator.bottleneck.frame');
}
