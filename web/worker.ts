import { compose } from './compose.js';
import { loadConfigOrExit } from './config.js';
import { createLogger } from './logger.js';

/** `npm run worker`: the outbox relay and the webhook worker without HTTP, for a separate process. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  const composition = await compose(config, logger);
  composition.deliveries.start();
  logger.info('Shiftbook worker is running', { queue_prefix: config.QUEUE_PREFIX });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Stopping the worker: finishing in-flight deliveries', { signal });
    await composition.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
