import { bundleApi, request, seedThrough, startApi, throwawayDatabase, type ApiProcess } from './replica-harness';

/**
 * kill -9 mid-checkout ("Done means", issue 10): a burst of concurrent orders for a few bikes
 * with little stock, the API process killed with SIGKILL as the first answers come back, then
 * restarted. Every order is written in one transaction with its lines, its payment and its stock
 * reservations, so the database must hold no half order, no lost unit, and no reservation that
 * never expires. Runs only with TEST_DATABASE_URL (tools/scripts/test-postgres.sh).
 */
const serverUrl = process.env['TEST_DATABASE_URL'];
const describeOnPostgres = serverUrl ? describe : describe.skip;

jest.setTimeout(180_000);

describeOnPostgres('kill -9 during a burst of orders', () => {
  let bundle: Awaited<ReturnType<typeof bundleApi>>;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  let api: ApiProcess | undefined;
  const env = () => ({
    DATABASE_URL: database.url,
    JWT_SECRET: 'crash-test-jwt-secret-crash-test-jwt',
    // The burst comes from one address; this test is about crashes, not abuse limits.
    RATE_LIMITS: 'off',
    PAYMENT_EXPIRY_INTERVAL_SECONDS: '1',
  });
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    [bundle, database] = await Promise.all([bundleApi(), throwawayDatabase(serverUrl!)]);
    await seedThrough(bundle.seedFile, env());
    api = await startApi(bundle.file, env());
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
    bundle?.cleanup();
  });

  it('leaves no half order, no lost unit and no reservation without an expiry', async () => {
    // Three bikes with four factory units each, on one stock row per bike.
    // Each in its first size: a bike is ordered in a size (issue 32).
    const bikes = await query<{ id: number; externalid: string; size_id: number }>(
      `select i.id, z.externalid, z.id as size_id from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
        join lateral (select s.id, s.externalid from item_sizes s where s.item_id = i.id order by s.position, s.id limit 1) z on true
        where i.brandkey = 'ardenne' and i.itemtype = 'bike' and i.category <> 'outlet' and i.voucherbannerimage is null
        order by i.id limit 3`,
    );
    const ids = bikes.map((b) => b.id);
    await query('update stock set qty = 0 where item_id = any($1::int[])', [ids]);
    await query(`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) select unnest($1::int[]), unnest($2::int[]), null, 4, 1, 9999999`, [ids, bikes.map((b) => b.size_id)]);
    const units = async () => Number((await query<{ n: string }>('select coalesce(sum(qty), 0) as n from stock where item_id = any($1::int[])', [ids]))[0]!.n);
    const startUnits = await units();
    expect(startUnits).toBe(12);

    const body = (i: number) => ({
      consumer: {
        customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: `burst${i}@example.com`, phone: '+32 470 12 34 56',
        invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' },
        shippingAddressSameAsInvoice: true,
      },
      orderlines: [bikes[i % 3]!, ...(i % 4 === 0 ? [bikes[(i + 1) % 3]!] : [])].map((b) => ({
        externalid: b.externalid, quantity: 1, range: null, model: 'x', category: 'bikes', family: 'x', shippingmethod: 'CONSUMER',
      })),
      locale: 'nl_BE', shippingMethod: 'CONSUMER', shipping: { consumer: true }, brand: 'ardenne',
      redirect: '/nl_BE/checkout/order', authRedirect: '/nl_BE/account', paymentMethod: 'online',
    });

    // The burst; the process dies as soon as the first order is answered, with the rest in flight.
    const port = api!.port;
    let killed = false;
    const burst = Array.from({ length: 40 }, (_, i) =>
      request(port, 'POST', '/consumer/v1/orders', body(i), { 'idempotency-key': `crash-burst-${i}-0000` }).then(
        (res) => {
          if (!killed && res.status === 201) {
            killed = true;
            api!.child.kill('SIGKILL');
          }
          return res.status;
        },
        () => 0,
      ),
    );
    const statuses = await Promise.all(burst);
    await api!.stop();
    expect(api!.child.signalCode).toBe('SIGKILL');
    // Some orders were cut off by the kill (no answer at all).
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);

    api = await startApi(bundle.file, env());

    // No half order: every order has its lines and a payment.
    const orders = await query<{ uuid: string; lines: number; payments: number }>(
      `select o.uuid, (select count(*) from order_lines l where l.order_uuid = o.uuid)::int as lines,
              (select count(*) from payments p where p.order_uuid = o.uuid)::int as payments
         from orders o where o.customer_email like 'burst%@example.com'`,
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.filter((o) => o.lines === 0 || o.payments === 0)).toEqual([]);

    // No lost unit: what is on the shelf plus what open reservations hold is what there was,
    // minus what was paid (nothing here).
    const held = async () =>
      Number((await query<{ n: string }>('select coalesce(sum(qty), 0) as n from stock_reservations where item_id = any($1::int[]) and released_at is null', [ids]))[0]!.n);
    const [{ paid }] = await query<{ paid: number }>(`select count(*)::int as paid from payments where status = 'paid'`);
    expect(paid).toBe(0);
    expect((await units()) + (await held())).toBe(startUnits);
    expect(await held()).toBeGreaterThan(0);

    // Every held unit belongs to an order whose open payment has an expiry.
    const unbounded = await query(
      `select r.order_uuid from stock_reservations r
        where r.released_at is null and not exists (
          select 1 from payments p where p.order_uuid = r.order_uuid and p.status in ('open', 'waiting_transfer') and p.expires_at is not null)`,
    );
    expect(unbounded).toEqual([]);

    // Time passes (PAYMENT_EXPIRY_MINUTES is at least a minute): the restarted server's sweep
    // releases every reservation once its payment expired, and every unit is back.
    await query(`update payments set expires_at = now() - interval '1 second' where status in ('open', 'waiting_transfer')`);
    const until = Date.now() + 15_000;
    while ((await held()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await held()).toBe(0);
    expect(await units()).toBe(startUnits);
    const [{ open }] = await query<{ open: number }>(`select count(*)::int as open from payments where status in ('open', 'waiting_transfer')`);
    expect(open).toBe(0);
  });
});
