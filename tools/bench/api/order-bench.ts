/**
 * Order placement benchmark (prints numbers; no pass/fail except oversold units, which must be 0).
 *   npx tsx tools/bench/api/order-bench.ts                                  PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx tools/bench/api/order-bench.ts      PostgreSQL (seeds an empty database)
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 10) bound the runs; loopback only.
 *
 * Run 1 (throughput): every request places a real order (1 to 2 lines, server pricing, stock
 * reservation, payment row, mail) for items with plenty of stock.
 * Run 2 (contention): every request wants the same item with only CONTENDED_UNITS units left;
 * afterwards the sold units are counted against the stock: oversold must be 0.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiErrorHandler, createDatabase, readServerConfig, rowsOf, runMigrations, type Db, type Mailer } from '@bike/server/core';
import { registerApi } from '@bike/server/app';
import { clearLocaleCache } from '@bike/server/catalogue';
import { isDatabaseEmpty, parseScale, seedDatabase } from '@bike/seed';

const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const CONTENDED_UNITS = 20;

interface Stocked { id: number; externalid: string }

async function stockItems(db: Db, limit: number, qty: number): Promise<Stocked[]> {
  // A bike is ordered in one of its sizes (issue 32): its first size, with the units on that size.
  const items = rowsOf<Stocked & { size_id: number | null }>(
    await db.execute(sql`
      select i.id, coalesce(z.externalid, i.externalid) as externalid, z.id as size_id from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
        left join lateral (select s.id, s.externalid from item_sizes s where s.item_id = i.id order by s.position, s.id limit 1) z on i.itemtype = 'bike'
       where i.brandkey = 'ardenne' and i.category <> 'outlet' order by i.id limit ${limit}`),
  );
  const ids = items.map((i) => i.id);
  await db.execute(sql`update stock set qty = 0 where item_id = any(${sql.param(ids)}::int[]) and dealer_id is null`);
  await db.execute(sql`
    insert into stock (item_id, size_id, dealer_id, qty, workdays, distance)
    select unnest(${sql.param(ids)}::int[]), unnest(${sql.param(items.map((i) => i.size_id))}::int[]), null, ${qty}, 1, 9999999`);
  return items.map(({ id, externalid }) => ({ id, externalid }));
}

function body(lines: { externalid: string; quantity: number }[]) {
  return JSON.stringify({
    consumer: {
      customerType: 'consumer', firstName: 'Bench', lastName: 'Rider', email: 'bench@example.com', phone: '+32 470 00 00 00',
      invoiceAddress: { street: 'Kerkstraat', number: '1', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true,
    },
    orderlines: lines,
    locale: 'nl_BE', shippingMethod: 'CONSUMER', brand: 'ardenne', redirect: '/nl_BE/checkout/order', paymentMethod: 'online',
  });
}

async function run(base: string, makeBody: () => string) {
  let created = 0;
  let conflicts = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/consumer/v1/orders',
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: makeBody(),
        }),
        onResponse: (status: number) => {
          if (status === 201) created++;
          else if (status === 409) conflicts++;
        },
      },
    ],
  });
  return { result, created, conflicts };
}

async function main(): Promise<void> {
  const env = readServerConfig();
  const config = { ...env, dataDir: env.databaseUrl ? env.dataDir : ':memory:', rateLimits: false };
  const handle = await createDatabase(config, { poolSize: 20 });
  await runMigrations(handle.db, handle.kind);
  if (await isDatabaseEmpty(handle.db)) {
    const scale = parseScale(process.env['SEED_SCALE'] ?? 'test');
    await seedDatabase(handle.db, { scale, config, catalogueOnly: true });
  }
  clearLocaleCache(handle.db);
  const mailer: Mailer = { send: async () => undefined };
  // The expiry sweep stays off: no payment may expire (and hand units back) during the runs.
  process.env['PAYMENT_EXPIRY_INTERVAL_SECONDS'] = '0';
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  app.setErrorHandler(apiErrorHandler);
  await registerApi(app, { db: handle.db, config, mailer });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // Run 1: throughput with plenty of stock.
  const plenty = await stockItems(handle.db, 200, 1_000_000);
  let n = 0;
  const one = await run(address, () => {
    n++;
    const a = plenty[n % plenty.length]!;
    const b = plenty[(n * 7 + 3) % plenty.length]!;
    return body(n % 3 === 0 && a.id !== b.id ? [{ externalid: a.externalid, quantity: 1 }, { externalid: b.externalid, quantity: 1 }] : [{ externalid: a.externalid, quantity: 1 }]);
  });

  // Run 2: contention for the last units of one item.
  const [last] = rowsOf<Stocked>(
    await handle.db.execute(sql`select i.id, i.externalid from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
      where i.brandkey = 'ardenne' and i.itemtype = 'accessory' and i.category <> 'outlet' order by i.id desc limit 1`),
  );
  await handle.db.execute(sql`update stock set qty = 0 where item_id = ${last!.id}`);
  await handle.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${last!.id}, null, null, ${CONTENDED_UNITS}, 1, 9999999)`);
  const [mark] = rowsOf<{ at: string }>(await handle.db.execute(sql`select now()::text as at`));
  const two = await run(address, () => body([{ externalid: last!.externalid, quantity: 1 }]));
  // Units of this item in orders placed during run 2 (run 1 may have sold some of it too).
  const [sold] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`
      select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.uuid = l.order_uuid
       where l.item_id = ${last!.id} and o.created_at >= ${mark!.at}::timestamptz`),
  );
  const [left] = rowsOf<{ n: number }>(await handle.db.execute(sql`select coalesce(sum(qty), 0)::int as n from stock where item_id = ${last!.id}`));
  const [negative] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from stock where qty < 0`));
  const oversold = Math.max(0, Number(sold!.n) - CONTENDED_UNITS);

  console.log(`\n${handle.kind}, ${CONNECTIONS} connections, ${DURATION} s per run, loopback\n`);
  console.log('| run | orders/s | p50 ms | p99 ms | 201 | 409 | other non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, r] of [['placement, plenty of stock', one], [`contention, last ${CONTENDED_UNITS} units`, two]] as const) {
    const other = r.result.non2xx - r.conflicts;
    console.log(`| ${name} | ${Math.round(r.created / DURATION)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.created} | ${r.conflicts} | ${other} | ${r.result.errors} |`);
  }
  if (two.created !== Number(sold!.n)) console.log(`note: ${two.created} answers 201 but ${sold!.n} units in orders`);
  console.log(`\ncontention: ${sold!.n} units sold of ${CONTENDED_UNITS}, ${left!.n} left, stock rows below 0: ${negative!.n}, oversold units: ${oversold}`);
  await app.close();
  await handle.close();
  if (oversold > 0 || Number(negative!.n) > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
