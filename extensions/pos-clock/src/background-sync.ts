import { nextToSend } from './action-queue.js';
import type { ClockApi } from './api-client.js';
import { type ClockDeps, clockDeps } from './clock-deps.js';
import { type ClockStore, createClockStore } from './clock-store.js';
import type { PosBackgroundHost } from './pos-host.js';
import { type ReplayOutcome, replayQueue } from './replay-queue.js';

/** A one-shot timer, injectable so that tests drive time themselves. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BackgroundSyncOptions {
  /** Default: the `shopify` global of `pos.app.ready.data`. */
  host: PosBackgroundHost;
  api?: ClockApi;
  store?: ClockStore;
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * Waits between attempts while actions wait and the server does not take them, ms; the last
   * repeats. Default 15 s, 30 s, 1 min, 2 min, then every 5 min.
   */
  backoffMs?: number[];
  /**
   * How often storage is looked at for actions the tile or the modal kept, ms; default 30000.
   * A local read: 2026-07 has no storage signal to subscribe to.
   */
  idleCheckMs?: number;
  timers?: Timers;
}

export interface BackgroundSync {
  start(): Promise<void>;
  stop(): void;
  /** One pass now (and the next one scheduled after it). */
  run(): Promise<ReplayOutcome>;
  /** When the next pass is due, ms from its scheduling; null when none is. */
  readonly nextInMs: number | null;
}

const DEFAULT_BACKOFF_MS = [15_000, 30_000, 60_000, 120_000, 300_000];

/**
 * The offline queue's sender for the whole POS session (`pos.app.ready.data`, a target POS
 * starts when it loads and keeps until the session ends, with the Session, Storage and
 * Connectivity APIs). The tile lives only while POS home shows it; this does not, so what was
 * kept is sent while the cashier is selling, not only when someone returns to home. It sends at
 * start, as soon as the connection comes back, and while something waits: again after a
 * backoff (or the server's Retry-After), and every `idleCheckMs` it looks for new actions.
 */
export function createBackgroundSync(options: BackgroundSyncOptions): BackgroundSync {
  const { host } = options;
  const { api, store, now, serverClock }: ClockDeps = clockDeps({
    host,
    api: options.api,
    store: options.store ?? createClockStore(host.storage),
    fetch: options.fetch,
    now: options.now,
  });
  const backoff = options.backoffMs?.length ? options.backoffMs : DEFAULT_BACKOFF_MS;
  const idleCheckMs = options.idleCheckMs ?? 30_000;
  const timers = options.timers ?? REAL_TIMERS;
  const cleanups: (() => void)[] = [];
  let online = host.connectivity?.current.value.internetConnected !== 'Disconnected';
  let failures = 0;
  let timer: unknown = null;
  let nextInMs: number | null = null;
  let running: Promise<ReplayOutcome> | null = null;
  let again = false;
  let stopped = false;

  function schedule(ms: number): void {
    if (timer !== null) timers.clear(timer);
    if (stopped) return;
    nextInMs = ms;
    timer = timers.set(() => {
      timer = null;
      nextInMs = null;
      void run().catch(() => undefined);
    }, ms);
  }

  async function pass(): Promise<ReplayOutcome> {
    const state = await store.read();
    serverClock.adopt(state.offsetMs);
    const outcome = online
      ? await replayQueue({ api, store, now, isOnline: () => online, offsetMs: () => serverClock.offsetMs })
      : { sent: 0, stopped: null };
    const { queue } = await store.read();
    const sendable = nextToSend(queue) !== undefined;
    if (outcome.sent > 0 || !outcome.stopped) failures = 0;
    if (!sendable || !online) {
      // Nothing to send (or no way to): look again later; the connection's return wakes us sooner.
      schedule(idleCheckMs);
    } else {
      const wait = backoff[Math.min(failures, backoff.length - 1)] ?? idleCheckMs;
      failures++;
      const untilAllowed = queue.retryAt === null ? 0 : queue.retryAt - now().getTime();
      schedule(Math.max(wait, untilAllowed));
    }
    return outcome;
  }

  function run(): Promise<ReplayOutcome> {
    if (running) {
      // Asked again mid-pass (the connection came back): one more pass once this one ends.
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
      if (!again || stopped) return;
      again = false;
      void run().catch(() => undefined);
    });
    return running;
  }

  return {
    get nextInMs() {
      return nextInMs;
    },
    run,
    async start() {
      const connectivity = host.connectivity?.current;
      if (connectivity)
        cleanups.push(
          connectivity.subscribe((state) => {
            const now = state.internetConnected === 'Connected';
            const cameBack = now && !online;
            online = now;
            if (!cameBack) return;
            failures = 0;
            void run().catch(() => undefined);
          }),
        );
      await run();
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      nextInMs = null;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
