/**
 * A map bounded by the summed sizes of its values (the caller says what a value's size is): past
 * `most`, the oldest entries are dropped first, oldest by when they were set or last read with
 * `touch`. A value larger than `most` alone is not kept.
 */
export class SizedMap<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(private readonly most: number) {}

  /** The value under `key`; with `touch`, it becomes the newest. */
  get(key: K, touch = false): V | undefined {
    const entry = this.entries.get(key);
    if (entry && touch) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry?.value;
  }

  set(key: K, value: V, size: number): void {
    this.delete(key);
    if (size > this.most) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.most) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
