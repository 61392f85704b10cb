/** What an order takes from stock, and takes again when its units went back (retry, late money). */
import { reserveParts } from '@bike/server/configurator';
import type { ResolvedItem } from './order-items';
import { linesOf } from './order-view';
import type { OrderLineConfiguration } from './schema';
import { reserveStock, type HoldLimit, type ReservationLine, type Tx } from './stock-reservations';

/** What an order keeps of a custom bike: its concept, its choices and what it took from stock. */
export const configurationOf = (item: ResolvedItem): OrderLineConfiguration | null =>
  item.custom ? { code: item.custom.code, choices: item.custom.choices, frameStocked: item.custom.frameStocked, parts: item.custom.stockedParts.map((p) => p.code) } : null;

/** What an order line takes from stock: a catalogue item as it is; a custom bike its stocked frame and parts. */
export interface StockedLine { index: number; externalid: string; itemId: number; sizeId: number | null; qty: number; configuration: OrderLineConfiguration | null }

/**
 * Takes every line's units or none: catalogue items from the stock table; a custom bike's frame
 * from the factory's stock when it had the build in the size (otherwise the frame is built to
 * order and takes nothing), and its stocked parts from the parts stock.
 */
export async function reserveOrderStock(tx: Tx, orderUuid: string, lines: StockedLine[], dealerId: number | null, holdLimit?: HoldLimit): Promise<void> {
  const stock: ReservationLine[] = lines
    .filter((l) => !l.configuration || l.configuration.frameStocked)
    .map(({ index, externalid, itemId, sizeId, qty, configuration }) => ({ index, externalid, itemId, sizeId, qty, factoryOnly: configuration !== null }));
  await reserveStock(tx, orderUuid, stock, dealerId, holdLimit);
  await reserveParts(tx, orderUuid, lines.flatMap((l) => (l.configuration ? [{ index: l.index, parts: l.configuration.parts, qty: l.qty }] : [])));
}

export async function reservationLines(tx: Tx, orderUuid: string): Promise<StockedLine[]> {
  const lines = await linesOf(tx, orderUuid);
  return lines.map((l, index) => ({ index, externalid: l.externalid, itemId: l.itemId, sizeId: l.sizeId, qty: l.quantity, configuration: l.configuration ?? null }));
}
