import type { Logger } from '../logger.js';
import type { StaffAppDeps } from '../services/deps.js';
import { alertOverdueEntries } from '../services/notifications/alert-overdue-entries.js';
import { makeDueReminders } from '../services/notifications/make-due-reminders.js';
import { sendDueScheduleChanges } from '../services/notifications/send-schedule-changes.js';

/**
 * How often the scanner looks for due notifications (ms), default 10 s: SPEC §16 hands a
 * gathered email to SMTP within 15 s of its window's end and a reminder at most 60 s late.
 */
export const NOTIFICATION_SCAN_INTERVAL_MS = 10_000;
/** Rows one step of one kind takes; a pass repeats a kind while it finds full batches. */
const BATCH = 100;
/** Batches of one kind in one pass, so a pass is bounded even behind a large backlog. */
const MAX_BATCHES = 20;

export interface ScanCounts {
  scheduleChanges: number;
  reminders: number;
  overdueEntries: number;
}

export interface NotificationScanner {
  /** One pass over every kind, as the timer runs it; tests and benches call it directly. */
  scanOnce(): Promise<ScanCounts>;
  start(): void;
  /** Stops the timer and answers once a pass under way has ended. */
  stop(): Promise<void>;
}

/**
 * The due-time scanner of SPEC §16 (decision 56): every `intervalMs` it reads from the
 * database what is due (debounced schedule changes, reminders, overdue entries) and turns each
 * into notifications, claiming each row in the transaction that queues its email. It holds no
 * timers per notification, so a restart loses nothing and every instance (app or `npm run
 * worker`) may scan: two scanners never make one email twice.
 */
export function createNotificationScanner(options: {
  deps: StaffAppDeps;
  logger: Logger;
  intervalMs?: number | undefined;
}): NotificationScanner {
  const { deps, logger } = options;
  const drain = async (step: (now: number, limit: number) => Promise<number>): Promise<number> => {
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const found = await step(deps.now(), BATCH);
      total += found;
      if (found < BATCH) break;
    }
    return total;
  };
  const scanOnce = async (): Promise<ScanCounts> => ({
    scheduleChanges: await drain((now, limit) => sendDueScheduleChanges(deps, now, limit)),
    reminders: await drain((now, limit) => makeDueReminders(deps, now, limit)),
    overdueEntries: await drain((now, limit) => alertOverdueEntries(deps, now, limit)),
  });
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pass = () => {
    running ??= scanOnce()
      .catch((error: unknown) =>
        logger.error('Notification scan failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    scanOnce,
    start() {
      if (timer) return;
      // The first pass comes one interval after start, well within the 60 s a reminder may be late.
      timer = setInterval(pass, options.intervalMs ?? NOTIFICATION_SCAN_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
