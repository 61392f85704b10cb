import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import type { DealerDetail, DealerStockLine } from '@bike/shared/domain';
import { toBcp47 } from '@bike/shared/i18n';
import { PageNotFoundError } from '@bike/shared/remote-kit';

export interface DealerPageData {
  dealer: DealerDetail;
  /** null when the stock call failed: the page says so and still shows the dealer. */
  stock: DealerStockLine[] | null;
  /** A bike the shopper came for (?item= from a bike page's dealers tab). */
  item: string;
  /**
   * Country name and the week's hours in the page's language, written where the loader runs:
   * the server's and the browser's Intl data differ in places, and hydration must see the
   * server's text.
   */
  countryName: string;
  week: OpeningDay[];
}

/** One weekday of the opening-hours table: its name and its time ranges ("09:30 – 12:30"); none is closed. */
export interface OpeningDay { day: string; ranges: string[] }

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function openingWeek(hours: Record<string, [string, string][]>, locale: string): OpeningDay[] {
  const tag = toBcp47(locale);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, h, m)));
  };
  // 1 January 2024 was a Monday.
  return WEEK.map((key, i) => ({
    day: weekday.format(new Date(Date.UTC(2024, 0, 1 + i, 12))),
    ranges: (hours[key] ?? []).map(([from, to]) => `${at(from)} – ${at(to)}`),
  }));
}

/** The dealer by its page slug, then its stock; an unknown dealer is a 404 page. */
export async function loadDealerPage(api: ApiClient, locale: string, language: string, slug: string | undefined, params: URLSearchParams): Promise<DealerPageData> {
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) throw new PageNotFoundError('DEALER_NOT_FOUND');
  let dealer: DealerDetail;
  try {
    dealer = await api.get<DealerDetail>(`/consumer/v1/dealers/${slug}`, { locale });
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) throw new PageNotFoundError('DEALER_NOT_FOUND');
    throw error;
  }
  const stock = await api
    .get<DealerStockLine[]>(`/b2c/v1/dealers/${encodeURIComponent(dealer.cusid)}/${encodeURIComponent(dealer.extid)}/stock`, { locale })
    .catch(() => null);
  const item = params.get('item') ?? '';
  return {
    dealer, stock, item: /^[A-Za-z0-9_.-]{1,64}$/.test(item) ? item : '',
    countryName: new Intl.DisplayNames([language], { type: 'region' }).of(dealer.country) ?? dealer.country,
    week: openingWeek(dealer.openingHours, locale),
  };
}
