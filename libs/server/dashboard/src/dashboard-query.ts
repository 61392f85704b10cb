/**
 * The admin dashboard's numbers (issue 15 item 2) in five reads that run side by side:
 *   1. the orders of the period, grouped five ways in one scan (GROUPING SETS): per day and
 *      currency, per country, per brand, per payment method, per status;
 *   2. bike registrations per status, and the new ones of the period;
 *   3. fan-zone photos waiting for moderation;
 *   4. bank transfers waiting for their money;
 *   5. factory stock running low.
 * The SQL names the other libraries' tables directly: the dashboard only reads them, and one
 * grouped statement says more plainly than five query builders what is counted.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_DEFAULT_DAYS, EUR_RATES, LOW_STOCK_UNITS, ORDER_STATUSES, REFERENCE_RATES_AS_OF, SOLD_ORDER_STATUSES,
  type AdminDashboard, type DashboardPeriod, type DashboardShare, type MoneyByCurrency, type OrderStatus,
} from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';

const DAY_MS = 86_400_000;
export const REPORTING_CURRENCY = 'EUR';

export interface DashboardRange { from: string; to: string; brand: string | null }

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The period asked for, or the last 30 days up to today (UTC). */
export function dashboardRange(query: { from?: string; to?: string; brand?: string }, now = Date.now()): DashboardRange {
  const to = query.to ?? (query.from ? isoDay(Math.min(now, dayMs(query.from) + (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS)) : isoDay(now));
  const from = query.from ?? isoDay(dayMs(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  return { from, to, brand: query.brand ?? null };
}

/** The Monday of a day's ISO week. */
export const weekStart = (day: string): string => {
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoDay(ms - weekday * DAY_MS);
};

/** Money in several currencies, with its total converted at the reference rates (cents in, major units out). */
function money(centsByCurrency: Map<string, number>): MoneyByCurrency {
  const byCurrency: Record<string, number> = {};
  let total = 0;
  for (const [currency, cents] of centsByCurrency) {
    byCurrency[currency] = cents / 100;
    const rate = EUR_RATES[currency];
    // A currency without a rate stays in its own column and out of the total (never a guess).
    if (rate) total += cents / 100 / rate;
  }
  return { byCurrency, total: Math.round(total * 100) / 100 };
}

const eurCents = (cents: number, currency: string) => (EUR_RATES[currency] ? cents / EUR_RATES[currency]! : 0);

interface GroupedRow {
  g_day: number; g_country: number; g_brand: number; g_method: number;
  day: string | null; country: string | null; brand: string | null; payment_method: string | null; status: string | null; currency: string | null;
  orders: number; paid: number; cents: string | number;
}

async function groupedOrders(db: Db, range: DashboardRange, brand: SQL) {
  const sold = sql.join(SOLD_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `);
  const rows = rowsOf<GroupedRow>(
    await db.transaction(async (tx) => {
      // A quarter of a large shop's orders is tens of thousands of rows: enough memory to group
      // them by hashing, instead of sorting five times through temporary files.
      await tx.execute(sql`set local work_mem = '32MB'`);
      return tx.execute(sql`
      with o as (
        select (created_at at time zone 'UTC')::date as day, shipping_address->>'country' as country, brand,
               payment_method, status, currency, to_pay_cents, status in (${sold}) as sold
          from orders
         where created_at >= ${`${range.from}T00:00:00Z`}::timestamptz
           and created_at < ${`${range.to}T00:00:00Z`}::timestamptz + interval '1 day' ${brand}
      )
      select grouping(day)::int as g_day, grouping(country)::int as g_country, grouping(brand)::int as g_brand,
             grouping(payment_method)::int as g_method, day::text as day, country, brand, payment_method, status, currency,
             count(*)::int as orders, (count(*) filter (where sold))::int as paid,
             coalesce(sum(to_pay_cents) filter (where sold), 0) as cents
        from o
       group by grouping sets ((day, currency), (country, currency), (brand, currency), (payment_method, currency), (status))`);
    }),
  );
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
}

/** Every day of the period, with nothing sold on a quiet day rather than a gap in the chart. */
function perDayOf(range: DashboardRange, rows: Awaited<ReturnType<typeof groupedOrders>>): DashboardPeriod[] {
  const days = new Map<string, { orders: number; cents: Map<string, number> }>();
  for (let ms = dayMs(range.from); ms <= dayMs(range.to); ms += DAY_MS) days.set(isoDay(ms), { orders: 0, cents: new Map() });
  for (const r of rows) {
    const day = days.get(r.day!);
    if (!day) continue;
    day.orders += r.orders;
    if (r.cents) day.cents.set(r.currency!, (day.cents.get(r.currency!) ?? 0) + r.cents);
  }
  return [...days].map(([start, d]) => ({ start, orders: d.orders, revenue: money(d.cents) }));
}

function perWeekOf(perDay: DashboardPeriod[]): DashboardPeriod[] {
  const weeks = new Map<string, { orders: number; cents: Map<string, number> }>();
  for (const d of perDay) {
    const week = weeks.get(weekStart(d.start)) ?? { orders: 0, cents: new Map<string, number>() };
    week.orders += d.orders;
    for (const [currency, amount] of Object.entries(d.revenue.byCurrency)) week.cents.set(currency, (week.cents.get(currency) ?? 0) + Math.round(amount * 100));
    weeks.set(weekStart(d.start), week);
  }
  return [...weeks].map(([start, w]) => ({ start, orders: w.orders, revenue: money(w.cents) }));
}

/** One dimension's rows folded over currencies: orders and revenue in the reporting currency, biggest first. */
function shares(rows: Awaited<ReturnType<typeof groupedOrders>>, key: (r: GroupedRow) => string | null): DashboardShare[] {
  const byKey = new Map<string, { orders: number; eur: number }>();
  for (const r of rows) {
    const k = key(r) ?? '—';
    const share = byKey.get(k) ?? { orders: 0, eur: 0 };
    share.orders += r.orders;
    share.eur += eurCents(r.cents, r.currency!);
    byKey.set(k, share);
  }
  return [...byKey]
    .map(([k, s]) => ({ key: k, orders: s.orders, revenue: Math.round(s.eur) / 100 }))
    .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || a.key.localeCompare(b.key));
}

export async function adminDashboard(db: Db, range: DashboardRange): Promise<AdminDashboard> {
  const brandOf = (column: string) => (range.brand ? sql`and ${sql.raw(column)} = ${range.brand}` : sql``);
  const periodStart = `${range.from}T00:00:00Z`;
  const [grouped, registrations, [fanzone], [transfers], lowStock] = await Promise.all([
    groupedOrders(db, range, brandOf('brand')),
    db.execute(sql`
      select status, count(*)::int as n,
             (count(*) filter (where created_at >= ${periodStart}::timestamptz and created_at < ${`${range.to}T00:00:00Z`}::timestamptz + interval '1 day'))::int as fresh
        from bike_registrations where true ${brandOf('brand')} group by status`).then((r) => rowsOf<{ status: string; n: number; fresh: number }>(r)),
    db.execute(sql`select count(*)::int as n from fanzone_submissions where status = 'submitted' ${brandOf('brand')}`).then((r) => rowsOf<{ n: number }>(r)),
    db.execute(sql`select count(*)::int as n from orders where status = 'pending' and payment_status = 'waiting_transfer' ${brandOf('brand')}`).then((r) => rowsOf<{ n: number }>(r)),
    // The emptiest factory rows first (stock_factory_low_idx), then what they are.
    db.execute(sql`
      select s.item_id, i.title, i.externalid, z.size, s.qty
        from (select item_id, size_id, qty from stock st
               where st.dealer_id is null and st.qty <= ${LOW_STOCK_UNITS}
                 ${range.brand ? sql`and exists (select 1 from items bi where bi.id = st.item_id and bi.brandkey = ${range.brand})` : sql``}
               order by st.qty, st.id limit 12) s
        join items i on i.id = s.item_id left join item_sizes z on z.id = s.size_id
       order by s.qty, i.title, z.size`).then((r) => rowsOf<{ item_id: number; title: string; externalid: string; size: string | null; qty: number }>(r)),
  ]);

  const set = (pick: (r: GroupedRow) => boolean) => grouped.filter(pick);
  const byDay = set((r) => r.g_day === 0);
  const perDay = perDayOf(range, byDay);
  const soldCents = new Map<string, number>();
  for (const r of byDay) if (r.cents) soldCents.set(r.currency!, (soldCents.get(r.currency!) ?? 0) + r.cents);
  const orders = byDay.reduce((n, r) => n + r.orders, 0);
  const paidOrders = byDay.reduce((n, r) => n + r.paid, 0);
  const revenue = money(soldCents);
  const statusRows = set((r) => r.g_day === 1 && r.g_country === 1 && r.g_brand === 1 && r.g_method === 1);
  const regCount = (status: string) => registrations.find((r) => r.status === status)?.n ?? 0;

  return {
    from: range.from,
    to: range.to,
    brand: range.brand,
    generatedAt: new Date().toISOString(),
    reportingCurrency: REPORTING_CURRENCY,
    rates: { asOf: REFERENCE_RATES_AS_OF, perEur: Object.fromEntries([...soldCents.keys()].sort().map((c) => [c, EUR_RATES[c] ?? 0])) },
    totals: { orders, paidOrders, revenue, averageOrder: paidOrders ? Math.round((revenue.total / paidOrders) * 100) / 100 : 0 },
    perDay,
    perWeek: perWeekOf(perDay),
    byCountry: shares(set((r) => r.g_country === 0), (r) => r.country),
    byBrand: shares(set((r) => r.g_brand === 0), (r) => r.brand),
    byPaymentMethod: shares(set((r) => r.g_method === 0), (r) => r.payment_method),
    byStatus: ORDER_STATUSES.map((status: OrderStatus) => ({ status, orders: statusRows.find((r) => r.status === status)?.orders ?? 0 })),
    registrations: {
      submitted: regCount('submitted'),
      approved: regCount('approved'),
      rejected: regCount('rejected'),
      newInPeriod: registrations.reduce((n, r) => n + r.fresh, 0),
    },
    fanzoneWaiting: fanzone?.n ?? 0,
    transfersWaiting: transfers?.n ?? 0,
    lowStock: lowStock.map((s) => ({ itemId: s.item_id, title: s.title, externalid: s.externalid, size: s.size, qty: s.qty })),
  };
}
