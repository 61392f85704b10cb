import fc from 'fast-check';
import {
  andInto, bitPositions, countIn, emptyBitset, fullBitset, hasBit, popcount, setBit, toValueSet, unionOf, wordsFor,
} from './bitset';

const bitsOf = (n: number, positions: number[]) => {
  const bits = emptyBitset(n);
  positions.forEach((p) => setBit(bits, p));
  return bits;
};

describe('bitset', () => {
  it('sets, tests and counts bits, full sets stop at n', () => {
    expect(wordsFor(0)).toBe(0);
    expect(wordsFor(32)).toBe(1);
    expect(wordsFor(33)).toBe(2);
    const full = fullBitset(70);
    expect(popcount(full)).toBe(70);
    expect(hasBit(full, 69)).toBe(true);
    expect(bitPositions(full)).toEqual(Array.from({ length: 70 }, (_, i) => i));
    expect(popcount(fullBitset(64))).toBe(64);
    const bits = bitsOf(100, [0, 31, 32, 99]);
    expect(popcount(bits)).toBe(4);
    expect(bitPositions(bits)).toEqual([0, 31, 32, 99]);
    expect(hasBit(bits, 30)).toBe(false);
  });

  it('keeps sparse values as lists and dense values as bitsets', () => {
    expect(toValueSet([3], 1000).list).toEqual(Uint32Array.from([3]));
    expect(toValueSet(Array.from({ length: 100 }, (_, i) => i * 3), 1000).bits).not.toBeNull();
  });

  it('counts and unions the same in both forms, for any sets (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }).chain((n) =>
          fc.tuple(fc.constant(n), fc.uniqueArray(fc.integer({ min: 0, max: n - 1 })), fc.uniqueArray(fc.integer({ min: 0, max: n - 1 })), fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }))),
        ),
        ([n, a, b, maskList]) => {
          const sortedA = [...a].sort((x, y) => x - y);
          const sortedB = [...b].sort((x, y) => x - y);
          const mask = bitsOf(n, maskList);
          const setA = toValueSet(sortedA, n);
          const expectedCount = sortedA.filter((p) => maskList.includes(p)).length;
          expect(countIn(setA, mask)).toBe(expectedCount);
          const union = unionOf([setA, undefined, toValueSet(sortedB, n)], n);
          expect(bitPositions(union)).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
          const both = andInto(union.slice(), mask);
          expect(popcount(both)).toBe([...new Set([...a, ...b])].filter((p) => maskList.includes(p)).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
