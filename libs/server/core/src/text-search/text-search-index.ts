import { SYNONYMS } from './synonyms';
import { TrigramIndex } from './trigrams';
import { queryWords, stemOf, wordsOf, type SearchLanguage } from './words';

/**
 * An in-memory full-text index of a few thousand short documents (help articles, news, bikes)
 * in one language, built once per content or catalogue version and then searched in well under
 * a millisecond. It works the same on PGlite and PostgreSQL (no pg_trgm, no text-search
 * configuration needed) and finds what a shopper means rather than only what the text says:
 *
 * - a word matches itself, its stem ("fietsen" → "fiets"), the words it begins ("seri" →
 *   "serial"), and compounds it ends ("Überweisung" → "Banküberweisung": German and Dutch glue
 *   words together and the last part names the thing);
 * - the language's synonyms (synonyms.ts): "retourneren" finds "terugsturen", "Lieferzeit"
 *   finds "Lieferung"; a phrase the shopper types ("bank transfer") counts as one synonym;
 * - a word found nowhere is split where both parts are known to the index ("Lieferzeit" →
 *   "Liefer|zeit"), and failing that read as a typo of the nearest words by trigram similarity;
 * - every word (or phrase) must match; a match in a heavier field (a title) ranks higher, an
 *   exact word higher than a stem, prefix, compound part, synonym or typo.
 */
export interface SearchField {
  text: string;
  /** Title 3, a section or folder name 2, body text 1. */
  weight: number;
}

export interface SearchDocument<T> {
  fields: SearchField[];
  value: T;
}

export interface SearchHit<T> {
  value: T;
  score: number;
}

/** How much each kind of match counts against an exact word. */
const MATCH = { exact: 1, stem: 0.95, prefix: 0.8, compoundHead: 0.7, synonym: 0.85, splitBoth: 0.7, splitPart: 0.45, typo: 0.8 } as const;
const MIN_COMPOUND_REST = 3;
const MIN_HEAD = 4;
const TYPO_SIMILARITY = 0.4;
const PREFIX_TERMS_MAX = 400;

type Scores = Map<number, number>;

interface SynonymTable {
  /** Members of each group, as folded words. */
  groups: string[][][];
  /** A member's stems joined by one space → its groups. */
  byStems: Map<string, number[]>;
  longestPhrase: number;
  /** Every folded word of the language's synonyms (typos are matched against them too). */
  words: string[];
}

const tables = new Map<SearchLanguage, SynonymTable>();

function synonymTable(language: SearchLanguage): SynonymTable {
  const known = tables.get(language);
  if (known) return known;
  const table: SynonymTable = { groups: [], byStems: new Map(), longestPhrase: 1, words: [] };
  const words = new Set<string>();
  for (const members of Object.values(SYNONYMS[language])) {
    const group = table.groups.length;
    const folded = members.map((member) => wordsOf(member)).filter((w) => w.length > 0);
    table.groups.push(folded);
    for (const member of folded) {
      const key = member.map((w) => stemOf(w, language)).join(' ');
      table.byStems.set(key, [...(table.byStems.get(key) ?? []), group]);
      table.longestPhrase = Math.max(table.longestPhrase, member.length);
      for (const w of member) words.add(w);
    }
  }
  table.words = [...words];
  tables.set(language, table);
  return table;
}

/** A word or phrase of the query, with the synonym groups it names. */
interface QueryUnit { words: string[]; groups: number[] }

/** Splits the query into units, the longest synonym phrase first ("bank transfer" is one unit). */
export function queryUnits(term: string, language: SearchLanguage): QueryUnit[] {
  const table = synonymTable(language);
  const words = queryWords(term);
  const units: QueryUnit[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    let groups: number[] = [];
    for (let n = Math.min(table.longestPhrase, words.length - i); n >= 1; n--) {
      const found = table.byStems.get(words.slice(i, i + n).map((w) => stemOf(w, language)).join(' '));
      if (found) {
        taken = n;
        groups = found;
        break;
      }
    }
    units.push({ words: words.slice(i, i + taken), groups });
    i += taken;
  }
  // The same unit twice ("delivery delivery") is one condition.
  return units.filter((unit, k) => units.findIndex((u) => u.words.join(' ') === unit.words.join(' ')) === k);
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const reverse = (word: string): string => [...word].reverse().join('');

function mergeMax(into: Scores, from: Scores, factor = 1): void {
  for (const [doc, score] of from) {
    const weighted = score * factor;
    if (weighted > (into.get(doc) ?? 0)) into.set(doc, weighted);
  }
}

/** Documents in every one of the score sets, with the mean of their scores. */
function intersect(sets: Scores[]): Scores {
  if (sets.length === 0) return new Map();
  const [first, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  const out: Scores = new Map();
  for (const [doc, score] of first!) {
    let sum = score;
    let everywhere = true;
    for (const set of rest) {
      const other = set.get(doc);
      if (other === undefined) {
        everywhere = false;
        break;
      }
      sum += other;
    }
    if (everywhere) out.set(doc, sum / sets.length);
  }
  return out;
}

export class TextSearchIndex<T> {
  private readonly values: T[];
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Per term: document → the heaviest field weight it appears in. */
  private readonly postings: Scores[] = [];
  private readonly byStem = new Map<string, number[]>();
  private readonly sorted: string[];
  private readonly reversed: string[];
  private readonly reversedIds: number[];
  private readonly typos: TrigramIndex;
  private readonly synonyms: SynonymTable;
  readonly bytes: number;

  constructor(documents: readonly SearchDocument<T>[], readonly language: SearchLanguage) {
    this.values = documents.map((d) => d.value);
    this.synonyms = synonymTable(language);
    let postingCount = 0;
    documents.forEach((document, doc) => {
      for (const field of document.fields) {
        for (const word of wordsOf(field.text)) {
          let id = this.termIds.get(word);
          if (id === undefined) {
            id = this.terms.length;
            this.termIds.set(word, id);
            this.terms.push(word);
            this.postings.push(new Map());
            const stem = stemOf(word, language);
            this.byStem.set(stem, [...(this.byStem.get(stem) ?? []), id]);
          }
          const postings = this.postings[id]!;
          const seen = postings.get(doc);
          if (seen === undefined) postingCount++;
          if (seen === undefined || field.weight > seen) postings.set(doc, field.weight);
        }
      }
    });
    this.sorted = [...this.terms].sort();
    const reversedPairs = this.terms.map((term, id) => [reverse(term), id] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.reversed = reversedPairs.map(([r]) => r);
    this.reversedIds = reversedPairs.map(([, id]) => id);
    this.typos = new TrigramIndex([...new Set([...this.terms, ...this.synonyms.words])]);
    const termChars = this.terms.reduce((sum, term) => sum + term.length, 0);
    // Strings at 2 bytes a character (three copies: terms, sorted, reversed), map entries at ~40 bytes.
    this.bytes = termChars * 6 + postingCount * 40 + this.terms.length * 120 + this.typos.bytes;
  }

  get size(): number {
    return this.values.length;
  }

  /** The documents matching every word of `term`, best first (ties in the documents' order). */
  search(term: string, limit = 50): SearchHit<T>[] {
    const units = queryUnits(term, this.language);
    if (units.length === 0) return [];
    const perUnit = units.map((unit) => this.unitScores(unit, true));
    let total: Scores | null = null;
    for (const scores of perUnit.sort((a, b) => a.size - b.size)) {
      if (total === null) total = new Map(scores);
      else {
        const next: Scores = new Map();
        for (const [doc, score] of total) {
          const more = scores.get(doc);
          if (more !== undefined) next.set(doc, score + more);
        }
        total = next;
      }
      if (total.size === 0) return [];
    }
    return [...total!]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([doc, score]) => ({ value: this.values[doc]!, score: Math.round(score * 1000) / 1000 }));
  }

  /** A unit's own words, then its synonyms; a word found nowhere is split, then read as a typo. */
  private unitScores(unit: QueryUnit, rescue: boolean): Scores {
    const scores: Scores = new Map();
    mergeMax(scores, intersect(unit.words.map((w) => this.wordScores(w, true))));
    const own = unit.words.join(' ');
    for (const group of unit.groups) {
      for (const member of this.synonyms.groups[group]!) {
        if (member.join(' ') === own) continue;
        mergeMax(scores, intersect(member.map((w) => this.wordScores(w, false))), MATCH.synonym);
      }
    }
    if (scores.size > 0 || !rescue || unit.words.length !== 1) return scores;
    const word = unit.words[0]!;
    mergeMax(scores, this.compoundScores(word));
    if (scores.size > 0 || word.length < 4 || /^\p{N}+$/u.test(word)) return scores;
    for (const { word: near, similarity } of this.typos.similar(word, TYPO_SIMILARITY, 3)) {
      const groups = this.synonyms.byStems.get(stemOf(near, this.language)) ?? [];
      mergeMax(scores, this.unitScores({ words: [near], groups }, false), MATCH.typo * similarity);
    }
    return scores;
  }

  /** One word: itself, its stem, the words it begins and the compounds it ends. */
  private wordScores(word: string, typed: boolean): Scores {
    const alternatives = new Map<number, number>();
    const offer = (id: number | undefined, weight: number) => {
      if (id !== undefined && weight > (alternatives.get(id) ?? 0)) alternatives.set(id, weight);
    };
    offer(this.termIds.get(word), MATCH.exact);
    const stem = stemOf(word, this.language);
    for (const id of this.byStem.get(stem) ?? []) offer(id, MATCH.stem);
    // What the shopper typed may be the start of a word; a synonym's own word only when long enough to mean it.
    if (typed || word.length >= 5) {
      const start = lowerBound(this.sorted, word);
      for (let i = start, n = 0; i < this.sorted.length && this.sorted[i]!.startsWith(word) && n < PREFIX_TERMS_MAX; i++, n++) {
        offer(this.termIds.get(this.sorted[i]!), MATCH.prefix);
      }
    }
    if (word.length >= MIN_HEAD) {
      for (const head of new Set([word, stem])) {
        if (head.length < MIN_HEAD) continue;
        const key = reverse(head);
        for (let i = lowerBound(this.reversed, key); i < this.reversed.length && this.reversed[i]!.startsWith(key); i++) {
          if (this.reversed[i]!.length - key.length >= MIN_COMPOUND_REST) offer(this.reversedIds[i], MATCH.compoundHead);
        }
      }
    }
    const scores: Scores = new Map();
    for (const [id, weight] of alternatives) {
      for (const [doc, fieldWeight] of this.postings[id]!) {
        const score = weight * fieldWeight;
        if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
      }
    }
    return scores;
  }

  /**
   * A compound the index does not hold, split where both parts are known ("lieferzeit" →
   * "liefer" + "zeit"; a linking s/e/n/en/es of the first part is dropped). Documents with both
   * parts rank first; failing that, one known part of at least four letters still counts a little.
   */
  private compoundScores(word: string): Scores {
    let best: Scores = new Map();
    let bestPart = 0;
    for (let i = MIN_COMPOUND_REST; i <= word.length - MIN_COMPOUND_REST; i++) {
      const right = word.slice(i);
      const lefts = [word.slice(0, i)];
      for (const linking of ['en', 'es', 's', 'e', 'n']) {
        const left = lefts[0]!;
        if (left.endsWith(linking) && left.length - linking.length >= MIN_COMPOUND_REST) lefts.push(left.slice(0, -linking.length));
      }
      const rightScores = this.partScores(right);
      for (const left of lefts) {
        const leftScores = this.partScores(left);
        const both = intersect([leftScores, rightScores]);
        if (both.size > 0) {
          const merged: Scores = new Map();
          mergeMax(merged, both, MATCH.splitBoth);
          return merged;
        }
        for (const [part, scores] of [[left, leftScores], [right, rightScores]] as const) {
          if (part.length >= MIN_HEAD && scores.size > 0 && part.length > bestPart) {
            bestPart = part.length;
            best = new Map();
            mergeMax(best, scores, MATCH.splitPart);
          }
        }
      }
    }
    return best;
  }

  /** A compound's part: the word or its synonyms. */
  private partScores(part: string): Scores {
    const groups = this.synonyms.byStems.get(stemOf(part, this.language)) ?? [];
    return this.unitScores({ words: [part], groups }, false);
  }
}
