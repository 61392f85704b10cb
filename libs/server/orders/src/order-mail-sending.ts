/** Sending an order's mails after its change committed: a mail that fails is logged and never undoes the change. */
import { orderStatusMail, type OrderStatusChange } from './order-mails';
import type { OrdersDeps } from './orders-deps';
import type { OrderRow } from './order-view';

export async function sendQuietly(deps: OrdersDeps, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.log.error({ err: error }, 'order mail could not be sent');
  }
}

/** The shipped or cancelled mail, after the change committed; like every order mail it never undoes the change. */
export const mailStatusChange = (deps: OrdersDeps, order: OrderRow | string, change: OrderStatusChange) =>
  sendQuietly(deps, async () => {
    const mail = await orderStatusMail(deps.ctx, order, change);
    if (mail) await deps.ctx.mailer.send(mail);
  });
