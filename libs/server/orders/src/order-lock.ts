/** An order row locked for a change, and the answers when it is missing or cannot move. */
import { eq } from 'drizzle-orm';
import { OrderTransitionError } from '@bike/shared/domain';
import { ApiError, notFound } from '@bike/server/core';
import type { OrderRow } from './order-view';
import { orders } from './schema';
import type { Tx } from './stock-reservations';

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'This order does not exist');

export function toConflict(error: unknown): never {
  if (error instanceof OrderTransitionError) throw new ApiError(409, 'ORDER_STATUS_CONFLICT', error.message, 'orderStatusConflict');
  throw error;
}

export async function lockOrder(tx: Tx, uuid: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
  if (!row) throw orderNotFound();
  return row as OrderRow;
}
