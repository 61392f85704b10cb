import { newsHref, newsPageNumber } from './news-page';

describe('news list addresses', () => {
  it('reads ?page= as a page from 1 to 100 and anything else as the first', () => {
    expect(newsPageNumber('2')).toBe(2);
    expect(newsPageNumber(null)).toBe(1);
    for (const bad of ['0', '-1', '101', '1e3', 'two', '2.5', '', ' 3']) expect(newsPageNumber(bad)).toBe(1);
  });

  it('leaves the defaults out of the address', () => {
    expect(newsHref(null, 1)).toBe('news');
    expect(newsHref('3256', 1)).toBe('news?category=3256');
    expect(newsHref('3256', 2)).toBe('news?category=3256&page=2');
    expect(newsHref(null, 3)).toBe('news?page=3');
  });
});
