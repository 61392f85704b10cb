/**
 * Sets of item positions (0..n-1) for the shop's in-memory facet index: a bitset is one bit
 * per item in a Uint32Array; a `ValueSet` is the items holding one attribute value, kept as a
 * bitset when it is dense and as a sorted list of positions when it is sparse (a model code
 * held by one accessory costs 4 bytes, not n/8), so memory stays within 4 bytes per
 * (item, value) pair whatever the attribute's cardinality.
 */
export type Bitset = Uint32Array;

export const wordsFor = (n: number): number => (n + 31) >>> 5;

export function emptyBitset(n: number): Bitset {
  return new Uint32Array(wordsFor(n));
}

/** Every position 0..n-1 set (the bits past n stay clear, so popcounts stay exact). */
export function fullBitset(n: number): Bitset {
  const bits = new Uint32Array(wordsFor(n)).fill(0xffffffff);
  const rest = n & 31;
  if (rest) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function setBit(bits: Bitset, i: number): void {
  bits[i >>> 5] |= 1 << (i & 31);
}

export function hasBit(bits: Bitset, i: number): boolean {
  return (bits[i >>> 5] & (1 << (i & 31))) !== 0;
}

/** target &= other (same length). */
export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < target.length; w++) target[w] &= other[w];
  return target;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function popcount(bits: Bitset): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) n += popcount32(bits[w]);
  return n;
}

/** Positions of the set bits, ascending. */
export function bitPositions(bits: Bitset): number[] {
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      out.push((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

/** The items holding one value: `bits` when dense, else the sorted positions in `list`. */
export interface ValueSet {
  size: number;
  bits: Bitset | null;
  list: Uint32Array | null;
}

/** Chooses the smaller form: a list costs 4 bytes per member, a bitset n/8 bytes. */
export function toValueSet(positions: readonly number[], n: number): ValueSet {
  if (positions.length * 32 > n) {
    const bits = emptyBitset(n);
    for (const i of positions) setBit(bits, i);
    return { size: positions.length, bits, list: null };
  }
  return { size: positions.length, bits: null, list: Uint32Array.from(positions) };
}

/** |set ∩ mask|. */
export function countIn(set: ValueSet, mask: Bitset): number {
  if (set.bits) {
    let n = 0;
    const bits = set.bits;
    for (let w = 0; w < bits.length; w++) {
      const x = bits[w] & mask[w];
      if (x !== 0) n += popcount32(x);
    }
    return n;
  }
  let n = 0;
  const list = set.list!;
  for (let k = 0; k < list.length; k++) if (hasBit(mask, list[k])) n++;
  return n;
}

/** target |= set. */
export function orValueInto(target: Bitset, set: ValueSet): void {
  if (set.bits) {
    const bits = set.bits;
    for (let w = 0; w < target.length; w++) target[w] |= bits[w];
    return;
  }
  const list = set.list!;
  for (let k = 0; k < list.length; k++) setBit(target, list[k]);
}

/** Items holding any of the values: the OR of their sets (an unknown value adds nothing). */
export function unionOf(sets: readonly (ValueSet | undefined)[], n: number): Bitset {
  const bits = emptyBitset(n);
  for (const set of sets) if (set) orValueInto(bits, set);
  return bits;
}

export const valueSetBytes = (set: ValueSet): number => (set.bits ? set.bits.byteLength : set.list!.byteLength);
