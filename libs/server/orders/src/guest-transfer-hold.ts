import { sql } from 'drizzle-orm';
import { ApiError, RateLimiter, rowsOf, sharedLimiterOptions, type ApiIssue, type Db, type ServerContext } from '@bike/server/core';
import { sellableStock, stockFor, type ResolvedItem } from './order-items';
import { GUEST_TRANSFER_LIMITS } from './order-limits';
import type { OrdersConfig } from './orders-config';
import { OutOfStockError, type HoldLimit, type Tx } from './stock-reservations';

/**
 * How much stock a guest's unpaid bank transfer may hold (the rule is GUEST_TRANSFER_LIMITS in
 * order-limits.ts): a share of each line's free units, a few open transfers per email and a few
 * per client address. Every refusal is 409 GUEST_TRANSFER_LIMIT, whose text (and the checkout's)
 * points to what still works: paying online, or signing in.
 */

const MESSAGE = 'Without an account, a bank transfer cannot hold these units: pay online, or sign in to pay by bank transfer';

export const guestTransferLimit = (issues: ApiIssue[]) => new ApiError(409, 'GUEST_TRANSFER_LIMIT', MESSAGE, 'guestTransferLimit', issues);

/** A guest's bank transfer: no signed-in account stands behind the order and no money is in. */
export const isGuestTransfer = (paymentMethod: string, userId: string | null): boolean => paymentMethod === 'banktransfer' && !userId;

/** Units one guest transfer may hold of `free`: the share rounded down, never the last one. */
export const guestTransferMaxUnits = (free: number): number => Math.max(0, Math.min(free - 1, Math.floor(free * GUEST_TRANSFER_LIMITS.stockShare)));

/** reserveStock's cap for a guest transfer: checked on the locked stock rows, so two orders cannot both take "half". */
export const GUEST_TRANSFER_HOLD: HoldLimit = {
  maxUnits: guestTransferMaxUnits,
  refuse: (over) => guestTransferLimit(over.map((o) => ({ path: `orderlines.${o.index}.quantity`, message: `guestTransferMax:${o.max}` }))),
};

/**
 * The same share, read without locks before anything is counted: an order that asks too much
 * is refused here without using up its address's guest transfers (countGuestTransferFrom). The
 * binding check is GUEST_TRANSFER_HOLD on the locked rows. Custom bikes are left to that one.
 */
export async function refuseOverGuestShare(db: Db, items: ResolvedItem[], lines: { id: string; qty: number; indexes: number[] }[]): Promise<void> {
  const levels = await sellableStock(db, items);
  const shortages: ConstructorParameters<typeof OutOfStockError>[0] = [];
  const over: ApiIssue[] = [];
  items.forEach((item, i) => {
    const line = lines[i]!;
    if (item.custom) return;
    const free = stockFor(levels, item).qty;
    const index = line.indexes[0]!;
    if (line.qty > free) shortages.push({ index, externalid: line.id, asked: line.qty, remaining: free });
    else if (line.qty > guestTransferMaxUnits(free)) over.push({ path: `orderlines.${index}.quantity`, message: `guestTransferMax:${guestTransferMaxUnits(free)}` });
  });
  if (shortages.length) throw new OutOfStockError(shortages);
  if (over.length) throw guestTransferLimit(over);
}

/**
 * Refuses a guest transfer when the email already has its open ones. Inside the order's
 * transaction, behind a transaction lock on the address, so two simultaneous orders of one
 * email are counted one after the other.
 */
export async function refuseOverOpenGuestTransfers(tx: Tx, email: string): Promise<void> {
  const mailbox = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guest-transfer:${mailbox}`}, 0))`);
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from orders
       where customer_email = ${mailbox} and user_id is null and payment_method = 'banktransfer'
         and payment_status = 'waiting_transfer' and status = 'pending'`),
  );
  const max = GUEST_TRANSFER_LIMITS.openPerEmail;
  if (Number(row?.n ?? 0) >= max) throw guestTransferLimit([{ path: 'consumer.email', message: `openGuestTransfers:${max}` }]);
}

/**
 * Counts a guest transfer against its client address (one atomic step in the shared store) and
 * refuses it past the cap. Runs before the order's transaction: the store writes through its own
 * connection, which the embedded database would queue behind the open transaction.
 */
export async function countGuestTransferFrom(ctx: ServerContext, config: Pick<OrdersConfig, 'bankTransferGuestDays'>, clientAddress: string): Promise<void> {
  const limiter = new RateLimiter(
    'guest-transfer-address',
    { max: GUEST_TRANSFER_LIMITS.perAddress, windowSeconds: Math.round(config.bankTransferGuestDays * 86_400) },
    sharedLimiterOptions(ctx),
  );
  if ((await limiter.hit(clientAddress)) > 0) throw guestTransferLimit([{ path: 'paymentMethod', message: 'guestTransfersFromAddress' }]);
}
