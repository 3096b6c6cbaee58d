import { createApp } from '../web/app.js';
import { compose } from '../web/compose.js';
import { loadConfigOrExit } from '../web/config.js';
import { createAppServer } from '../web/http/app-server.js';
import { createLogger } from '../web/logger.js';

/**
 * The app as `web/server.ts` runs it, with one bench-only knob: `BENCH_EXPORT_SLICE_MS`, the
 * exports' time slice in ms (`off`: yield on backpressure only, as before decision 0022), so
 * the bench can measure what the yield costs an export and what it buys everyone else.
 */
const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
const slice = process.env.BENCH_EXPORT_SLICE_MS;
const sliceMs = slice === 'off' ? Number.POSITIVE_INFINITY : slice ? Number(slice) : undefined;
const composition = await compose(config, logger, { exports: { sliceMs } });
composition.deliveries.start();
const server = createAppServer(createApp(composition.appDeps)).listen(config.PORT, config.HOST);
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void composition.close().finally(() => process.exit(0));
});
