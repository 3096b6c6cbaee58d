import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { compose } from './compose.js';
import { databaseForLog, loadConfigOrExit } from './config.js';
import { createAppServer } from './http/app-server.js';
import { createLogger } from './logger.js';

/** Longest wait for in-flight requests on SIGTERM before the process exits anyway (ms). */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  const composition = await compose(config, logger);
  const app = createApp(composition.appDeps);
  composition.deliveries.start({ worker: !config.WEBHOOK_WORKER_DISABLED });
  if (config.WEBHOOK_WORKER_DISABLED)
    logger.info('Webhook worker off (WEBHOOK_WORKER_DISABLED): run npm run worker to send deliveries');
  const server = createAppServer(app).listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    logger.info('Shiftbook is listening', { port, database: databaseForLog(config.DATABASE_URL) });
    if (!config.SMTP_URL)
      logger.info(
        'Email is off (no SMTP_URL): nothing is queued; staff sign-in links need it (see README, Email)',
      );
    if (!config.shopifyEnabled) {
      logger.info('Standalone mode: no Shopify credentials, so the API and admin work with CLI tokens only');
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Stopping: finishing in-flight requests', { signal });
    const force = setTimeout(() => {
      logger.warn('Shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await composition.close();
      logger.info('Stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
