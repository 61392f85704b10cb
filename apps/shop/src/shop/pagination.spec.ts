import { pageCount, pageLinks, pageRange } from './pagination';

const render = (current: number, pages: number) => pageLinks(current, pages).map((l) => (l.kind === 'gap' ? '…' : l.current ? `[${l.page}]` : String(l.page))).join(' ');

describe('pagination math', () => {
  it('counts pages', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(1000, 48)).toBe(21);
    expect(pageCount(NaN, 24)).toBe(1);
  });

  it('links first, last, current and neighbours with gaps', () => {
    expect(render(1, 1)).toBe('');
    expect(render(1, 3)).toBe('[1] 2 3');
    expect(render(1, 10)).toBe('[1] 2 … 10');
    expect(render(5, 10)).toBe('1 … 4 [5] 6 … 10');
    expect(render(3, 10)).toBe('1 2 [3] 4 … 10');
    expect(render(10, 10)).toBe('1 … 9 [10]');
    expect(render(99, 10)).toBe('1 … 9 [10]');
  });

  it('gives the range of results on a page', () => {
    expect(pageRange(1, 24, 60)).toEqual({ from: 1, to: 24 });
    expect(pageRange(3, 24, 60)).toEqual({ from: 49, to: 60 });
    expect(pageRange(1, 24, 0)).toEqual({ from: 0, to: 0 });
  });
});
