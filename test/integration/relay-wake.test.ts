import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_CHANNEL } from '../../web/db/postgres/postgres-change-clock.js';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { recordEvent } from '../../web/services/webhooks/outbox.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { TEST_DIALECT } from '../helpers/test-database.js';
import { createEndpoint, deliveriesOf, pendingTimesheet, until } from '../helpers/webhook-fixtures.js';

/**
 * The relay hears of a commit that wrote deliveries instead of waiting for its poll (decision
 * 0038). Its poll is set to a minute here, so a delivery that arrives within the test's
 * seconds was relayed because the commit woke the relay: the poll had not fired since the
 * relay's first pass at start, which ran before the event was written.
 */
const LONG_POLL = { relayIntervalMs: 60_000, retryDelayScale: 0.0002 };

let receiver: CaptureServer | undefined;
let shops = 0;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function newShop(app: TestApp) {
  const shop = await app.addShop(`relay-wake-${++shops}.myshopify.com`, { plan: 'pro' });
  return { shop, token: await app.token(shop) };
}

/** One committed event per call, each in a transaction of its own. */
const commitEvent = (app: TestApp, shop: ShopRow, i: number) =>
  app.deps.db.transaction(() =>
    recordEvent(app.deps, shop, 'timesheet.approved', { id: `tms_wake${i}`, object: 'timesheet' }),
  );

/** Counts the webhook relay's passes (its claims) until `restore` puts the repository back. */
function countRelayPasses(app: TestApp) {
  const deliveries = app.deps.repos.webhookDeliveries;
  const claim = deliveries.claimUnqueued;
  const passes = {
    count: 0,
    restore: () => {
      deliveries.claimUnqueued = claim;
    },
  };
  deliveries.claimUnqueued = (limit, now) => {
    passes.count++;
    return claim(limit, now);
  };
  return passes;
}

describe('a relay polling once a minute', () => {
  let app: TestApp;
  let startedAt: number;
  beforeAll(async () => {
    startedAt = Date.now();
    app = await startTestApp(
      { WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' },
      { deliveries: true, deliveryTuning: LONG_POLL },
    );
  });
  afterAll(() => app?.close());

  it('delivers an approval as soon as it commits, long before the poll could have run', async () => {
    receiver = await startCaptureServer();
    const { token } = await newShop(app);
    await createEndpoint(app, token, receiver.url);
    const timesheet = await pendingTimesheet(app, token);
    const approved = await app.request('POST', `/v1/timesheets/${timesheet}/approve`, { token });
    expect(approved.status).toBe(200);

    const [request] = await receiver.waitFor(1, 20_000);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'timesheet.approved', data: { id: timesheet } });
    // Not a claim about speed: only that the minute's poll cannot have been what found it.
    expect(Date.now() - startedAt).toBeLessThan(60_000);
  });

  it('a manual retry wakes the relay too', async () => {
    receiver = await startCaptureServer();
    const { shop, token } = await newShop(app);
    const endpoint = await createEndpoint(app, token, receiver.url);
    await commitEvent(app, shop, 0);
    await receiver.waitFor(1, 20_000);
    const [delivery] = await deliveriesOf(app, shop);
    await until(async () => (await deliveriesOf(app, shop))[0]?.status === 'succeeded');
    const retried = await app.request(
      'POST',
      `/v1/webhooks/${endpoint.id}/deliveries/${delivery!.id}/retry`,
      { token },
    );
    expect(retried.status).toBe(200);
    await receiver.waitFor(2, 20_000);
    expect(Date.now() - startedAt).toBeLessThan(60_000);
  });

  it('a burst of 200 commits costs far fewer relay passes than commits, and every event arrives once', async () => {
    receiver = await startCaptureServer();
    const { shop, token } = await newShop(app);
    await createEndpoint(app, token, receiver.url);
    const deliveries = app.deps.repos.webhookDeliveries;
    const passes = countRelayPasses(app);
    try {
      const count = 200;
      const events = await Promise.all(Array.from({ length: count }, (_, i) => commitEvent(app, shop, i)));
      await receiver.waitFor(count, 30_000);
      await until(async () => (await deliveries.backlog()) === 0);
      const ids = receiver.requests.map((request) => request.headers['webhook-id']);
      expect([...ids].sort()).toEqual([...events].sort());
      // Each pass claims every row committed before it began, so commits that land while one
      // runs share the next. How many passes depends on the machine's timing, not on the count.
      expect(passes.count).toBeLessThan(count / 2);
    } finally {
      passes.restore();
    }
    expect(Date.now() - startedAt).toBeLessThan(60_000);
  });

  it('is not woken by commits that wrote only emails, and is by one that wrote a delivery', async () => {
    const { db } = app.deps;
    const passes = countRelayPasses(app);
    // Long enough for a pass woken by an earlier commit to have run; the poll is a minute away.
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));
    try {
      await quiet();
      passes.count = 0;
      for (let i = 0; i < 20; i++) await db.transaction(() => db.announceOutbox('emails'));
      await db.announceOutbox('emails');
      await db.transaction(() => db.announceOutbox('webhooks'));
      await until(async () => passes.count >= 1);
      await quiet();
      expect(passes.count).toBe(1);
    } finally {
      passes.restore();
    }
  });

  // An instance of a version before decision 81 sends no outbox name: every relay looks.
  it.skipIf(TEST_DIALECT !== 'postgres')('is woken by a notification that names no outbox', async () => {
    const passes = countRelayPasses(app);
    try {
      await app.deps.db.rows(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
      await until(async () => passes.count >= 1);
    } finally {
      passes.restore();
    }
  });
});

describe('a relay whose wake-up is lost', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(
      { WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' },
      { deliveries: true, deliveryTuning: { relayIntervalMs: 300, retryDelayScale: 0.0002 } },
    );
  });
  afterAll(() => app?.close());

  it('still finds the event by polling', async () => {
    receiver = await startCaptureServer();
    const { shop, token } = await newShop(app);
    await createEndpoint(app, token, receiver.url);
    const { db } = app.deps;
    const announce = db.announceOutbox;
    // The commit announces nothing: as if the notification were lost on its way.
    db.announceOutbox = async () => {};
    let event: string;
    try {
      event = await commitEvent(app, shop, 0);
    } finally {
      db.announceOutbox = announce;
    }
    const [request] = await receiver.waitFor(1, 20_000);
    expect(request!.headers['webhook-id']).toBe(event);
  });
});

// Several instances share one PostgreSQL only (SPEC §14); on SQLite the signal stays in its process.
describe.skipIf(TEST_DIALECT !== 'postgres')('two instances on one PostgreSQL', () => {
  let writer: TestApp;
  let relaying: TestApp;
  let startedAt: number;
  beforeAll(async () => {
    startedAt = Date.now();
    // The writing instance runs no relay at all: only the other one can deliver.
    writer = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' });
    relaying = await startTestApp(
      {
        ...writer.databaseEnv,
        QUEUE_PREFIX: writer.queuePrefix,
        WEBHOOK_ALLOW_PRIVATE: '1',
        RATE_LIMIT_DISABLED: '1',
      },
      { deliveries: true, deliveryTuning: LONG_POLL },
    );
  });
  afterAll(async () => {
    await relaying?.close();
    await writer?.close();
  });

  it("a write answered by one instance wakes the other's relay, which delivers it", async () => {
    receiver = await startCaptureServer();
    const { token } = await newShop(writer);
    await createEndpoint(writer, token, receiver.url);
    // Twice: the second shows the listening connection keeps hearing after its first wake-up.
    for (const expected of [1, 2]) {
      const timesheet = await pendingTimesheet(writer, token);
      const approved = await writer.request('POST', `/v1/timesheets/${timesheet}/approve`, { token });
      expect(approved.status).toBe(200);
      const requests = await receiver.waitFor(expected, 20_000);
      expect(JSON.parse(requests[expected - 1]!.body).data.id).toBe(timesheet);
    }
    expect(Date.now() - startedAt).toBeLessThan(60_000);
  });
});
