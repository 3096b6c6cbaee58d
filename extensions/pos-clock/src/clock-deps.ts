import { type ClockApi, createClockApi } from './api-client.js';
import { appUrl } from './app-url.js';
import type { ClockStore } from './clock-store.js';
import type { PosBackgroundHost } from './pos-host.js';
import { createServerClock, type ServerClock } from './server-clock.js';

/** What every target builds alike: the API client, the device's store, and the server's clock. */
export interface ClockDeps {
  api: ClockApi;
  store: ClockStore;
  now: () => Date;
  serverClock: ServerClock;
}

export function clockDeps(options: {
  host: PosBackgroundHost;
  store: ClockStore;
  api?: ClockApi | undefined;
  fetch?: typeof fetch | undefined;
  now?: (() => Date) | undefined;
}): ClockDeps {
  const { host, store } = options;
  const now = options.now ?? (() => new Date());
  // What one target learns of the server's clock, the others (and the next run) read from storage.
  const serverClock = createServerClock((offsetMs) => void store.keepOffset(offsetMs).catch(() => undefined));
  const api =
    options.api ??
    createClockApi({
      appUrl: appUrl(),
      getSessionToken: async () => (await host.session.getSessionToken()) ?? undefined,
      fetch: options.fetch,
      now,
      onAnswer: (date, receivedAt) => serverClock.observe(date, receivedAt),
    });
  return { api, store, now, serverClock };
}
