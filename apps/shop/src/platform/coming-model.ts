import type { IntlShape } from 'react-intl';
import type { Platform } from '@bike/shared/domain';

/**
 * A coming model: a platform with no configurations yet and the month it is expected. No menu
 * lists it (spec point 5: nothing to buy or build), and its page says when it comes where a
 * platform's from-price would be, never a dash.
 */
export const isComingModel = (platform: Pick<Platform, 'configurations' | 'expected_date'>): boolean =>
  platform.configurations.length === 0 && !!platform.expected_date && Number.isFinite(Date.parse(platform.expected_date));

/** "Verwacht in juli 2027" in the page's language; once that month is over and it has not come, "Binnenkort verwacht". */
export function expectedText(intl: Pick<IntlShape, 'formatMessage' | 'formatDate'>, expected: string, now: Date = new Date()): string {
  const date = new Date(expected);
  const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  if (now.getTime() >= monthEnd) return intl.formatMessage({ id: 'platform.expectedSoon' });
  // The month of the stored date in UTC, whatever the server's or the browser's time zone.
  return intl.formatMessage({ id: 'platform.expected' }, { month: intl.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' }) });
}
