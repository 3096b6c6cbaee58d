import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';

/** `iVersion` of the WAL-index header that every SQLite since 3.7.0 writes. */
const WAL_INDEX_VERSION = 3_007_000;

/**
 * How many write transactions have committed to a SQLite file in WAL mode, by any connection of
 * any process: `iChange` of the WAL-index header, the first bytes of the `-shm` file
 * (https://www.sqlite.org/walformat.html, "The WAL-Index Header"), which every commit that
 * writes a page updates before it releases the write lock. Reading it is one `pread`, where a
 * statement reading `PRAGMA data_version` costs a request 24–29 µs (its pager and lock calls run
 * cold between requests; bench/README.md, decision 78).
 *
 * `read()` answers null when the header cannot be read or is not a version this code knows; the
 * caller then asks SQLite itself. The header is in the machine's byte order.
 */
export interface WalCommitCounter {
  read(): number | null;
  close(): void;
}

export function walCommitCounter(databasePath: string): WalCommitCounter {
  const header = Buffer.alloc(12);
  const little = endianness() === 'LE';
  let fd: number | null | undefined;
  return {
    read() {
      // Opened on first use: the -shm file exists once a connection has read the file in WAL mode.
      if (fd === undefined) {
        try {
          fd = openSync(`${databasePath}-shm`, 'r');
        } catch {
          fd = null;
        }
      }
      if (fd === null) return null;
      try {
        if (readSync(fd, header, 0, 12, 0) !== 12) return null;
      } catch {
        return null;
      }
      const version = little ? header.readUInt32LE(0) : header.readUInt32BE(0);
      if (version !== WAL_INDEX_VERSION) return null;
      return little ? header.readUInt32LE(8) : header.readUInt32BE(8);
    },
    close() {
      if (typeof fd === 'number') closeSync(fd);
      fd = null;
    },
  };
}
