import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import * as v from 'valibot';
import { adminDashboardQuerySchema, type AdminDashboard, type DashboardPeriod, type DashboardShare } from '@bike/shared/domain/admin-orders';
import { BRAND_KEYS } from '@bike/shared/domain/catalogue';
import { BRAND_DISPLAY_NAMES } from '@bike/shared/domain/brand-names';
import { definePage, ShopLink, type LoaderContext } from '@bike/shared/remote-kit';
import { Button, ErrorBox, PageHeader } from '@bike/shared/ui';
import { useAdminText, type Text } from '../admin-kit';
import { ShareChart } from './share-chart';

// uPlot comes with the time chart, after the numbers are on screen.
const TimeChart = lazy(() => import('./time-chart'));

type DashboardData = { query: Record<string, string>; dashboard: AdminDashboard | null; problems: string[] };

async function loadDashboard({ api, searchParams }: LoaderContext): Promise<DashboardData> {
  const query = Object.fromEntries([...searchParams].filter(([key]) => ['from', 'to', 'brand'].includes(key) && searchParams.get(key) !== ''));
  const parsed = v.safeParse(adminDashboardQuerySchema, query);
  if (!parsed.success) return { query, dashboard: null, problems: parsed.issues.map((i) => i.message) };
  try {
    return { query, dashboard: await api.get<AdminDashboard>('/b2c/v1/admin/dashboard', query), problems: [] };
  } catch {
    return { query, dashboard: null, problems: [] };
  }
}

function Tile({ label, value, link, testId }: { label: string; value: ReactNode; link?: { to: string; text: string }; testId?: string }) {
  return (
    <div className="admin-tile" data-testid={testId}>
      <span className="admin-tile__label">{label}</span>
      <strong className="admin-tile__value">{value}</strong>
      {link && <ShopLink to={link.to}>{link.text}</ShopLink>}
    </div>
  );
}

/** A chart with its heading and, below, the same numbers as a table (screen readers, exact figures). */
function ChartCard({ id, title, chart, table, t }: { id: string; title: string; chart: ReactNode; table: ReactNode; t: Text }) {
  return (
    <section className="admin-card admin-chart-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {chart}
      <details className="admin-chart-card__table">
        <summary>{t('admin.dashboard.asTable')}</summary>
        {table}
      </details>
    </section>
  );
}

function ShareTable({ rows, keyLabel, label, t, money }: { rows: DashboardShare[]; keyLabel: string; label: (key: string) => string; t: Text; money: (n: number) => string }) {
  return (
    <table className="admin-table">
      <thead>
        <tr><th scope="col">{keyLabel}</th><th scope="col" className="admin-table__num">{t('admin.dashboard.orders')}</th><th scope="col" className="admin-table__num">{t('admin.dashboard.revenue')}</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => <tr key={r.key}><th scope="row">{label(r.key)}</th><td className="admin-table__num">{r.orders}</td><td className="admin-table__num">{money(r.revenue)}</td></tr>)}
      </tbody>
    </table>
  );
}

function PeriodTable({ periods, t, money, day }: { periods: DashboardPeriod[]; t: Text; money: (n: number) => string; day: (d: string) => string }) {
  return (
    <table className="admin-table" data-testid="period-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.dashboard.period')}</th>
          <th scope="col" className="admin-table__num">{t('admin.dashboard.orders')}</th>
          <th scope="col" className="admin-table__num">{t('admin.dashboard.revenue')}</th>
          <th scope="col">{t('admin.dashboard.byCurrency')}</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((p) => (
          <tr key={p.start}>
            <th scope="row">{day(p.start)}</th>
            <td className="admin-table__num">{p.orders}</td>
            <td className="admin-table__num">{money(p.revenue.total)}</td>
            <td>{Object.entries(p.revenue.byCurrency).map(([c, a]) => `${a.toFixed(2)} ${c}`).join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Dashboard({ d }: { d: AdminDashboard }) {
  const { t, locale, date, number } = useAdminText();
  const [grain, setGrain] = useState<'day' | 'week'>('day');
  // Stable formatters: the chart redraws only when its numbers change.
  const money = useMemo(() => {
    const format = new Intl.NumberFormat(locale.split('_')[0], { style: 'currency', currency: d.reportingCurrency, maximumFractionDigits: 0 });
    return (n: number) => format.format(n);
  }, [locale, d.reportingCurrency]);
  const day = useCallback((iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale.split('_')[0], { day: 'numeric', month: 'short', timeZone: 'UTC' }), [locale]);
  const country = new Intl.DisplayNames([locale.split('_')[0]!], { type: 'region' });
  const brand = (key: string) => BRAND_DISPLAY_NAMES[key as keyof typeof BRAND_DISPLAY_NAMES] ?? key;
  const periods = grain === 'day' ? d.perDay : d.perWeek;
  const shares: [string, string, DashboardShare[], (k: string) => string][] = [
    ['by-country', t('admin.dashboard.byCountry'), d.byCountry, (k) => country.of(k) ?? k],
    ['by-brand', t('admin.dashboard.byBrand'), d.byBrand, brand],
    ['by-method', t('admin.dashboard.byPaymentMethod'), d.byPaymentMethod, (k) => t(`admin.paymentMethod.${k}`)],
  ];
  const rates = Object.entries(d.rates.perEur).filter(([c]) => c !== d.reportingCurrency);

  return (
    <>
      <div className="admin-tiles">
        <Tile testId="tile-orders" label={t('admin.dashboard.orders')} value={number(d.totals.orders)} />
        <Tile label={t('admin.dashboard.paidOrders')} value={number(d.totals.paidOrders)} />
        <Tile testId="tile-revenue" label={t('admin.dashboard.revenue')} value={money(d.totals.revenue.total)} />
        <Tile label={t('admin.dashboard.averageOrder')} value={money(d.totals.averageOrder)} />
        <Tile label={t('admin.dashboard.transfersWaiting')} value={number(d.transfersWaiting)} link={{ to: 'admin/orders?paymentStatus=waiting_transfer', text: t('admin.dashboard.open') }} />
        <Tile label={t('admin.dashboard.registrationsWaiting')} value={number(d.registrations.submitted)} link={{ to: 'admin/bike-registrations?status=submitted', text: t('admin.dashboard.open') }} />
        <Tile label={t('admin.dashboard.fanzoneWaiting')} value={number(d.fanzoneWaiting)} link={{ to: 'admin/fanzone?status=submitted', text: t('admin.dashboard.open') }} />
      </div>
      <p className="card__meta" data-testid="dashboard-rates">
        {t('admin.dashboard.rates', { currency: d.reportingCurrency, date: date(d.rates.asOf) })}
        {rates.length > 0 && ` ${rates.map(([c, r]) => `1 ${d.reportingCurrency} = ${r} ${c}`).join(' · ')}`}
        {' '}{t('admin.dashboard.readAt', { time: date(d.generatedAt, true) })}
      </p>

      <ChartCard
        id="per-period"
        t={t}
        title={t(grain === 'day' ? 'admin.dashboard.perDay' : 'admin.dashboard.perWeek')}
        chart={
          <>
            <div className="admin-tabs admin-tabs--small" role="group" aria-label={t('admin.dashboard.grain')}>
              {(['day', 'week'] as const).map((g) => (
                <button key={g} type="button" aria-pressed={grain === g} onClick={() => setGrain(g)}>{t(`admin.dashboard.grain.${g}`)}</button>
              ))}
            </div>
            <Suspense fallback={<div className="admin-chart admin-chart--loading" aria-busy="true" />}>
              <TimeChart periods={periods} periodLabel={t('admin.dashboard.period')} label={t(grain === 'day' ? 'admin.dashboard.perDay' : 'admin.dashboard.perWeek')} ordersLabel={t('admin.dashboard.orders')} revenueLabel={t('admin.dashboard.revenueIn', { currency: d.reportingCurrency })} formatMoney={money} formatDay={day} />
            </Suspense>
          </>
        }
        table={<PeriodTable periods={periods} t={t} money={money} day={day} />}
      />

      <div className="admin-grid">
        {shares.map(([id, title, rows, label]) => (
          <ChartCard
            key={id}
            id={id}
            t={t}
            title={title}
            chart={rows.length === 0 ? <p className="card__meta">{t('admin.dashboard.nothing')}</p> : <ShareChart labelledBy={id} rows={rows.map((r) => ({ key: r.key, label: label(r.key), value: r.revenue || r.orders, shown: r.revenue ? money(r.revenue) : String(r.orders) }))} />}
            table={<ShareTable rows={rows} keyLabel={title} label={label} t={t} money={money} />}
          />
        ))}
        <ChartCard
          id="by-status"
          t={t}
          title={t('admin.dashboard.byStatus')}
          chart={<ShareChart labelledBy="by-status" rows={d.byStatus.filter((s) => s.orders > 0).map((s) => ({ key: s.status, label: t(`admin.orderStatus.${s.status}`), value: s.orders, shown: String(s.orders) }))} />}
          table={
            <table className="admin-table">
              <tbody>{d.byStatus.map((s) => <tr key={s.status}><th scope="row"><ShopLink to={`admin/orders?status=${s.status}`}>{t(`admin.orderStatus.${s.status}`)}</ShopLink></th><td className="admin-table__num">{s.orders}</td></tr>)}</tbody>
            </table>
          }
        />
        <section className="admin-card" aria-labelledby="registrations">
          <h2 id="registrations">{t('admin.bikeRegistrations')}</h2>
          <dl className="admin-facts">
            {(['submitted', 'approved', 'rejected'] as const).map((s) => (
              <div key={s}><dt>{t(`admin.registrationStatus.${s}`)}</dt><dd>{number(d.registrations[s])}</dd></div>
            ))}
            <div><dt>{t('admin.dashboard.newInPeriod')}</dt><dd>{number(d.registrations.newInPeriod)}</dd></div>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="low-stock">
          <h2 id="low-stock">{t('admin.dashboard.lowStock')}</h2>
          {d.lowStock.length === 0 ? <p className="card__meta">{t('admin.dashboard.noLowStock')}</p> : (
            <table className="admin-table" data-testid="low-stock">
              <thead><tr><th scope="col">{t('admin.order.item')}</th><th scope="col" className="admin-table__num">{t('admin.dashboard.units')}</th></tr></thead>
              <tbody>
                {d.lowStock.map((s) => (
                  <tr key={`${s.itemId}-${s.size ?? ''}`}>
                    <th scope="row">{s.title}{s.size ? ` · ${s.size}` : ''}<br /><span className="card__meta">{s.externalid}</span></th>
                    <td className={`admin-table__num${s.qty === 0 ? ' admin-table__alert' : ''}`}>{s.qty}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * /admin/dashboard (issue 15 item 2): the period's orders and revenue per day or week as a
 * chart, their split by country, brand, payment method and status, what waits for an admin
 * (transfers, registrations, photos) and stock running low; every chart has its table.
 */
export const dashboardPage = definePage<DashboardData>({
  meta: () => ({ title: '', titleKey: 'admin.dashboard' }),
  loader: loadDashboard,
  Component: ({ data }) => {
    const { t, date } = useAdminText();
    const d = data.dashboard;
    return (
      <div className="page admin-page admin-dashboard" data-testid="admin-page">
        <PageHeader title={t('admin.dashboard')} intro={d ? t('admin.dashboard.intro', { from: date(d.from), to: date(d.to) }) : undefined} />
        <Form method="get" className="admin-filters" aria-label={t('admin.dashboard.periodForm')}>
          <label className="admin-field"><span>{t('admin.orders.filter.from')}</span><input type="date" name="from" defaultValue={data.query['from'] ?? d?.from ?? ''} /></label>
          <label className="admin-field"><span>{t('admin.orders.filter.to')}</span><input type="date" name="to" defaultValue={data.query['to'] ?? d?.to ?? ''} /></label>
          <label className="admin-field">
            <span>{t('admin.orders.filter.brand')}</span>
            <select name="brand" defaultValue={data.query['brand'] ?? ''}>
              <option value="">{t('admin.orders.filter.any')}</option>
              {BRAND_KEYS.map((b) => <option key={b} value={b}>{BRAND_DISPLAY_NAMES[b]}</option>)}
            </select>
          </label>
          <div className="admin-filters__actions"><Button type="submit">{t('admin.orders.filter.apply')}</Button></div>
        </Form>
        {data.problems.length > 0 ? (
          <ErrorBox title={t('admin.orders.badFilter')}><ul>{data.problems.map((p) => <li key={p}>{p}</li>)}</ul></ErrorBox>
        ) : d ? <Dashboard d={d} /> : <ErrorBox title={t('error.somethingWrong')} />}
      </div>
    );
  },
});
