/**
 * pg_trgm's `similarity()` in JavaScript, so a search can rank its matches by their names without
 * PostgreSQL computing it for every matched row: each word (a run of letters and digits, lowercase)
 * padded with two spaces before and one after, its distinct trigrams; shared ÷ (both − shared).
 * The result is a `real` (float4) as PostgreSQL answers it, so the order is the same.
 */
export const trigramsOf = (text: string): ReadonlySet<string> => {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return grams;
};

export const trigramSimilarity = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const gram of small) if (large.has(gram)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
};

/**
 * Trigrams as numbers of one dictionary, so a row's trigrams are a small array held once and
 * compared with a term's without hashing strings.
 */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();

  get size(): number {
    return this.ids.size;
  }

  /** The distinct trigrams of a text, as numbers (added to the dictionary when new). */
  of(text: string): Int32Array {
    const grams = trigramsOf(text);
    const out = new Int32Array(grams.size);
    let i = 0;
    for (const gram of grams) {
      let id = this.ids.get(gram);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(gram, id);
      }
      out[i++] = id;
    }
    return out;
  }
}
