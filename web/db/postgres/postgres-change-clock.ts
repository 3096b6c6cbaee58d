import pg from 'pg';
import {
  type ChangeClock,
  type ClockReading,
  UNCACHEABLE,
  UNCACHEABLE_READING,
} from '../change-clock-interface.js';
import { createOutboxSignal, isOutboxName, OUTBOX_NAMES, type OutboxName } from '../outbox-signal.js';
import { CHANGE_CHANNEL } from './change-triggers.js';

/**
 * The channel a transaction that wrote outbox work notifies (decision 0038), with the outbox's
 * name as the payload (decision 81).
 */
export const OUTBOX_CHANNEL = 'shiftbook_outbox';
/** Names the listening connection in pg_stat_activity. */
export const LISTENER_NAME = 'shiftbook-change-listener';
/** A lost listening connection is opened again after this long (ms). */
const RECONNECT_DELAY_MS = 1_000;

export interface PostgresChangeClock extends ChangeClock {
  /**
   * Calls `listener` on each notification of `OUTBOX_CHANNEL` for `outbox` (a commit of any
   * instance that wrote work for it) and each time the connection starts listening again,
   * since commits made while nobody listened were never heard. Opens the listening connection
   * if it is not open.
   */
  onOutbox(outbox: OutboxName, listener: () => void): () => void;
  /** Calls this instance's `onOutbox` listeners of `outbox` now, with no NOTIFY (decision 0084). */
  announceHere(outbox: OutboxName): void;
  close(): Promise<void>;
}

/**
 * The change clock of PostgreSQL, shared by the instances through LISTEN/NOTIFY (decision 0025).
 *
 * Every watched table notifies `CHANGE_CHANNEL` with its name when a transaction writes it
 * (change-triggers.ts); each instance listens on one connection of its own and counts the
 * notifications per table (decision 0042). The epoch of a set of tables is the sum of their
 * counts plus a generation, which moves whenever every table may have moved: the connection
 * starts listening, is lost, or hears an empty payload (an older version's trigger). Each part
 * only grows, so the epoch of a given set never goes back.
 *
 * A notification arrives a moment after its commit, though, and a cache must never answer
 * from before a write that another instance has already acknowledged. So before it answers,
 * `epoch()` waits for a round trip on the listening connection that was sent after the call
 * began, whatever tables it asks for: PostgreSQL signals the listeners during the commit,
 * before the writer's client hears of it, and a listening backend sends what it was signalled
 * before answering its next query, in order on the one socket. Callers that arrive together
 * share a round trip, so under load it costs far less than a query each.
 *
 * The listener opens on the first call, or when the outbox relay subscribes to the outbox
 * channel on the same connection (decision 0038); until it is listening, and whenever it is
 * lost, the clock answers UNCACHEABLE.
 */
export function createPostgresChangeClock(
  connectionString: string,
  inTransaction: () => boolean,
): PostgresChangeClock {
  /** Moves when every table may have been written: see above. */
  let generation = 0;
  /** Notifications heard per table, and in all. */
  const writes = new Map<string, number>();
  let allWrites = 0;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let opening: Promise<void> | undefined;
  /** The round trip on the wire, and the one that goes out as soon as it answers. */
  let sent: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const outbox = createOutboxSignal();

  /** An instance of a version before decision 81 notifies without a name: every relay looks. */
  const announced = (payload: string) => {
    if (isOutboxName(payload)) outbox.emit(payload);
    else for (const name of OUTBOX_NAMES) outbox.emit(name);
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    listening = false;
    sent = queued = undefined;
    generation++;
    lost.end().catch(() => {});
    if (!closed) setTimeout(open, RECONNECT_DELAY_MS).unref();
  };

  function open() {
    if (closed || opening || client) return;
    const next = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL) announced(message.payload ?? '');
      else heard(message.payload);
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    client = next;
    opening = next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${OUTBOX_CHANNEL}`))
      .then(() => {
        // Whatever was written before LISTEN took effect was never announced.
        generation++;
        listening = client === next && !closed;
        if (listening) for (const name of OUTBOX_NAMES) outbox.emit(name);
      })
      .catch(() => lose(next))
      .finally(() => {
        opening = undefined;
      });
  }

  /** A write to `table`; to every table when it is empty (or missing). */
  function heard(table: string | undefined) {
    if (!table) {
      generation++;
      return;
    }
    allWrites++;
    writes.set(table, (writes.get(table) ?? 0) + 1);
  }

  function epochOf(tables: readonly string[] | undefined): number {
    if (tables === undefined) return generation + allWrites;
    let sum = generation;
    for (const table of tables) sum += writes.get(table) ?? 0;
    return sum;
  }

  const roundTrip = (on: pg.Client): Promise<void> => {
    const trip: Promise<void> = on
      .query('SELECT 1')
      .then(
        () => {},
        () => lose(on),
      )
      .finally(() => {
        if (sent === trip) sent = undefined;
      });
    sent = trip;
    return trip;
  };

  /** Resolves once a round trip sent after this call has answered. */
  function sync(on: pg.Client): Promise<void> {
    if (queued) return queued;
    if (!sent) return roundTrip(on);
    const after = sent;
    queued = after.then(() => {
      queued = undefined;
      return client === on ? roundTrip(on) : undefined;
    });
    return queued;
  }

  /** The reading of the listening connection `on`, made once per connection. */
  let reading: { on: pg.Client; reading: ClockReading } | undefined;
  const readingOf = (on: pg.Client): ClockReading => {
    if (reading?.on !== on) {
      // Lost meanwhile: what it announced may be incomplete.
      const epoch = (tables?: readonly string[]) =>
        inTransaction() || client !== on || !listening ? UNCACHEABLE : epochOf(tables);
      reading = { on, reading: { epoch } };
    }
    return reading.reading;
  };

  async function read(): Promise<ClockReading> {
    if (inTransaction()) return UNCACHEABLE_READING;
    if (!listening || !client) {
      open();
      return UNCACHEABLE_READING;
    }
    const on = client;
    await sync(on);
    return readingOf(on);
  }

  return {
    read,
    async epoch(tables) {
      return (await read()).epoch(tables);
    },
    onOutbox(name, listener) {
      const stop = outbox.on(name, listener);
      open();
      return stop;
    },
    announceHere(name) {
      outbox.emit(name);
    },
    absorbOwnWrite() {
      // The triggers ignore the only write callers absorb (a token's `last_used_at`).
    },
    async close() {
      closed = true;
      listening = false;
      const last = client;
      client = undefined;
      await opening;
      await last?.end().catch(() => {});
    },
  };
}
