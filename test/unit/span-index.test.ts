import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpanIndex } from '../../web/domain/scheduling/span-index.js';

const span = fc
  .record({ from: fc.integer({ min: 0, max: 100 }), length: fc.integer({ min: 1, max: 30 }) })
  .map(({ from, length }) => ({ from, to: from + length }));

describe('SpanIndex', () => {
  it('finds the first span by start, then id, that overlaps, as checking each in that order does', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 40 }), span, (spans, query) => {
        const entries = spans.map((s, i) => ({ ...s, id: `s${String(i).padStart(2, '0')}`, item: i }));
        const inOrder = [...entries].sort((a, b) => a.from - b.from || (a.id < b.id ? -1 : 1));
        const first = inOrder.find((s) => s.from < query.to && query.from < s.to);
        expect(new SpanIndex(entries).firstOverlapping(query.from, query.to)).toBe(first?.item);
      }),
      { numRuns: 2000 },
    );
  });

  it('spans that only touch do not overlap', () => {
    const index = new SpanIndex([{ from: 10, to: 20, id: 'a', item: 'a' }]);
    expect([
      index.firstOverlapping(0, 10),
      index.firstOverlapping(20, 30),
      index.firstOverlapping(19, 21),
    ]).toEqual([undefined, undefined, 'a']);
  });
});
