/**
 * Typo tolerance: words compared by their trigrams, as PostgreSQL's pg_trgm does (the word padded
 * with two spaces in front and one behind, similarity = shared trigrams / all trigrams of both).
 * pg_trgm is not in PGlite, so the shop keeps its own small trigram index of a search index's
 * vocabulary in memory. "levertjid" → "levertijd", "Überwiesung" → "überweisung".
 */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

export function trigramSimilarity(a: string, b: string): number {
  const ga = trigramsOf(a);
  const gb = trigramsOf(b);
  let shared = 0;
  for (const gram of ga) if (gb.has(gram)) shared++;
  return shared / (ga.size + gb.size - shared);
}

export class TrigramIndex {
  private readonly byGram = new Map<string, number[]>();
  private readonly sizes: number[] = [];

  constructor(private readonly words: readonly string[]) {
    words.forEach((word, id) => {
      const grams = trigramsOf(word);
      this.sizes.push(grams.size);
      for (const gram of grams) {
        const list = this.byGram.get(gram);
        if (list) list.push(id);
        else this.byGram.set(gram, [id]);
      }
    });
  }

  /** Words at least `threshold` similar to `word`, most similar first (at most `limit`). */
  similar(word: string, threshold: number, limit: number): { word: string; similarity: number }[] {
    const grams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const gram of grams) for (const id of this.byGram.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const found: { word: string; similarity: number }[] = [];
    for (const [id, count] of shared) {
      const similarity = count / (grams.size + this.sizes[id]! - count);
      if (similarity >= threshold && this.words[id] !== word) found.push({ word: this.words[id]!, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : 1)).slice(0, limit);
  }

  /** Approximate bytes held (for a cache's size bound). */
  get bytes(): number {
    let bytes = 0;
    for (const [gram, ids] of this.byGram) bytes += gram.length * 2 + ids.length * 8 + 48;
    return bytes;
  }
}
