import type { CommissionRuleRow } from '../../db/repositories/commission-rules-repository.js';
import type { Page } from '../../db/repositories/page.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { parseStoredStrings } from '../sales/stored-rules.js';
import { type CommissionRuleView, commissionRuleView } from '../views/commission-rule-view.js';

export interface CommissionRuleListQuery {
  /** Id or handle: rules that apply to them (naming them, or everyone). */
  staff?: string | undefined;
  /** A local date: rules that hold on it. */
  activeOn?: string | undefined;
}

/** Rules as the API answers them, their staff handles looked up once for all. */
async function viewsOf(deps: ServiceDeps, shopId: string, rows: readonly CommissionRuleRow[]) {
  const ids = [...new Set(rows.flatMap((row) => parseStoredStrings(row.staffIds)))];
  const handles = await deps.repos.staff.handlesByIds(shopId, ids);
  return rows.map((row) => commissionRuleView(row, (id) => handles.get(id)));
}

export async function ruleViewOf(deps: ServiceDeps, row: CommissionRuleRow): Promise<CommissionRuleView> {
  return (await viewsOf(deps, row.shopId, [row]))[0]!;
}

export async function getCommissionRule(
  deps: ServiceDeps,
  shopId: string,
  id: string,
): Promise<CommissionRuleView> {
  const row = await deps.repos.commissionRules.findById(shopId, id);
  if (!row) throw notFound('commission rule');
  return ruleViewOf(deps, row);
}

export async function listCommissionRules(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: CommissionRuleListQuery,
): Promise<ListResult<CommissionRuleView>> {
  let staffId: string | undefined;
  if (query.staff) {
    const member = await deps.repos.staff.findByRef(shopId, query.staff);
    // As every list: a staff member the shop does not have matches nothing.
    if (!member) return { data: [], has_more: false, next_cursor: null };
    staffId = member.id;
  }
  const rows = await deps.repos.commissionRules.list(shopId, page, { staffId, activeOn: query.activeOn });
  if (!rows) throw invalidField('starting_after', 'No commission rule with that id to start after.');
  const result = pageOf(rows, page.limit);
  return { ...result, data: await viewsOf(deps, shopId, result.data) };
}
