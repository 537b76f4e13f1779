/**
 * At most this many characters of documents kept per collection (16 to 32 MB of the heap, strings
 * being one or two bytes a character): a search page's hits, read again only when their rows change.
 */
export const KEPT_DOC_CHARS = 16_000_000;

export type Doc = Readonly<Record<string, unknown>>;

/** Freezes `value` and everything in it; returns the characters of its strings and keys (its size). */
const frozen = (value: unknown): number => {
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object' || value === null) return 8;
  Object.freeze(value);
  let size = 0;
  if (Array.isArray(value)) for (const item of value) size += frozen(item);
  else for (const [key, item] of Object.entries(value)) size += key.length + frozen(item);
  return size;
};

/**
 * The documents of a search page's rows, kept by id across searches of one generation of the view,
 * the least recently read dropped first. The memory drops a row's document whenever it loads that
 * row again (every write, a removal included, gives the row a new sequence), so a kept document is
 * the row as the memory holds it; a document read while the memory moved is not kept (see
 * `FacetMemory`). Documents are frozen: a caller that changed one would change later answers.
 */
export class KeptDocs {
  private readonly docs = new Map<string, { doc: Doc; size: number }>();
  private chars = 0;

  constructor(private readonly most = KEPT_DOC_CHARS) {}

  /** The documents kept for `ids` (each read moves to the newest), and the ids not kept. */
  find(ids: readonly string[]): { found: Map<string, Doc>; missing: string[] } {
    const found = new Map<string, Doc>();
    const missing: string[] = [];
    for (const id of ids) {
      const entry = this.docs.get(id);
      if (!entry) {
        missing.push(id);
        continue;
      }
      this.docs.delete(id);
      this.docs.set(id, entry);
      found.set(id, entry.doc);
    }
    return { found, missing };
  }

  keep(id: string, doc: Doc): void {
    this.drop(id);
    const size = frozen(doc);
    if (size > this.most) return;
    this.docs.set(id, { doc, size });
    this.chars += size;
    for (const [oldest, entry] of this.docs) {
      if (this.chars <= this.most) break;
      this.docs.delete(oldest);
      this.chars -= entry.size;
    }
  }

  drop(id: string): void {
    const entry = this.docs.get(id);
    if (!entry) return;
    this.docs.delete(id);
    this.chars -= entry.size;
  }
}
