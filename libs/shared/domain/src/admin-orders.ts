/**
 * The admin's order list and dashboard (issue 15): the filters of GET /b2c/v1/admin/orders (the
 * same schema reads the URL in the admin remote and the query on the server, so a link an admin
 * shares means the same list everywhere), and the answer shapes of the list, the detail and the
 * dashboard.
 */
import * as v from 'valibot';
import { accountMessages } from './account';
import { BRAND_KEYS } from './catalogue';
import { hasControlCharacters } from './fanzone';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderPaymentMethod, type OrderStatus, type PaymentStatus } from './order-status';

/** Orders per page of the admin list. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
/** Pages beyond this are refused: a filter finds an order faster than paging to it. */
export const ADMIN_ORDERS_MAX_PAGE = 2000;
/** Rows in one CSV export; a wider export is refused with a hint to filter. */
export const ADMIN_ORDERS_CSV_MAX = 100_000;
export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status', 'id'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An optional text from a query string: absent or blank is undefined; arrays (a repeated key) are refused. */
export const queryText = <T extends v.GenericSchema<string, unknown>>(field: string, inner: T) =>
  v.optional(
    v.pipe(
      v.string(accountMessages.invalid(field)),
      v.transform((value) => value.normalize('NFC').trim()),
      v.transform((value) => (value === '' ? undefined : value)),
      v.union([v.undefined(), inner], accountMessages.invalid(field)),
    ),
  );

/** One of a list of values, or absent (admin list filters). */
export const queryChoice = <T extends readonly string[]>(field: string, values: T) => queryText(field, v.picklist(values, accountMessages.invalid(field)));

/** An ISO day, or absent. */
export const queryDay = (field: string) => queryText(field, v.pipe(v.string(), v.check(isRealDay, accountMessages.invalid(field))));

/** A page number of an admin list, 1 to `max`; absent is 1. */
export const queryPageField = (max: number) =>
  v.optional(
    v.pipe(
      v.string(accountMessages.invalid('Page')),
      v.regex(/^\d{1,4}$/, accountMessages.invalid('Page')),
      v.transform(Number),
      v.minValue(1, accountMessages.invalid('Page')),
      v.maxValue(max, accountMessages.invalid('Page')),
    ),
    '1',
  );

const pageField = queryPageField(ADMIN_ORDERS_MAX_PAGE);

/**
 * The list's filters as they come in a query string (every value a string). Normalised first
 * (NFC, trimmed, country upper-cased), then checked; unknown keys are ignored (a tracking
 * parameter on a shared link must not break the list).
 */
export const adminOrdersQuerySchema = v.pipe(
  v.object({
    q: queryText(
      'Search',
      v.pipe(
        v.string(),
        v.maxLength(100, accountMessages.maxLength('Search', 100)),
        v.check((value) => !hasControlCharacters(value), accountMessages.invalid('Search')),
      ),
    ),
    status: queryChoice('Status', ORDER_STATUSES),
    paymentStatus: queryChoice('Payment status', PAYMENT_STATUSES),
    paymentMethod: queryChoice('Payment method', ORDER_PAYMENT_METHODS),
    brand: queryChoice('Brand', BRAND_KEYS),
    country: queryText('Country', v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, accountMessages.invalid('Country')))),
    from: queryDay('From'),
    to: queryDay('To'),
    sort: queryChoice('Sort', ADMIN_ORDER_SORTS),
    dir: queryChoice('Direction', ['asc', 'desc'] as const),
    page: pageField,
  }),
  v.check((f) => !f.from || !f.to || f.from <= f.to, accountMessages.invalid('To')),
);
export type AdminOrdersQuery = v.InferOutput<typeof adminOrdersQuerySchema>;

/** The filters that narrow the list (not its order or page): what the CSV export takes too. */
export const ADMIN_ORDER_FILTER_KEYS = ['q', 'status', 'paymentStatus', 'paymentMethod', 'brand', 'country', 'from', 'to'] as const;

/** One row of the admin list (and of its CSV). Money in major units, as every other answer. */
export interface AdminOrderRow {
  uuid: string;
  id: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: OrderPaymentMethod;
  brand: string;
  locale: string;
  country: string;
  customer: { firstName: string; lastName: string; email: string; company: string | null };
  total: number;
  currency: string;
  lines: number;
}

export interface AdminOrdersPage {
  orders: AdminOrderRow[];
  page: number;
  pages: number;
  total: number;
}

export interface AdminOrderAddress { street: string; number: string; postalCode: string; city: string; country: string }

/** An order as the admin sees it: everything the shop knows, its payments and its history. */
export interface AdminOrderDetail extends AdminOrderRow {
  customer: AdminOrderRow['customer'] & { phone: string; customerType: 'consumer' | 'business'; vatNumber: string | null };
  transferReference: string | null;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  shippingcost: number;
  vat: number;
  vatRate: number;
  vatDeducted: boolean;
  invoiceAddress: AdminOrderAddress;
  shippingAddress: AdminOrderAddress;
  shippingMethod: string;
  dealer: { customerid: string; name: string | null } | null;
  remarks: string | null;
  orderlines: { externalid: string; title: string; image: string | null; itemtype: string; quantity: number; unitPrice: number; discount: number; total: number; configurationCode: string | null }[];
  payments: { uuid: string; provider: string; status: string; amount: number; currency: string; createdAt: string; expiresAt: string }[];
  /** The moves the transition table allows from the current status; paid only once a payment is paid (issue 29 item 11). */
  nextStatuses: OrderStatus[];
  /** A bank transfer still waiting for the money: an admin may mark it paid. */
  transferPayable: boolean;
  history: AdminHistoryEntry[];
}

export interface AdminHistoryEntry {
  id: string;
  admin: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

// ---------------------------------------------------------------------------------------------
// Dashboard

/** Days the dashboard covers at most (a year and a day: a leap year's same date). */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** How long the API keeps a dashboard answer: admins refreshing together cost one read. */
export const DASHBOARD_CACHE_SECONDS = 30;
/** Factory stock at or below this many units is a low-stock alert. */
export const LOW_STOCK_UNITS = 2;

export const adminDashboardQuerySchema = v.pipe(
  v.object({ from: queryDay('From'), to: queryDay('To'), brand: queryChoice('Brand', BRAND_KEYS) }),
  v.check((f) => !f.from || !f.to || f.from <= f.to, accountMessages.invalid('To')),
  v.check(
    (f) => !f.from || !f.to || (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < DASHBOARD_MAX_DAYS,
    accountMessages.invalid('From'),
  ),
);
export type AdminDashboardQuery = v.InferOutput<typeof adminDashboardQuerySchema>;

/** Money per currency (major units), and its total in the reporting currency. */
export interface MoneyByCurrency {
  byCurrency: Record<string, number>;
  /** Converted at the stated reference rates (AdminDashboard.rates). */
  total: number;
}

export interface DashboardPeriod {
  /** The day (YYYY-MM-DD) or the ISO week's Monday. */
  start: string;
  orders: number;
  revenue: MoneyByCurrency;
}

export interface DashboardShare {
  key: string;
  orders: number;
  revenue: number;
}

export interface AdminDashboard {
  from: string;
  to: string;
  brand: string | null;
  /** When these numbers were read (the API keeps an answer for DASHBOARD_CACHE_SECONDS). */
  generatedAt: string;
  /** What the totals are converted to, the rates used and their date. */
  reportingCurrency: string;
  rates: { asOf: string; perEur: Record<string, number> };
  totals: { orders: number; paidOrders: number; revenue: MoneyByCurrency; averageOrder: number };
  perDay: DashboardPeriod[];
  perWeek: DashboardPeriod[];
  byCountry: DashboardShare[];
  byBrand: DashboardShare[];
  byPaymentMethod: DashboardShare[];
  byStatus: { status: OrderStatus; orders: number }[];
  registrations: { submitted: number; approved: number; rejected: number; newInPeriod: number };
  fanzoneWaiting: number;
  transfersWaiting: number;
  lowStock: { itemId: number; title: string; externalid: string; size: string | null; qty: number }[];
}
