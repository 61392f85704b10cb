import { createIntl } from 'react-intl';
import { nl } from '../messages/nl';
import { de } from '../messages/de';
import { expectedText, isComingModel } from './coming-model';

const intlIn = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });
const NOW = new Date(Date.UTC(2026, 10, 28));

describe('a coming model (issue 32 item 5)', () => {
  it('is a platform without configurations that names its month', () => {
    expect(isComingModel({ configurations: [], expected_date: '2027-07-01T00:00:00.000Z' })).toBe(true);
    expect(isComingModel({ configurations: [], expected_date: null })).toBe(false);
    expect(isComingModel({ configurations: [], expected_date: 'soon' })).toBe(false);
    expect(isComingModel({ configurations: [{} as never], expected_date: '2027-07-01T00:00:00.000Z' })).toBe(false);
  });

  it('says the month it is expected in the page\'s language, never a dash', () => {
    expect(expectedText(intlIn('nl-BE', nl), '2027-07-01T00:00:00.000Z', NOW)).toBe('Verwacht in juli 2027');
    expect(expectedText(intlIn('de-CH', de), '2027-01-01T00:00:00.000Z', NOW)).toBe('Erwartet im Januar 2027');
  });

  it('says "soon" once its month is over rather than a month gone by', () => {
    expect(expectedText(intlIn('nl-BE', nl), '2026-10-01T00:00:00.000Z', NOW)).toBe('Binnenkort verwacht');
    expect(expectedText(intlIn('nl-BE', nl), '2026-11-01T00:00:00.000Z', NOW)).toBe('Verwacht in november 2026');
  });
});
