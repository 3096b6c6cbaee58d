import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walCommitCounter } from '../../web/db/sqlite/wal-commit-counter.js';

describe('the WAL index commit count', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wal-count-'));
    file = join(dir, 'count.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves once per commit that writes, by any connection, and not for reads, empty commits or checkpoints', () => {
    const mine = new BetterSqlite3(file);
    mine.pragma('journal_mode = WAL');
    const theirs = new BetterSqlite3(file);
    mine.exec('CREATE TABLE t (x INTEGER)');
    const counter = walCommitCounter(file);
    try {
      const start = counter.read()!;
      expect(start).toEqual(expect.any(Number));
      mine.exec('INSERT INTO t VALUES (1)');
      expect(counter.read()).toBe(start + 1);
      theirs.exec('INSERT INTO t VALUES (2)');
      expect(counter.read()).toBe(start + 2);
      theirs.exec('BEGIN IMMEDIATE; COMMIT');
      mine.prepare('SELECT count(*) FROM t').get();
      mine.pragma('wal_checkpoint(TRUNCATE)');
      expect(counter.read()).toBe(start + 2);
      theirs.exec('UPDATE t SET x = x + 1');
      expect(counter.read()).toBe(start + 3);
    } finally {
      counter.close();
      theirs.close();
      mine.close();
    }
  });

  it('answers null when there is no WAL index to read, and after close', () => {
    const none = walCommitCounter(join(dir, 'missing.db'));
    expect(none.read()).toBeNull();
    const db = new BetterSqlite3(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (x INTEGER)');
    const counter = walCommitCounter(file);
    expect(counter.read()).toEqual(expect.any(Number));
    counter.close();
    expect(counter.read()).toBeNull();
    db.close();
  });
});
