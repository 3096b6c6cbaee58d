/**
 * What a CSV export reads through, whatever the database: open a cursor, pull rows in batches,
 * close it. SQLite gives each cursor a read connection of its own (`sqlite/sqlite-export-cursors.ts`), PostgreSQL
 * a server-side cursor on a connection of its own (`postgres-export-cursors.ts`). Nothing here
 * names a database.
 */
export interface ExportCursor<Row> {
  /** How the stream that reads this cursor must behave (the same for every export of an app). */
  readonly pacing: ExportPacing;
  /**
   * The next rows, at most `max`; an empty array means there are no more. The snapshot is
   * taken when the cursor opens or on the first read, never earlier: an export opened after
   * a write was acknowledged sees that write.
   */
  read(max: number): Promise<Row[]>;
  /** Ends the read and gives the connection back. Safe to call more than once. */
  close(): Promise<void>;
}

/** A cursor as a database opens it; the exports repository adds pacing, slots and tracking. */
export type RawExportCursor<Row> = Omit<ExportCursor<Row>, 'pacing'>;

/** Opens the exports' cursors on one database (SQLite and PostgreSQL each have theirs). */
export interface ExportCursors {
  /** A cursor over `sql` (`@name` placeholders), on a connection of its own; rows come as arrays. */
  open<Row>(sql: string, params: Record<string, unknown>): Promise<RawExportCursor<Row>>;
  close(): Promise<void>;
}

export interface ExportPacing {
  /**
   * A reader that takes nothing for this long (ms; default 30,000) is cut off and its cursor
   * closed. "Nothing" is less than one 64 KiB chunk: the stream waits for the socket to drain
   * and gives up when it does not.
   */
  idleTimeoutMs: number;
  /**
   * Synchronous work (ms; default 1) a stream does before it gives the event loop back; one
   * stream works per turn of the loop, so other requests wait at most about this long.
   * `Infinity` yields only on backpressure (the bench's comparison).
   */
  sliceMs: number;
}

export const DEFAULT_EXPORT_PACING: ExportPacing = { idleTimeoutMs: 30_000, sliceMs: 1 };

/** Bounds on the cursors open at once; over them an export is refused, never queued. */
export interface ExportLimits {
  /** Cursors open at once on this instance (default 16); the next export is a 503. */
  maxOpen: number;
  /** Cursors open at once for one shop (default 4); its next export is a 429. */
  maxOpenPerShop: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = { maxOpen: 16, maxOpenPerShop: 4 };

/** Options of an exports repository; every field has the default stated where it is declared. */
export type ExportsOptions = Partial<ExportPacing & ExportLimits>;

/** Thrown when an export would go over a bound: `shop` (its own) or `instance` (everyone's). */
export class ExportsBusyError extends Error {
  constructor(
    readonly scope: 'shop' | 'instance',
    readonly limit: number,
  ) {
    super(
      `${limit} exports are already streaming ${scope === 'shop' ? 'for this shop' : 'on this instance'}`,
    );
    this.name = 'ExportsBusyError';
  }
}

/**
 * The per-shop and per-instance count of open cursors, kept by every implementation the same
 * way. These bound this instance's own connections and memory, so process memory is the
 * right place for them (unlike rules that must hold across instances).
 */
export function createExportSlots(limits: ExportLimits) {
  const perShop = new Map<string, number>();
  let open = 0;
  return {
    /** Takes a slot for the shop, or throws ExportsBusyError; the answer frees it once. */
    take(shopId: string): () => void {
      const shopOpen = perShop.get(shopId) ?? 0;
      if (shopOpen >= limits.maxOpenPerShop) throw new ExportsBusyError('shop', limits.maxOpenPerShop);
      if (open >= limits.maxOpen) throw new ExportsBusyError('instance', limits.maxOpen);
      perShop.set(shopId, shopOpen + 1);
      open++;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        open--;
        const left = (perShop.get(shopId) ?? 1) - 1;
        if (left === 0) perShop.delete(shopId);
        else perShop.set(shopId, left);
      };
    },
    open: () => open,
  };
}

/** A cursor over rows already in memory (a small collection, or nothing at all). */
export function cursorOver<Row>(rows: Iterable<Row>, pacing: ExportPacing): ExportCursor<Row> {
  const iterator = rows[Symbol.iterator]();
  let done = false;
  return {
    pacing,
    async read(max) {
      const batch: Row[] = [];
      while (!done && batch.length < max) {
        const next = iterator.next();
        if (next.done) done = true;
        else batch.push(next.value);
      }
      return batch;
    },
    async close() {
      if (done) return;
      done = true;
      iterator.return?.();
    },
  };
}
