import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { isPostgresUrl } from './db/open-database.js';
import { sqlitePath } from './db/sqlite/sqlite-database.js';

const DEFAULT_DATABASE_URL = 'file:./data/shiftbook.db';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const ConfigFromEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `file:<path>` runs on SQLite (one instance), `postgres://…` on PostgreSQL 15+ (any number). */
  DATABASE_URL: z
    .string()
    .regex(
      /^(file:|postgres:\/\/|postgresql:\/\/)\S+$/,
      'must be file:<path>, postgres://… or postgresql://…',
    )
    .refine(
      (url) => url !== 'file::memory:',
      'must name a file: SQLite in memory cannot be shared by two connections',
    )
    .default(DEFAULT_DATABASE_URL),
  /** PostgreSQL: pooled connections of this process (default 10; decision 23). SQLite ignores it. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * PostgreSQL: a statement running longer than this is cancelled, ms (default 15000, over 100×
   * the worst p99 measured; 0 turns it off; decision 23). CSV exports are not bound by it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .default('redis://127.0.0.1:6379'),
  /** Namespace of BullMQ's keys in Redis, so several apps (or tests) can share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .default('shiftbook'),
  /** Webhook deliveries in flight at once in this process. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  SHOPIFY_APP_URL: z.url().optional(),
  /** Comma-separated Admin API scopes asked for at install; keep equal to shopify.app.toml. */
  SHOPIFY_SCOPES: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'must be comma-separated scopes')
    .default('read_orders,read_products'),
  /** `production` makes Shopify billing charge for real; anything else creates test charges. */
  NODE_ENV: z.string().default('development'),
  WEBHOOK_ALLOW_PRIVATE: flag,
  RATE_LIMIT_DISABLED: flag,
  /**
   * `npm start` without its webhook worker: it still relays the outbox to the queue (on SQLite
   * only this process hears its commits at once), and `npm run worker` processes send.
   */
  WEBHOOK_WORKER_DISABLED: flag,
  /**
   * 32 bytes as 64 hex characters; when unset, generated on first start beside the SQLite file
   * (on PostgreSQL, into ./data). Instances on several hosts sharing a PostgreSQL must set it.
   */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /**
   * The app's URL when running without Shopify (SPEC §15): sign-in links, the staff app's
   * Origin check and the calendar feed start with it. Default `http://localhost:<PORT>`.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * `smtp://[user:pass@]host:port` (STARTTLS when offered) or `smtps://…` (implicit TLS):
   * where emails go (SPEC §16). Unset: no email is queued and `/v1/shop` says `email_enabled: false`.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be smtp://[user:pass@]host:port or smtps://…')
    .optional(),
  /** The sender's address (SPEC §16); default `no-reply@<host of the app URL>`. */
  MAIL_FROM: z.email().optional(),
  /**
   * SPEC §16: changes to published shifts gather per person for this long (ms) from their first
   * unsent change, then go as one "your schedule changed" email. Default 120000 (2 minutes).
   */
  NOTIFY_DEBOUNCE_MS: z.coerce.number().int().min(0).max(86_400_000).default(120_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Folder of the built admin; default dist/admin (written by `npm run build:admin`). */
  ADMIN_DIR: z.string().min(1).optional(),
});

export type Config = Omit<z.infer<typeof ConfigFromEnv>, 'ENCRYPTION_KEY' | 'MAIL_FROM'> & {
  ENCRYPTION_KEY: string;
  /** SHOPIFY_APP_URL, else PUBLIC_URL, else `http://localhost:<PORT>`, without a trailing slash. */
  appUrl: string;
  /** MAIL_FROM, else `no-reply@<host of the app URL>`. */
  MAIL_FROM: string;
  /** True when the Shopify credentials are all set; otherwise the app runs standalone. */
  shopifyEnabled: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws one line that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigFromEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const values = parsed.data;
  const shopifyEnabled = Boolean(
    values.SHOPIFY_API_KEY && values.SHOPIFY_API_SECRET && values.SHOPIFY_APP_URL,
  );
  const appUrl = (values.SHOPIFY_APP_URL ?? values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    ...values,
    ENCRYPTION_KEY: values.ENCRYPTION_KEY ?? keyFileFor(values.DATABASE_URL),
    shopifyEnabled,
    appUrl,
    MAIL_FROM: values.MAIL_FROM ?? `no-reply@${new URL(appUrl).hostname}`,
  };
}

/**
 * The key lives beside the SQLite file so data and key move together, readable by the owner
 * only. PostgreSQL has no file of ours: the key goes in the default data folder, which serves
 * one host; instances on several hosts must share one ENCRYPTION_KEY, or each would seal
 * secrets that the others cannot open.
 */
function keyFileFor(databaseUrl: string): string {
  const database = isPostgresUrl(databaseUrl) ? sqlitePath(DEFAULT_DATABASE_URL) : sqlitePath(databaseUrl);
  const file = join(dirname(database), 'encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/**
 * DATABASE_URL as a log line may show it: a PostgreSQL password is masked, whether in the
 * user-info or as a `password` query parameter (which the pg driver also reads).
 */
export function databaseForLog(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) return databaseUrl;
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    if (url.searchParams.has('password')) url.searchParams.set('password', '***');
    return url.href;
  } catch {
    return 'postgres://…';
  }
}

/** For process entry points: a bad environment stops the process with its one-line reason. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
