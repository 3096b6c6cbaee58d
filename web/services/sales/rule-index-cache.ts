import { cachePerDatabase, FreshCache } from '../../db/change-clock.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { RuleIndex } from '../../domain/sales/index.js';
import { addDays } from '../../domain/time/calendar-date.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { ruleOf } from './stored-rules.js';

/**
 * How far back a kept index reaches, in local days before the day it is built: rules that ended
 * before then are left out of it. Orders arrive within minutes of their sale and updates within
 * weeks; an order processed earlier (the import of past orders, an update of an old one) is
 * paid by the rules read for its own date.
 */
const REACH_DAYS = 62;
/**
 * The most rules one shop's kept index holds: the 1,000 that have not ended (decision 0072) and
 * room for those ended within REACH_DAYS. A shop with more is read for each order instead.
 */
const MAX_RULES_PER_SHOP = 2_000;
/** Shops whose index is kept, and their rules in all: the least recently used shops go first. */
const MAX_SHOPS = 1_000;
const MAX_RULES = 100_000;
/**
 * The entries never go stale by the change clock: each carries the shop's `rules_version` it was
 * built at, and is used only while the shop row read with the order still carries it.
 */
const ALWAYS = 0;

interface KeptIndex {
  /** The shop's `rules_version` when its rules were read: they are at least that recent. */
  version: number;
  /** The first local date whose rules it holds all of. */
  from: string;
  /** Null: the shop has over MAX_RULES_PER_SHOP such rules, read for each order. */
  index: RuleIndex | null;
  rules: number;
}

const cacheOf = cachePerDatabase(() => new FreshCache<KeptIndex>(MAX_SHOPS, MAX_RULES, (kept) => kept.rules));

/**
 * The rule index that pays an order of the shop processed on the local `date` (SPEC §18): kept
 * per shop while the shop's `rules_version` stays what it was (decision 0072), so an order reads
 * no rule. Every write of a rule moves the version in its transaction, and the shop row is read
 * by each order, in its transaction: a rule written on any instance, or by any process, before
 * the order is read again by it. `winner` must be given `date`, since the index holds rules of
 * other dates too.
 */
export async function ruleIndexFor(deps: ServiceDeps, shop: ShopRow, date: string): Promise<RuleIndex> {
  const cache = cacheOf(deps.db);
  const kept = cache.get(ALWAYS, shop.id);
  if (kept && kept.version === shop.rulesVersion && kept.from <= date && kept.index) return kept.index;
  const from = addDays(localDateOf(deps.now(), shop.timezone), -REACH_DAYS);
  const tooMany = kept?.version === shop.rulesVersion && kept.index === null;
  if (date < from || tooMany) return indexOn(deps, shop.id, date);
  const rows = await deps.repos.commissionRules.notEndedBefore(shop.id, from, MAX_RULES_PER_SHOP + 1);
  const index = rows.length > MAX_RULES_PER_SHOP ? null : new RuleIndex(rows.map(ruleOf));
  // An order whose shop row is older than the kept entry's leaves the entry alone.
  if (!kept || kept.version <= shop.rulesVersion)
    cache.set(ALWAYS, shop.id, { version: shop.rulesVersion, from, index, rules: index ? rows.length : 0 });
  return index ?? indexOn(deps, shop.id, date);
}

/** The rules that hold on `date`, read and indexed for one order. */
async function indexOn(deps: ServiceDeps, shopId: string, date: string): Promise<RuleIndex> {
  return new RuleIndex((await deps.repos.commissionRules.holdingOn(shopId, date)).map(ruleOf));
}
