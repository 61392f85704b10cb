import * as v from 'valibot';
import {
  adminOrdersQuerySchema, ADMIN_ORDER_FILTER_KEYS,
  type AdminOrderDetail, type AdminOrdersPage, type AdminOrdersQuery,
} from '@bike/shared/domain/admin-orders';
import { definePage, type LoaderContext } from '@bike/shared/remote-kit';
import { OrderList } from './order-list';
import { OrderDetail } from './order-detail';

export type OrdersData =
  | { kind: 'detail'; detail: AdminOrderDetail }
  | { kind: 'list'; query: Record<string, string>; filters: AdminOrdersQuery | null; list: AdminOrdersPage | null; problems: string[] };

/** The URL's filters as the API takes them (every value a string; empty ones left out). */
export function filterQuery(filters: Partial<AdminOrdersQuery>, keys: readonly string[] = [...ADMIN_ORDER_FILTER_KEYS, 'sort', 'dir', 'page']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = filters[key as keyof AdminOrdersQuery];
    if (value !== undefined && value !== null && value !== '' && !(key === 'page' && value === 1)) out[key] = String(value);
  }
  return out;
}

async function loadOrders({ api, searchParams }: LoaderContext): Promise<OrdersData> {
  const uuid = searchParams.get('order');
  if (uuid) return { kind: 'detail', detail: await api.get<AdminOrderDetail>(`/b2c/v1/admin/orders/${encodeURIComponent(uuid)}`) };
  const query = Object.fromEntries([...searchParams].filter(([key]) => key !== 'order'));
  // The API's own schema reads the URL: a bad filter is named on the page, not sent.
  const parsed = v.safeParse(adminOrdersQuerySchema, query);
  if (!parsed.success) return { kind: 'list', query, filters: null, list: null, problems: parsed.issues.map((i) => i.message) };
  try {
    return { kind: 'list', query, filters: parsed.output, list: await api.get<AdminOrdersPage>('/b2c/v1/admin/orders', filterQuery(parsed.output)), problems: [] };
  } catch {
    return { kind: 'list', query, filters: parsed.output, list: null, problems: [] };
  }
}

/**
 * /admin/orders (issue 15 item 3): the list with its filters in the URL (a link shows the same
 * list to another admin), and with ?order={uuid} one order's detail, where its status moves
 * along the transition table and a bank transfer is marked paid.
 */
export const ordersPage = definePage<OrdersData>({
  meta: () => ({ title: '', titleKey: 'admin.orders' }),
  loader: loadOrders,
  Component: ({ data }) => (data.kind === 'detail' ? <OrderDetail initial={data.detail} /> : <OrderList data={data} />),
});
