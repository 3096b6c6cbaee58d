import { getApiToken } from '../../services/tokens/manage-api-tokens.js';
import { ApiTokenSchema, CreatedApiTokenSchema } from '../../services/views/api-token-view.js';
import { WebhookDeliverySchema, WebhookEndpointSchema } from '../../services/views/webhook-view.js';
import { getWebhookEndpoint } from '../../services/webhooks/webhook-endpoints.js';
import { clockIn } from './clock/clock-in.js';
import { clockOut } from './clock/clock-out.js';
import { endBreak } from './clock/end-break.js';
import { getAttendance } from './clock/get-attendance.js';
import { getClockBoard } from './clock/get-clock-board.js';
import { startBreak } from './clock/start-break.js';
import { getCommission } from './commissions/get-commission.js';
import { listCommissions } from './commissions/list-commissions.js';
import { recordCommission } from './commissions/record-commission.js';
import { createPayrollRun } from './payroll/create-payroll-run.js';
import { finalizePayrollRun } from './payroll/finalize-payroll-run.js';
import { getPayrollRun } from './payroll/get-payroll-run.js';
import { listPayrollLines } from './payroll/list-payroll-lines.js';
import { listPayrollRuns } from './payroll/list-payroll-runs.js';
import { deletedSchema, listSchema } from './response-schemas.js';
import type { V1Deps } from './route-deps.js';
import type { RouteSpec } from './route-spec.js';
import { getSales } from './sales/get-sales.js';
import { copyWeek } from './shifts/copy-week.js';
import { createShift } from './shifts/create-shift.js';
import { deleteShift } from './shifts/delete-shift.js';
import { getShift } from './shifts/get-shift.js';
import { listShifts } from './shifts/list-shifts.js';
import { publishWeek } from './shifts/publish-week.js';
import { updateShift } from './shifts/update-shift.js';
import { getShop } from './shop/get-shop.js';
import { updateShop } from './shop/update-shop.js';
import { upgradeShop } from './shop/upgrade-shop.js';
import { createStaff } from './staff/create-staff.js';
import { getStaff } from './staff/get-staff.js';
import { listShopifyStaffMembers } from './staff/list-shopify-staff-members.js';
import { listStaff } from './staff/list-staff.js';
import { updateStaff } from './staff/update-staff.js';
import { createTimeEntry } from './time-entries/create-time-entry.js';
import { deleteTimeEntry } from './time-entries/delete-time-entry.js';
import { getTimeEntry } from './time-entries/get-time-entry.js';
import { listTimeEntries } from './time-entries/list-time-entries.js';
import { updateTimeEntry } from './time-entries/update-time-entry.js';
import { approveTimeOff } from './time-off/approve-time-off.js';
import { denyTimeOff } from './time-off/deny-time-off.js';
import { getTimeOff } from './time-off/get-time-off.js';
import { listTimeOff } from './time-off/list-time-off.js';
import { requestTimeOff } from './time-off/request-time-off.js';
import { updateTimeOff } from './time-off/update-time-off.js';
import { approveTimesheet } from './timesheets/approve-timesheet.js';
import { getTimesheet } from './timesheets/get-timesheet.js';
import { getWeekSummary } from './timesheets/get-week-summary.js';
import { reopenTimesheet } from './timesheets/reopen-timesheet.js';
import { ApiTokenListQuery, CreateApiTokenBody } from './tokens-router.js';
import {
  CreateWebhookEndpointBody,
  RetryDeliveryBody,
  SendTestEventBody,
  UpdateWebhookEndpointBody,
  WebhookListQuery,
} from './webhooks-router.js';

export { type HttpMethod, type RouteSpec, TAGS, type Tag } from './route-spec.js';

const endpoint = (deps: V1Deps, shopId: string, p: Record<string, string>) =>
  getWebhookEndpoint(deps, shopId, p.id!);
const apiToken = (deps: V1Deps, shopId: string, p: Record<string, string>) =>
  getApiToken(deps, shopId, p.id!);

export const ROUTES: readonly RouteSpec[] = [
  // Timesheets (SPEC sections 1 and 4)
  getWeekSummary,
  getTimesheet,
  approveTimesheet,
  reopenTimesheet,
  // Time entries
  listTimeEntries,
  createTimeEntry,
  getTimeEntry,
  updateTimeEntry,
  deleteTimeEntry,
  // Shifts
  listShifts,
  createShift,
  publishWeek,
  copyWeek,
  getShift,
  updateShift,
  deleteShift,
  // Time off (SPEC section 13)
  listTimeOff,
  requestTimeOff,
  getTimeOff,
  updateTimeOff,
  approveTimeOff,
  denyTimeOff,
  // Time clock (SPEC section 10)
  getClockBoard,
  clockIn,
  clockOut,
  startBreak,
  endBreak,
  getAttendance,
  // Sales (SPEC section 12)
  getSales,
  // Staff
  listShopifyStaffMembers,
  listStaff,
  createStaff,
  getStaff,
  updateStaff,
  // Shop
  getShop,
  updateShop,
  upgradeShop,
  // Payroll
  listPayrollRuns,
  createPayrollRun,
  getPayrollRun,
  finalizePayrollRun,
  listPayrollLines,
  // Commissions
  listCommissions,
  recordCommission,
  getCommission,
  // Webhook endpoints (SPEC section 7)
  {
    method: 'get',
    path: '/v1/webhooks',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'List webhook endpoints',
    query: WebhookListQuery,
    response: listSchema(WebhookEndpointSchema),
    csv: true,
  },
  {
    method: 'post',
    path: '/v1/webhooks',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'Add a webhook endpoint (the answer holds its secret, once)',
    body: CreateWebhookEndpointBody,
    example: { url: 'https://example.com/hooks/shiftbook', events: ['shift.moved'] },
    response: WebhookEndpointSchema,
    status: 201,
    errors: ['plan_limit', 'rule_violation'],
  },
  {
    method: 'get',
    path: '/v1/webhooks/{id}',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'A webhook endpoint',
    response: WebhookEndpointSchema,
    current: endpoint,
  },
  {
    method: 'patch',
    path: '/v1/webhooks/{id}',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'Change, enable, disable or rotate the secret of a webhook endpoint',
    body: UpdateWebhookEndpointBody,
    example: { description: 'Payroll sync' },
    response: WebhookEndpointSchema,
    errors: ['plan_limit', 'rule_violation'],
    current: endpoint,
  },
  {
    method: 'delete',
    path: '/v1/webhooks/{id}',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'Delete a webhook endpoint',
    response: deletedSchema('webhook_endpoint'),
    current: endpoint,
  },
  {
    method: 'get',
    path: '/v1/webhooks/{id}/deliveries',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'Deliveries to a webhook endpoint, with every attempt',
    query: WebhookListQuery,
    response: listSchema(WebhookDeliverySchema),
    csv: true,
  },
  {
    method: 'post',
    path: '/v1/webhooks/{id}/deliveries/{delivery_id}/retry',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary: 'Send a delivery again now',
    body: RetryDeliveryBody,
    example: {},
    response: WebhookDeliverySchema,
    errors: ['state_conflict'],
  },
  {
    method: 'post',
    path: '/v1/webhooks/{id}/test',
    scope: 'write_webhooks',
    tag: 'Webhooks',
    summary:
      'Send a signed `webhook.test` event to this endpoint alone, through the outbox like any event (202: the delivery, pending; 409 when the endpoint is disabled)',
    body: SendTestEventBody,
    example: {},
    response: WebhookDeliverySchema,
    status: 202,
    errors: ['state_conflict'],
  },
  // API tokens (SPEC section 8)
  {
    method: 'get',
    path: '/v1/tokens',
    scope: 'write_tokens',
    tag: 'API tokens',
    summary: 'List API tokens (never the tokens themselves)',
    query: ApiTokenListQuery,
    response: listSchema(ApiTokenSchema),
    csv: true,
  },
  {
    method: 'post',
    path: '/v1/tokens',
    scope: 'write_tokens',
    tag: 'API tokens',
    summary: 'Create an API token; the answer shows it once',
    body: CreateApiTokenBody,
    example: { name: 'Payroll export', scopes: ['read_payroll'] },
    response: CreatedApiTokenSchema,
    status: 201,
    errors: ['out_of_range'],
  },
  {
    method: 'get',
    path: '/v1/tokens/{id}',
    scope: 'write_tokens',
    tag: 'API tokens',
    summary: 'An API token (never the token itself)',
    response: ApiTokenSchema,
    current: apiToken,
  },
  {
    method: 'delete',
    path: '/v1/tokens/{id}',
    scope: 'write_tokens',
    tag: 'API tokens',
    summary: 'Revoke an API token; it stops working with the next request',
    response: deletedSchema('api_token'),
    current: apiToken,
  },
];

const matchers = ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, pattern: new RegExp(`^${source}/?$`) };
});

/** The catalog route a request is for, with its decoded path parameters. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteSpec; params: Record<string, string> } | undefined {
  const lower = method.toLowerCase();
  for (const { route, names, pattern } of matchers) {
    if (route.method !== lower) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    try {
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      return { route, params };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
