import { Form } from 'react-router';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '@bike/shared/domain/order-status';
import { ADMIN_ORDER_FILTER_KEYS, type AdminOrderSort } from '@bike/shared/domain/admin-orders';
import { BRAND_KEYS } from '@bike/shared/domain/catalogue';
import { BRAND_DISPLAY_NAMES } from '@bike/shared/domain/brand-names';
import { ShopLink } from '@bike/shared/remote-kit';
import { Button, EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { StatusBadge, useAdminText } from '../admin-kit';
import { filterQuery, type OrdersData } from './orders-page';

type ListData = Extract<OrdersData, { kind: 'list' }>;

const toSearch = (query: Record<string, string>) => {
  const s = new URLSearchParams(query).toString();
  return s ? `?${s}` : '';
};

/** The filter form: a plain GET form, so the filters live in the URL (and work before the script). */
function OrderFilters({ query }: { query: Record<string, string> }) {
  const { t } = useAdminText();
  const select = (name: string, values: readonly string[], label: (value: string) => string) => (
    <label className="admin-field">
      <span>{t(`admin.orders.filter.${name}`)}</span>
      <select name={name} defaultValue={query[name] ?? ''}>
        <option value="">{t('admin.orders.filter.any')}</option>
        {values.map((value) => <option key={value} value={value}>{label(value)}</option>)}
      </select>
    </label>
  );
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={t('admin.orders.filters')}>
      <label className="admin-field admin-field--wide">
        <span>{t('admin.orders.filter.q')}</span>
        <input type="search" name="q" defaultValue={query['q'] ?? ''} maxLength={100} placeholder={t('admin.orders.filter.qHint')} />
      </label>
      {select('status', ORDER_STATUSES, (s) => t(`admin.orderStatus.${s}`))}
      {select('paymentStatus', PAYMENT_STATUSES, (s) => t(`admin.paymentStatus.${s}`))}
      {select('paymentMethod', ORDER_PAYMENT_METHODS, (m) => t(`admin.paymentMethod.${m}`))}
      {select('brand', BRAND_KEYS, (b) => BRAND_DISPLAY_NAMES[b as (typeof BRAND_KEYS)[number]])}
      <label className="admin-field admin-field--narrow">
        <span>{t('admin.orders.filter.country')}</span>
        <input name="country" defaultValue={query['country'] ?? ''} maxLength={2} placeholder="BE" autoCapitalize="characters" />
      </label>
      <label className="admin-field">
        <span>{t('admin.orders.filter.from')}</span>
        <input type="date" name="from" defaultValue={query['from'] ?? ''} />
      </label>
      <label className="admin-field">
        <span>{t('admin.orders.filter.to')}</span>
        <input type="date" name="to" defaultValue={query['to'] ?? ''} />
      </label>
      {query['sort'] && <input type="hidden" name="sort" value={query['sort']} />}
      {query['dir'] && <input type="hidden" name="dir" value={query['dir']} />}
      <div className="admin-filters__actions">
        <Button type="submit">{t('admin.orders.filter.apply')}</Button>
        <ShopLink to="admin/orders" className="btn btn--ghost">{t('admin.orders.filter.clear')}</ShopLink>
      </div>
    </Form>
  );
}

/** A column heading that sorts the list by it (again: the other way round). */
function SortHeading({ column, label, query }: { column: AdminOrderSort; label: string; query: Record<string, string> }) {
  const current = (query['sort'] ?? 'createdAt') === column;
  const dir = query['dir'] ?? (column === 'createdAt' ? 'desc' : 'asc');
  const next = current ? (dir === 'asc' ? 'desc' : 'asc') : column === 'createdAt' ? 'desc' : 'asc';
  const { page: _page, ...rest } = query;
  return (
    <th scope="col" aria-sort={current ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <ShopLink to={`admin/orders${toSearch({ ...rest, sort: column, dir: next })}`}>
        {label} {current ? (dir === 'asc' ? '▲' : '▼') : ''}
      </ShopLink>
    </th>
  );
}

export function OrderList({ data }: { data: ListData }) {
  const { t, money, stamp, number, locale } = useAdminText();
  const { query, list } = data;
  const country = new Intl.DisplayNames([locale.split('_')[0]!], { type: 'region' });
  const exportQuery = data.filters ? filterQuery(data.filters, ADMIN_ORDER_FILTER_KEYS) : {};
  const pageLink = (page: number) => `admin/orders${toSearch({ ...query, page: String(page) })}`;

  return (
    <div className="page admin-page admin-orders" data-testid="admin-page">
      <PageHeader title={t('admin.orders')} intro={t('admin.orders.intro')}>
        {data.filters && (
          <a className="btn btn--secondary" href={`/b2c/v1/admin/orders/export.csv${toSearch(exportQuery)}`} download data-testid="orders-csv">
            {t('admin.orders.csv')}
          </a>
        )}
      </PageHeader>
      <OrderFilters query={query} />
      {data.problems.length > 0 ? (
        <ErrorBox title={t('admin.orders.badFilter')}>
          <ul>{data.problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </ErrorBox>
      ) : !list ? (
        <ErrorBox title={t('error.somethingWrong')} />
      ) : list.total === 0 ? (
        <EmptyState title={t('admin.orders.none')} />
      ) : (
        <>
          <p className="card__meta" role="status">{t('admin.orders.count', { count: list.total, shown: number(list.total) })}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="orders-table">
              <caption className="visually-hidden">{t('admin.orders')}</caption>
              <thead>
                <tr>
                  <SortHeading column="id" label={t('admin.orders.col.order')} query={query} />
                  <SortHeading column="createdAt" label={t('admin.orders.col.date')} query={query} />
                  <th scope="col">{t('admin.orders.col.customer')}</th>
                  <th scope="col">{t('admin.orders.col.country')}</th>
                  <th scope="col">{t('admin.orders.col.brand')}</th>
                  <SortHeading column="status" label={t('admin.orders.col.status')} query={query} />
                  <th scope="col">{t('admin.orders.col.payment')}</th>
                  <SortHeading column="total" label={t('admin.orders.col.total')} query={query} />
                </tr>
              </thead>
              <tbody>
                {list.orders.map((o) => (
                  <tr key={o.uuid}>
                    <th scope="row" className="admin-table__nowrap"><ShopLink to={`admin/orders?order=${o.uuid}`}>{o.id}</ShopLink></th>
                    <td className="admin-table__nowrap"><time dateTime={o.createdAt}>{stamp(o.createdAt)}</time></td>
                    <td>{o.customer.firstName} {o.customer.lastName}<br /><span className="card__meta">{o.customer.company ?? o.customer.email}</span></td>
                    <td title={country.of(o.country) ?? o.country}>{o.country}</td>
                    <td>{BRAND_DISPLAY_NAMES[o.brand as keyof typeof BRAND_DISPLAY_NAMES] ?? o.brand}</td>
                    <td><StatusBadge status={o.status} label={t(`admin.orderStatus.${o.status}`)} /></td>
                    <td>{t(`admin.paymentMethod.${o.paymentMethod}`)}<br /><span className="card__meta">{t(`admin.paymentStatus.${o.paymentStatus}`)}</span></td>
                    <td className="admin-table__num">{money(o.total, o.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.pages > 1 && (
            <nav className="admin-pager" aria-label={t('admin.pages')}>
              {list.page > 1 && <ShopLink to={pageLink(list.page - 1)} rel="prev">{t('admin.previous')}</ShopLink>}
              <span>{t('admin.pageOf', { page: list.page, pages: list.pages })}</span>
              {list.page < list.pages && <ShopLink to={pageLink(list.page + 1)} rel="next">{t('admin.next')}</ShopLink>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
