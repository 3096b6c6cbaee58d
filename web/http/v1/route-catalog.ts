import { getMyAvailability } from './availability/get-my-availability.js';
import { getStaffAvailability } from './availability/get-staff-availability.js';
import { putMyAvailability } from './availability/put-my-availability.js';
import { putStaffAvailability } from './availability/put-staff-availability.js';
import { clockIn } from './clock/clock-in.js';
import { clockOut } from './clock/clock-out.js';
import { endBreak } from './clock/end-break.js';
import { getAttendance } from './clock/get-attendance.js';
import { getClockBoard } from './clock/get-clock-board.js';
import { startBreak } from './clock/start-break.js';
import { createCommissionRule } from './commission-rules/create-commission-rule.js';
import { deleteCommissionRule } from './commission-rules/delete-commission-rule.js';
import { getCommissionRule } from './commission-rules/get-commission-rule.js';
import { listCommissionRules } from './commission-rules/list-commission-rules.js';
import { previewCommissionRule } from './commission-rules/preview-commission-rule.js';
import { updateCommissionRule } from './commission-rules/update-commission-rule.js';
import { getCommission } from './commissions/get-commission.js';
import { listCommissions } from './commissions/list-commissions.js';
import { recordCommission } from './commissions/record-commission.js';
import { acceptMyShiftRequest } from './me/accept-my-shift-request.js';
import { cancelMyShiftRequest } from './me/cancel-my-shift-request.js';
import { cancelMyTimeOff } from './me/cancel-my-time-off.js';
import { claimOpenShift } from './me/claim-open-shift.js';
import { declineMyShiftRequest } from './me/decline-my-shift-request.js';
import { getMe } from './me/get-me.js';
import { getMyCalendar } from './me/get-my-calendar.js';
import { getMyGoal } from './me/get-my-goal.js';
import { listMyCommissions } from './me/list-my-commissions.js';
import { listMyOpenShifts } from './me/list-my-open-shifts.js';
import { listMyShiftRequests } from './me/list-my-shift-requests.js';
import { listMyShifts } from './me/list-my-shifts.js';
import { listMyTimeOff } from './me/list-my-time-off.js';
import { listMyTimesheets } from './me/list-my-timesheets.js';
import { offerMyShift } from './me/offer-my-shift.js';
import { requestMyTimeOff } from './me/request-my-time-off.js';
import { resetMyCalendar } from './me/reset-my-calendar.js';
import { updateMe } from './me/update-me.js';
import { getNotification } from './notifications/get-notification.js';
import { listNotifications } from './notifications/list-notifications.js';
import { retryNotification } from './notifications/retry-notification.js';
import { createPayrollRun } from './payroll/create-payroll-run.js';
import { exportPayrollRun } from './payroll/export-payroll-run.js';
import { finalizePayrollRun } from './payroll/finalize-payroll-run.js';
import { getPayrollRun } from './payroll/get-payroll-run.js';
import { listPayrollLines } from './payroll/list-payroll-lines.js';
import { listPayrollRuns } from './payroll/list-payroll-runs.js';
import type { V1Route } from './route-spec.js';
import { getSales } from './sales/get-sales.js';
import { listSalesGoals } from './sales-goals/list-sales-goals.js';
import { approveShiftRequest } from './shift-requests/approve-shift-request.js';
import { denyShiftRequest } from './shift-requests/deny-shift-request.js';
import { getShiftRequest } from './shift-requests/get-shift-request.js';
import { listShiftRequests } from './shift-requests/list-shift-requests.js';
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
import { inviteStaff } from './staff/invite-staff.js';
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
import { getTips } from './tips/get-tips.js';
import { createApiToken } from './tokens/create-api-token.js';
import { getApiToken } from './tokens/get-api-token.js';
import { listApiTokens } from './tokens/list-api-tokens.js';
import { revokeApiToken } from './tokens/revoke-api-token.js';
import { createWebhookEndpoint } from './webhooks/create-webhook-endpoint.js';
import { deleteWebhookEndpoint } from './webhooks/delete-webhook-endpoint.js';
import { getWebhookEndpoint } from './webhooks/get-webhook-endpoint.js';
import { listWebhookDeliveries } from './webhooks/list-webhook-deliveries.js';
import { listWebhookEndpoints } from './webhooks/list-webhook-endpoints.js';
import { retryWebhookDelivery } from './webhooks/retry-webhook-delivery.js';
import { sendTestEvent } from './webhooks/send-test-event.js';
import { updateWebhookEndpoint } from './webhooks/update-webhook-endpoint.js';

export type { HttpMethod, RouteSpec, Tag, V1Route } from './route-spec.js';

/**
 * Every `/v1` route, in the order of the OpenAPI document (grouped by its tags). This list is
 * the one place a route is named: `v1-router.ts` mounts it through `mount-routes.ts`, and
 * `openapi.ts` builds the document from the same objects. A new route is a module in
 * `v1/<capability>/<verb-noun>.ts` and one line here (docs/architecture.md).
 */
export const ROUTES: readonly V1Route[] = [
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
  // Shift requests (SPEC section 17)
  listShiftRequests,
  getShiftRequest,
  approveShiftRequest,
  denyShiftRequest,
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
  getTips,
  listSalesGoals,
  // Staff
  listShopifyStaffMembers,
  listStaff,
  createStaff,
  getStaff,
  updateStaff,
  inviteStaff,
  // Availability (SPEC section 17)
  getStaffAvailability,
  putStaffAvailability,
  // Notifications (SPEC section 16)
  listNotifications,
  getNotification,
  retryNotification,
  // Shop
  getShop,
  updateShop,
  upgradeShop,
  // Payroll
  listPayrollRuns,
  createPayrollRun,
  getPayrollRun,
  exportPayrollRun,
  finalizePayrollRun,
  listPayrollLines,
  // Commissions
  listCommissions,
  recordCommission,
  getCommission,
  // Commission rules (SPEC section 18)
  listCommissionRules,
  createCommissionRule,
  previewCommissionRule,
  getCommissionRule,
  updateCommissionRule,
  deleteCommissionRule,
  // Webhook endpoints (SPEC section 7)
  listWebhookEndpoints,
  createWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  retryWebhookDelivery,
  sendTestEvent,
  // API tokens (SPEC section 8)
  listApiTokens,
  createApiToken,
  getApiToken,
  revokeApiToken,
  // The staff app (SPEC section 15): a staff session's cookie, not a bearer token
  getMe,
  updateMe,
  listMyShifts,
  listMyTimesheets,
  listMyCommissions,
  getMyGoal,
  listMyTimeOff,
  requestMyTimeOff,
  cancelMyTimeOff,
  getMyCalendar,
  resetMyCalendar,
  getMyAvailability,
  putMyAvailability,
  listMyOpenShifts,
  claimOpenShift,
  offerMyShift,
  listMyShiftRequests,
  acceptMyShiftRequest,
  declineMyShiftRequest,
  cancelMyShiftRequest,
];
