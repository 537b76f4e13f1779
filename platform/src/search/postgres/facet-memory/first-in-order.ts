/**
 * The first `take` of `items` in `compare`'s order, in that order. With few taken from many (a page
 * of 20 from a thousand matches, a facet's top 20 of 500 values), most items cost one comparison
 * with the last one kept, where sorting them all costs about log2(n) comparisons each.
 */
export const firstInOrder = <T>(items: readonly T[], take: number, compare: (a: T, b: T) => number): T[] => {
  if (take <= 0) return [];
  if (take * 4 >= items.length) return [...items].sort(compare).slice(0, take);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === take) {
      if (compare(item, kept[take - 1]!) >= 0) continue;
      kept.pop();
    }
    // After the kept items it does not come before: equal items keep their order in `items`.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(kept[mid]!, item) <= 0) low = mid + 1;
      else high = mid;
    }
    kept.splice(low, 0, item);
  }
  return kept;
};
