import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config.js';
import { migrateDatabase, openDatabase } from './db/open-database.js';
import { createRepositories } from './db/repositories/index.js';
import { PLANS, type Plan } from './domain/plans.js';
import { isTimeZone } from './domain/time/work-week.js';
import { isScope, SCOPES, type Scope } from './domain/tokens/scopes.js';
import { createPinHasher } from './security/pin-hash.js';
import type { PinHashDeps, ServiceDeps } from './services/deps.js';
import { addShop, isShopDomain } from './services/shops/add-shop.js';
import { DEMO_PIN, seedDemo } from './services/shops/seed-demo.js';
import { createApiToken } from './services/tokens/create-api-token.js';

const USAGE = `Usage: npm run cli -- <command>
  shop:add <shop.myshopify.com> [--timezone Area/City] [--plan free|pro]
  token:create <shop.myshopify.com> --scopes read_timesheets,write_shifts,... [--name NAME]
  demo
  status`;

class UsageError extends Error {}

async function commandShopAdd(deps: ServiceDeps, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { timezone: { type: 'string' }, plan: { type: 'string' } },
  });
  const domain = positionals[0];
  if (!domain || !isShopDomain(domain))
    throw new UsageError('shop:add needs a shop domain such as my-shop.myshopify.com');
  if (values.timezone && !isTimeZone(values.timezone))
    throw new UsageError(`Unknown time zone: ${values.timezone}`);
  if (values.plan && !(PLANS as readonly string[]).includes(values.plan))
    throw new UsageError('--plan must be free or pro');
  const existed = (await deps.repos.shops.findByDomain(domain)) !== undefined;
  const shop = await addShop(deps, {
    domain,
    timezone: values.timezone,
    plan: values.plan as Plan | undefined,
  });
  // Adding is create-or-keep: an existing shop's settings are not overwritten from here (its
  // plan comes from Shopify billing, its time zone is guarded by PATCH /v1/shop), so say so.
  const ignored = existed && (values.timezone !== undefined || values.plan !== undefined);
  if (ignored) console.error(`${domain} already exists; --timezone and --plan were not applied.`);
  console.log(`${shop.domain} (${shop.id}) timezone=${shop.timezone} plan=${shop.plan}`);
}

async function commandTokenCreate(deps: ServiceDeps, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { scopes: { type: 'string' }, name: { type: 'string' } },
  });
  const domain = positionals[0];
  if (!domain) throw new UsageError('token:create needs a shop domain');
  const shop = await deps.repos.shops.findByDomain(domain);
  if (!shop) throw new UsageError(`No shop ${domain}: add it first with shop:add`);
  const scopes = (values.scopes ?? '')
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);
  if (scopes.length === 0) throw new UsageError(`--scopes is required, from: ${SCOPES.join(',')}`);
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0) throw new UsageError(`Unknown scopes: ${unknown.join(', ')}`);
  const created = await createApiToken(
    deps,
    shop.id,
    { name: values.name ?? 'cli', scopes: scopes as Scope[], expiresAt: null },
    'cli',
  );
  console.log(`Created ${created.id} for ${shop.domain} with ${scopes.join(',')}. It is shown only once:`);
  console.log(created.token);
}

async function commandDemo(deps: PinHashDeps, port: number): Promise<void> {
  const demo = await seedDemo(deps);
  console.log(
    `Demo shop ${demo.domain}: ${demo.staffCount} staff, timesheets for the weeks of ${demo.weeks.join(' and ')}.`,
  );
  console.log(`Admin: http://localhost:${port}/ (sign in with the token below)`);
  console.log(`Kiosk: set one up on the admin's Who's working page; every demo PIN is ${DEMO_PIN}.`);
  console.log(
    `Try:   curl -H "Authorization: Bearer <token>" "http://localhost:${port}/v1/timesheets?week=${demo.weeks[0]}"`,
  );
  console.log(demo.token);
}

/**
 * What an operator looks at and the unauthenticated /healthz must not tell the world: how many
 * webhook deliveries, across every shop of this database, are not settled yet.
 */
async function commandStatus(deps: ServiceDeps): Promise<void> {
  console.log(`outbox_backlog=${await deps.repos.webhookDeliveries.backlog()}`);
}

/** Works on SQLite beside a running server (each write waits for the file's lock) and on PostgreSQL. */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfigOrExit();
  const db = openDatabase(config.DATABASE_URL, {
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  try {
    await migrateDatabase(db);
    const deps: PinHashDeps = {
      db,
      repos: createRepositories(db),
      now: Date.now,
      pinHasher: createPinHasher(),
    };
    if (command === 'shop:add') await commandShopAdd(deps, args);
    else if (command === 'token:create') await commandTokenCreate(deps, args);
    else if (command === 'demo') await commandDemo(deps, config.PORT);
    else if (command === 'status') await commandStatus(deps);
    else throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  } catch (error) {
    if (!(error instanceof UsageError || (error instanceof TypeError && 'code' in error))) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    await db.close();
  }
}

await main();
