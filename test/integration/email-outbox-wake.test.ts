import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_CHANNEL } from '../../web/db/postgres/postgres-change-clock.js';
import { type OpenTestDatabase, openTestDatabase, TEST_DIALECT } from '../helpers/test-database.js';
import { until } from '../helpers/webhook-fixtures.js';

/**
 * A commit that wrote emails wakes the email relays of its own process, after the commit and
 * never on a rollback, on both databases; on PostgreSQL without a NOTIFY, which would
 * serialise every invite's commit through the WAL flush (decision 0084). Webhook deliveries
 * keep theirs: another instance's relay still hears of them (relay-wake.test.ts).
 */
describe('an email commit wakes this process’s email relay', () => {
  let open: OpenTestDatabase;
  let listener: pg.Client | undefined;
  const heard: string[] = [];
  beforeAll(async () => {
    open = await openTestDatabase();
    if (TEST_DIALECT === 'postgres') {
      listener = new pg.Client({ connectionString: open.url });
      await listener.connect();
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    }
  });
  afterAll(async () => {
    await listener?.end();
    await open?.close();
  });

  it('after the commit, once, and not at all on a rollback', async () => {
    const { db } = open;
    const wakes: string[] = [];
    const stopEmails = db.onOutbox('emails', () => wakes.push('emails'));
    const stopWebhooks = db.onOutbox('webhooks', () => wakes.push('webhooks'));
    try {
      // The listening connection's own first wake-up (PostgreSQL) is not a commit's.
      await new Promise((resolve) => setTimeout(resolve, 300));
      wakes.length = 0;
      let beforeCommit = -1;
      await db.transaction(async () => {
        await db.announceOutbox('emails');
        await db.announceOutbox('emails');
        beforeCommit = wakes.length;
      });
      expect(beforeCommit).toBe(0);
      expect(wakes).toEqual(['emails']);

      await expect(
        db.transaction(async () => {
          await db.announceOutbox('emails');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(wakes).toEqual(['emails']);

      // Outside a transaction the write has committed already.
      await db.announceOutbox('emails');
      expect(wakes).toEqual(['emails', 'emails']);

      if (listener) {
        // Webhooks still notify every instance: this one hears it back through LISTEN.
        await db.transaction(() => db.announceOutbox('webhooks'));
        await until(async () => wakes.includes('webhooks'));
        await until(async () => heard.length > 0);
        expect(heard).toEqual(['webhooks']);
      }
    } finally {
      stopEmails();
      stopWebhooks();
    }
  });
});
