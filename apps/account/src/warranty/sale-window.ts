import type { FieldValues, Resolver } from 'react-hook-form';
import { ApiClientError } from '@bike/shared/api-client';
import { dateWindowOf } from '@bike/shared/domain/account';
import { isInPurchaseWindow, normaliseSerial, purchaseDateOutside, type PurchaseDateWindow } from '@bike/shared/domain/bike-registration';

/**
 * The purchase date window of one frame (issue 32). Only the API knows when a frame left the
 * factory or shipped, so the form learns the window from the API's refusal, which names it
 * (purchaseDateOutside); from then on the form checks that frame's dates itself, with the same
 * rule and message, and the date picker keeps to the window.
 */
export interface SaleWindow {
  serial: string;
  window: PurchaseDateWindow;
}

/** The window an API refusal names for the purchase date, for the frame that was sent; null for any other answer. */
export function saleWindowFrom(error: unknown, serial: string): SaleWindow | null {
  if (!(error instanceof ApiClientError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.issues)) return null;
  for (const issue of error.issues as Array<{ path?: unknown; message?: unknown }>) {
    if (issue.path !== 'purchaseDate' || typeof issue.message !== 'string') continue;
    const window = dateWindowOf(issue.message);
    if (window) return { serial: normaliseSerial(serial), window };
  }
  return null;
}

/** The window known for the frame the form names now, if any. */
export const windowFor = (known: SaleWindow | null, serial: string): PurchaseDateWindow | null =>
  known && known.serial === normaliseSerial(serial) ? known.window : null;

/**
 * The form's resolver, plus the learned window of the frame the form names: a date the schema
 * accepts but the window does not gets the API's own message, before anything is sent.
 */
export function withSaleWindow<T extends FieldValues & { serialNumber: string; purchaseDate: string }, TOut>(
  base: Resolver<T, unknown, TOut>,
  learned: () => SaleWindow | null,
): Resolver<T, unknown, TOut> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const window = windowFor(learned(), values.serialNumber);
    const date = values.purchaseDate.trim();
    if (!window || 'purchaseDate' in result.errors || isInPurchaseWindow(date, window)) return result;
    return { values: {}, errors: { ...result.errors, purchaseDate: { type: 'purchase_window', message: purchaseDateOutside(window) } } } as Awaited<ReturnType<Resolver<T, unknown, TOut>>>;
  };
}
