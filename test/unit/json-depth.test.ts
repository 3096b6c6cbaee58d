import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../web/http/json-depth.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects alike, each one level', () => {
    expect(jsonNestsDeeperThan(bytes('{}'), 0)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('{}'), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('[[],[],[[]]]'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('1'), 0)).toBe(false);
  });

  it('allows exactly 64 levels and refuses 65', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(jsonNestsDeeperThan(bytes(arrays(64)), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(arrays(65)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `${'['.repeat(100)}"\\"{{{{`, other: '\\' });
    expect(jsonNestsDeeperThan(bytes(text), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('["\\\\", [[1]]]'), 2)).toBe(true);
  });

  it('ignores brackets inside multi-byte text', () => {
    expect(jsonNestsDeeperThan(bytes('{"name":"日本[語]😀{"}'), 1)).toBe(false);
  });

  it('scans a 50,000-deep body without recursion', () => {
    expect(jsonNestsDeeperThan(bytes(arrays(50_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});
