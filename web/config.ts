import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { databasePath } from './db/client.js';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const ConfigFromEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:)?[^\s]+$/, 'must be file:<path> or a path')
    .default('file:./data/shiftbook.db'),
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
    .default('read_orders'),
  /** `production` makes Shopify billing charge for real; anything else creates test charges. */
  NODE_ENV: z.string().default('development'),
  WEBHOOK_ALLOW_PRIVATE: flag,
  RATE_LIMIT_DISABLED: flag,
  /** 32 bytes as 64 hex characters; generated into the data folder on first start when unset. */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Folder of the built admin; default dist/admin (written by `npm run build:admin`). */
  ADMIN_DIR: z.string().min(1).optional(),
});

export type Config = Omit<z.infer<typeof ConfigFromEnv>, 'ENCRYPTION_KEY'> & {
  ENCRYPTION_KEY: string;
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
  return {
    ...values,
    ENCRYPTION_KEY: values.ENCRYPTION_KEY ?? keyFileFor(values.DATABASE_URL),
    shopifyEnabled,
  };
}

/** The key lives beside the database so data and key move together, readable by the owner only. */
function keyFileFor(databaseUrl: string): string {
  const path = databasePath(databaseUrl);
  const file = join(path === ':memory:' ? '.' : dirname(path), 'encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
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
