import type { Configuration } from '@bike/shared/domain';
import { bikeHref, initialSelection, matchConfiguration, pick, selectorOptions } from './bike-selection';

let nextId = 1;
const c = (groupset: string, design: string, msrp: number | null, sizes = ['S', 'M', 'L']): Configuration => ({
  id: nextId++, externalid: `X-${groupset}-${design}`.replace(/\s+/g, ''), groupset, groupsetCode: groupset, paint_des: design,
  size: null, sizes, msrp, oldmsrp: null, currency: 'EUR', date: '2025-01-01', image: `/media/${design}.svg`,
});

// Race is the dearer groupset; the Pink design only exists with Race; XL only for Sport in Grey.
const configurations = [
  c('Race', 'Grey', 5000),
  c('Race', 'Pink', 5200),
  c('Sport', 'Grey', 3000, ['S', 'M', 'L', 'XL']),
  c('Sport', 'Navy', 3100),
  c('Race', 'Navy', null),
];

describe('bike selector: configuration matching', () => {
  it('starts with the cheapest priced configuration, size left to the shopper', () => {
    expect(initialSelection(configurations)).toEqual({ groupset: 'Sport', design: 'Grey', size: null });
    expect(initialSelection([])).toEqual({ groupset: null, design: null, size: null });
  });

  it('finds the exact configuration for a groupset, size and design', () => {
    expect(matchConfiguration(configurations, { groupset: 'Race', design: 'Pink', size: 'M' })?.externalid).toBe('X-Race-Pink');
    expect(matchConfiguration(configurations, { groupset: 'Sport', design: 'Grey', size: 'XL' })?.externalid).toBe('X-Sport-Grey');
  });

  it('relaxes size first, then design, keeping the groupset', () => {
    expect(matchConfiguration(configurations, { groupset: 'Race', design: 'Grey', size: 'XL' })?.externalid).toBe('X-Race-Grey');
    expect(matchConfiguration(configurations, { groupset: 'Sport', design: 'Pink', size: null })?.externalid).toBe('X-Sport-Grey');
  });

  it('prefers a priced configuration among equals and answers null without configurations', () => {
    expect(matchConfiguration(configurations, { groupset: 'Race', design: null, size: null })?.externalid).toBe('X-Race-Grey');
    expect(matchConfiguration([], { groupset: 'Race', design: null, size: null })).toBeNull();
  });

  it('keeps the pick just made and moves the other picks to a matching configuration', () => {
    const start = { groupset: 'Sport', design: 'Grey', size: 'XL' };
    // Pink only exists with Race: the groupset follows, XL does not exist there so the size clears.
    expect(pick(configurations, start, 'design', 'Pink')).toEqual({ groupset: 'Race', design: 'Pink', size: null });
    // Choosing XL in Race moves to the only configuration with XL.
    expect(pick(configurations, { groupset: 'Race', design: 'Grey', size: null }, 'size', 'XL')).toEqual({ groupset: 'Sport', design: 'Grey', size: 'XL' });
    expect(pick(configurations, { groupset: 'Sport', design: 'Navy', size: 'M' }, 'groupset', 'Race')).toEqual({ groupset: 'Race', design: 'Navy', size: 'M' });
  });

  it('lists options with availability for the current picks, groupsets by lowest price, sizes in size order', () => {
    const options = selectorOptions(configurations, { groupset: 'Sport', design: 'Grey', size: null });
    expect(options.groupsets).toEqual([{ value: 'Sport', available: true }, { value: 'Race', available: true }]);
    expect(options.designs).toEqual([
      { value: 'Grey', available: true },
      { value: 'Pink', available: false },
      { value: 'Navy', available: true },
    ]);
    expect(options.sizes.map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL']);
    expect(selectorOptions(configurations, { groupset: 'Race', design: null, size: null }).sizes.find((s) => s.value === 'XL')?.available).toBe(false);
  });

  it('links to the bike detail page by external id, with the size when chosen', () => {
    const [first] = configurations;
    expect(bikeHref(first!, null)).toBe('bikes/X-Race-Grey');
    expect(bikeHref(first!, 'M')).toBe('bikes/X-Race-Grey?size=M');
  });
});
