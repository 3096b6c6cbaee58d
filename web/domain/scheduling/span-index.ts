/** One entry of a SpanIndex: the half-open span [from, to) of `item`, and its id for ties. */
export interface IndexedSpan<T> {
  from: number;
  to: number;
  id: string;
  item: T;
}

/**
 * Spans [from, to) in order of start (then id), with the running maximum of their ends. Which
 * span first overlaps a given one is then one binary search away, so checking n spans against
 * m costs O((n + m) log m) instead of n × m (review R6: a week copy checked every pair, on the
 * event loop). The spans may overlap each other. Built once from plain numbers: each item is
 * read when the index is built, never again.
 */
export class SpanIndex<T> {
  private readonly items: T[];
  private readonly starts: Float64Array;
  /** `reach[i]`: the latest end among spans 0..i; never decreases. */
  private readonly reach: Float64Array;

  constructor(entries: IndexedSpan<T>[]) {
    entries.sort((a, b) => a.from - b.from || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.items = entries.map((entry) => entry.item);
    this.starts = Float64Array.from(entries, (entry) => entry.from);
    this.reach = new Float64Array(entries.length);
    let reach = Number.NEGATIVE_INFINITY;
    entries.forEach((entry, i) => {
      reach = Math.max(reach, entry.to);
      this.reach[i] = reach;
    });
  }

  /**
   * The first span, in order of start then id, that shares some time with [from, to), or
   * undefined. Spans ending at `from` or starting at `to` only touch it. The first span whose
   * running end passes `from` is the first that ends after `from`; every later one starts no
   * earlier, so if that one starts at or after `to`, none overlaps.
   */
  firstOverlapping(from: number, to: number): T | undefined {
    let low = 0;
    let high = this.reach.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.reach[middle]! > from) high = middle;
      else low = middle + 1;
    }
    return low < this.items.length && this.starts[low]! < to ? this.items[low] : undefined;
  }
}

/** Entries grouped by a key (a staff member), each group made a SpanIndex. */
export function indexBy<T>(
  values: readonly T[],
  keyOf: (value: T) => string,
  spanOf: (value: T) => IndexedSpan<T>,
): Map<string, SpanIndex<T>> {
  const groups = new Map<string, IndexedSpan<T>[]>();
  for (const value of values) {
    const key = keyOf(value);
    let group = groups.get(key);
    if (!group) {
      group = [];
      groups.set(key, group);
    }
    group.push(spanOf(value));
  }
  return new Map([...groups].map(([key, group]) => [key, new SpanIndex(group)]));
}
