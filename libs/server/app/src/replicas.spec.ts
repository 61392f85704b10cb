import { FACTORY_STOCK_DELIVERY, SHOP_MAX_PAGE_SIZE } from '@bike/shared/domain';
import { signedEvent } from '@bike/server/orders';
import { startFakeS3, type FakeS3 } from '@bike/server/uploads/testing';
import sharp from 'sharp';
import { bundleApi, request, roundRobinProxy, seedThrough, startApi, throwawayDatabase, type ApiProcess } from './replica-harness';

/**
 * "More than one server" (issue 10): two API processes (apps/api/src/main.ts) on one PostgreSQL
 * behind a round-robin proxy. Shared state must live in the database: rate limits, the
 * payment-expiry sweep's claim, idempotency and webhook replays, and cache invalidation. Uploads
 * cannot live on one replica's disk: every replica stores them in one S3 bucket (a fake S3 on
 * loopback that checks SigV4 signatures, fake-s3.ts), and a file uploaded through one replica is
 * read through the other (issue 29). Runs only with TEST_DATABASE_URL
 * (tools/scripts/test-postgres.sh sets it in CI).
 */
const serverUrl = process.env['TEST_DATABASE_URL'];
const describeOnPostgres = serverUrl ? describe : describe.skip;

jest.setTimeout(180_000);

const WEBHOOK_SECRET = 'replicas-test-webhook-secret';

describeOnPostgres('two API replicas on one PostgreSQL', () => {
  let bundle: Awaited<ReturnType<typeof bundleApi>>;
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  const replicas: ApiProcess[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  let s3: FakeS3;

  const via = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => request(proxy.port, method, url, body, headers);
  const onReplica = (index: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    via(method, url, body, { ...headers, 'x-replica': String(index) });
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    [bundle, database, s3] = await Promise.all([bundleApi(), throwawayDatabase(serverUrl!), startFakeS3()]);
    const env = {
      // Several replicas share uploads only through S3 (the README's production checklist).
      ...s3.env,
      DATABASE_URL: database.url,
      JWT_SECRET: 'replicas-test-jwt-secret-replicas-test',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_EXPIRY_INTERVAL_SECONDS: '1',
      // Long TTLs: only invalidation can explain a fresh answer.
      FILTER_CACHE_MS: '600000',
      FAMILIES_CACHE_MS: '600000',
      FACTORY_STOCK_MS: '600000',
      CATALOGUE_PROBE_MS: '600000',
    };
    // The seed command writes the demo shop; the first replica finds it migrated, the second too.
    await seedThrough(bundle.seedFile, env);
    replicas.push(await startApi(bundle.file, env));
    replicas.push(await startApi(bundle.file, env));
    proxy = await roundRobinProxy(() => replicas.map((r) => r.port));
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(replicas.map((r) => r.stop()));
    await database?.drop();
    await s3?.close();
    bundle?.cleanup();
  });

  /** An ardenne bike priced in EUR with exactly `qty` factory units in its first size, which is what an order names (issue 32: no bike without a size). */
  async function stockedBike(qty: number, skip: number): Promise<{ id: number; externalid: string; sizeExternalid: string; familycode: string }> {
    const [item] = await query<{ id: number; externalid: string; sizeExternalid: string; familycode: string; size_id: number }>(
      `select i.id, i.externalid, z.externalid as "sizeExternalid", i.familycode, z.id as size_id from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
        join lateral (select s.id, s.externalid from item_sizes s where s.item_id = i.id order by s.position, s.id limit 1) z on true
        where i.brandkey = 'ardenne' and i.itemtype = 'bike' and i.category <> 'outlet' and i.voucherbannerimage is null
        order by i.id offset $1 limit 1`,
      [skip],
    );
    await query('update stock set qty = 0 where item_id = $1', [item!.id]);
    await query('insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values ($1, $2, null, $3, 1, 9999999)', [item!.id, item!.size_id, qty]);
    return item!;
  }

  const orderBody = (externalid: string, email: string) => ({
    consumer: {
      customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email, phone: '+32 470 12 34 56',
      invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' },
      shippingAddressSameAsInvoice: true,
    },
    orderlines: [{ externalid, quantity: 1, range: null, model: 'x', category: 'bikes', family: 'x', shippingmethod: 'CONSUMER' }],
    locale: 'nl_BE', shippingMethod: 'CONSUMER', shipping: { consumer: true }, brand: 'ardenne',
    redirect: '/nl_BE/checkout/order', authRedirect: '/nl_BE/account', paymentMethod: 'online',
  });

  it('(a) shares rate limits: alternating replicas refuse at the same total as one replica', async () => {
    // The discount lookup allows 20 wrong codes per address per 15 minutes (discount-limits.ts).
    const answers: { status: number; replica: string }[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await via('GET', `/v1/discount/NOSUCH${i}`);
      answers.push({ status: res.status, replica: String(res.headers['x-replica']) });
    }
    expect(new Set(answers.map((a) => a.replica))).toEqual(new Set(['0', '1']));
    expect(answers.slice(0, 20).every((a) => a.status === 404)).toBe(true);
    // Each replica alone would have allowed 20 more; together they stop at 20.
    expect(answers.slice(20).map((a) => a.status)).toEqual([429, 429, 429, 429]);
    const [{ n }] = await query<{ n: number }>('select count(*)::int as n from rate_limit_counters');
    expect(n).toBeGreaterThan(0);
  });

  it('(b) runs the payment-expiry sweep once per interval across the replicas', async () => {
    const runs = async () => Number((await query<{ runs: string }>(`select runs from job_runs where name = 'payment-expiry'`))[0]?.runs ?? 0);
    const first = await runs();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const seconds = (Date.now() - started) / 1000;
    const swept = (await runs()) - first;
    // Two replicas ticking every second would sweep about 10 times without the claim.
    expect(swept).toBeGreaterThanOrEqual(Math.floor(seconds) - 2);
    expect(swept).toBeLessThanOrEqual(Math.ceil(seconds / 0.9) + 1);
  });

  it('(c) answers an idempotent order and a payment webhook replayed to the other replica once', async () => {
    const bike = await stockedBike(5, 0);
    const body = orderBody(bike.sizeExternalid, 'replay@example.com');
    const key = 'replicas-replay-key-0001';
    const [first, second] = await Promise.all([
      onReplica(0, 'POST', '/consumer/v1/orders', body, { 'idempotency-key': key }),
      onReplica(1, 'POST', '/consumer/v1/orders', body, { 'idempotency-key': key }),
    ]);
    // One places the order, the other answers it as a replay (whichever replica came first).
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.json().result.order.uuid).toBe(second.json().result.order.uuid);
    const later = await onReplica(1, 'POST', '/consumer/v1/orders', body, { 'idempotency-key': key });
    expect(later.headers['idempotent-replayed']).toBe('true');
    const orders = await query<{ uuid: string }>('select uuid from orders where idempotency_key = $1', [key]);
    expect(orders).toHaveLength(1);
    const [{ qty }] = await query<{ qty: number }>('select sum(qty)::int as qty from stock where item_id = $1', [bike.id]);
    expect(qty).toBe(4);

    const [payment] = await query<{ uuid: string }>('select uuid from payments where order_uuid = $1', [orders[0]!.uuid]);
    const event = signedEvent(WEBHOOK_SECRET, payment!.uuid, 'paid');
    const headers = { 'x-payment-timestamp': event.timestamp, 'x-payment-signature': event.signature };
    const paid = await onReplica(0, 'POST', '/payments/webhook', event.body, headers);
    expect(paid.status).toBe(200);
    const replayed = await onReplica(1, 'POST', '/payments/webhook', event.body, headers);
    expect(replayed.status).toBeGreaterThanOrEqual(400);
    expect(replayed.json().error.code).toBe('WEBHOOK_REPLAYED');
    const [state] = await query<{ status: string; updated_at: Date }>('select status, updated_at from payments where uuid = $1', [payment!.uuid]);
    expect(state!.status).toBe('paid');
    const events = await query('select id from payment_webhook_events where payment_uuid = $1', [payment!.uuid]);
    expect(events).toHaveLength(1);
  });

  it('(d) invalidates shop filter answers, factory stock and families on every replica', async () => {
    const bike = await stockedBike(3, 1);
    // The bike's family with factory stock: a short list that holds the bike while it has units.
    const filter = { filters: { deliveryDate: FACTORY_STOCK_DELIVERY, family: [bike.familycode] }, pageSize: SHOP_MAX_PAGE_SIZE };
    const factoryIds = async (replica: number) => {
      const res = await onReplica(replica, 'POST', '/consumer/v1/items/attributes?locale=en_GB', filter, { 'x-brand': 'ardenne' });
      expect(res.status).toBe(200);
      return (res.json().result.items as { externalid: string }[]).map((i) => i.externalid);
    };
    const familyTitles = async (replica: number) => {
      const res = await onReplica(replica, 'GET', '/V1/families?locale=en_GB&brand=ardenne&view=menu');
      expect(res.status).toBe(200);
      return JSON.stringify(res.json().result);
    };
    // Both replicas fill their caches (and would keep them for 10 minutes).
    for (const replica of [0, 1]) {
      expect(await factoryIds(replica)).toContain(bike.externalid);
      expect(await familyTitles(replica)).not.toContain('Renamed by the replicas test');
    }
    const eventually = async (check: () => Promise<boolean>) => {
      const until = Date.now() + 5_000;
      while (!(await check())) {
        if (Date.now() > until) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return true;
    };

    // Stock changes straight in the database (an import, an admin): both replicas see it.
    await query('update stock set qty = 0 where item_id = $1', [bike.id]);
    for (const replica of [0, 1]) expect(await eventually(async () => !(await factoryIds(replica)).includes(bike.externalid))).toBe(true);

    // Stock taken by an order on one replica shows on the other.
    await query('update stock set qty = 1 where id = (select max(id) from stock where item_id = $1 and dealer_id is null and distance >= 9999999)', [bike.id]);
    for (const replica of [0, 1]) expect(await eventually(async () => (await factoryIds(replica)).includes(bike.externalid))).toBe(true);
    const order = await onReplica(0, 'POST', '/consumer/v1/orders', orderBody(bike.sizeExternalid, 'last-unit@example.com'));
    expect(order.status).toBe(201);
    expect(await eventually(async () => !(await factoryIds(1)).includes(bike.externalid))).toBe(true);

    // The catalogue changes (a family renamed by SQL): every replica's families tree follows.
    await query(`update families set title = 'Renamed by the replicas test' where id = (select min(id) from families where brand = 'ardenne')`);
    for (const replica of [0, 1]) expect(await eventually(async () => (await familyTitles(replica)).includes('Renamed by the replicas test'))).toBe(true);
  });

  it('(e) stores uploads in the shared S3 bucket: a photo uploaded through one replica is read through the other', async () => {
    // A rider of its own (registered through replica 0, activated as the mailed link would).
    const email = `uploader.${Date.now()}@example.com`;
    const password = 'Quiet-Harbour-Lantern-2026';
    const registered = await onReplica(0, 'POST', '/b2c/v1/users', { email, password, firstName: 'Lien', lastName: 'Peeters', locale: 'nl_BE' });
    expect(registered.status).toBe(201);
    await query('update users set active = true, email_verified_at = now() where email = $1', [email]);
    const login = await onReplica(1, 'POST', '/b2c/v1/auth/login', { email, password });
    expect(login.status).toBe(200);
    const authorization = `Bearer ${login.json().result.access as string}`;

    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ride.jpg');
    const base = `http://127.0.0.1:${proxy.port}`;
    const uploaded = await fetch(`${base}/b2c/v1/upload/fanzone`, { method: 'POST', body: form, headers: { authorization, 'x-replica': '0' } });
    expect(uploaded.headers.get('x-replica')).toBe('0');
    const uploadAnswer = await uploaded.text();
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${uploadAnswer}\n${replicas[0]!.output()}`);
    const [view] = JSON.parse(uploadAnswer).result as Array<{ id: string; url: string; thumbnails: Record<string, string> }>;

    // The original and its thumbnails went to the bucket, with signed PUTs, not to a disk.
    const [row] = await query<{ storage_key: string; content_type: string }>('select storage_key, content_type from uploads where id = $1', [view!.id]);
    const stored = s3.objects.get(row!.storage_key);
    expect(stored).toBeDefined();
    expect(stored!.contentType).toBe(row!.content_type);
    const puts = s3.requests.filter((r) => r.method === 'PUT' && r.url.includes(view!.id));
    expect(puts.length).toBe(1 + Object.keys(view!.thumbnails).length);
    expect(puts.every((r) => r.status === 200 && r.signedHeaders.includes('x-amz-content-sha256'))).toBe(true);

    // Replica 1 never saw the upload request; it reads the same bytes back from the bucket.
    const gets = s3.requests.filter((r) => r.method === 'GET').length;
    const original = await fetch(`${base}${view!.url}`, { headers: { authorization, 'x-replica': '1' } });
    expect(original.headers.get('x-replica')).toBe('1');
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe(stored!.contentType);
    expect(Buffer.from(await original.arrayBuffer()).equals(stored!.body)).toBe(true);
    const [size, thumbnailUrl] = Object.entries(view!.thumbnails)[0]!;
    const thumbnail = await fetch(`${base}${thumbnailUrl}`, { headers: { authorization, 'x-replica': '1' } });
    expect(thumbnail.status).toBe(200);
    const [width, height] = size.split('x').map(Number);
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    expect(s3.requests.filter((r) => r.method === 'GET').length).toBe(gets + 2);
  });
});
