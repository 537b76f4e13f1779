/** One answer as it was sent: its body, its type and the positions it was read at. */
export interface CachedAnswer {
  positions: string;
  etag: string;
  contentType: string;
  body: Buffer;
}

export interface AnswerCacheOptions {
  /** At most this many answers (500 by default). */
  maxEntries?: number;
  /** At most this many bytes of bodies (16 MiB by default); a larger body is never kept. */
  maxBytes?: number;
}

/**
 * Hot answers in process, least recently used out first, bounded by count and bytes. A key names a
 * route's query and audience; an entry serves only while its positions are the read models' own.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: AnswerCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  }

  /** The answer under `key` if it was read at `positions`; an entry of other positions is dropped. */
  get(key: string, positions: string): CachedAnswer | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.remove(key, found);
    if (found.positions !== positions) return undefined;
    this.entries.set(key, found); // most recently used last
    this.bytes += found.body.length;
    return found;
  }

  set(key: string, answer: CachedAnswer): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (answer.body.length > this.maxBytes / 8) return;
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
