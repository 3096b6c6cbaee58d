import { compose } from '../web/compose.js';
import { loadConfig } from '../web/config.js';
import type { V1Deps } from '../web/http/v1/route-deps.js';
import { createLogger } from '../web/logger.js';

/**
 * Runs `work` on the app's services composed in this process over `env` (the section's own
 * database), then closes them: how a section seeds its data before it starts the app as
 * `npm start` runs it.
 */
export async function withAppDeps<T>(
  env: Record<string, string>,
  work: (deps: V1Deps) => Promise<T>,
): Promise<T> {
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...env,
    LOG_LEVEL: 'warn',
  });
  const composition = await compose(config, createLogger(config.LOG_LEVEL));
  try {
    return await work(composition.appDeps.v1);
  } finally {
    await composition.close();
  }
}
