import { SizedMap } from './sized-map.js';

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
  private readonly docs: SizedMap<string, Doc>;

  constructor(most = KEPT_DOC_CHARS) {
    this.docs = new SizedMap(most);
  }

  /** The documents kept for `ids` (each read moves to the newest), and the ids not kept. */
  find(ids: readonly string[]): { found: Map<string, Doc>; missing: string[] } {
    const found = new Map<string, Doc>();
    const missing: string[] = [];
    for (const id of ids) {
      const doc = this.docs.get(id, true);
      if (doc) found.set(id, doc);
      else missing.push(id);
    }
    return { found, missing };
  }

  keep(id: string, doc: Doc): void {
    this.docs.set(id, doc, frozen(doc));
  }

  drop(id: string): void {
    this.docs.delete(id);
  }
}
