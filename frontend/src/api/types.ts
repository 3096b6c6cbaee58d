/**
 * The /v1 resources the admin reads, named from the types `openapi-typescript` generates from
 * the OpenAPI document (`npm run gen:api-types` writes schema.d.ts): the server's zod schemas say
 * each shape once, and the admin imports no server module.
 */
import type { components, paths } from './schema.js';

type Schemas = components['schemas'];
/** The JSON body a route takes, as the document describes it. */
type RequestBody<P extends keyof paths, M extends 'post' | 'patch'> =
  NonNullable<paths[P][M] extends { requestBody?: infer B } ? B : never> extends {
    content: { 'application/json': infer J };
  }
    ? J
    : never;

export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export type Shop = Schemas['Shop'];
export type Weekday = Shop['week_start'];
export type OvertimeRule = Shop['overtime_rule'];

export type Staff = Schemas['Staff'];
/** A staff member's sales goal this month and the sales toward it (decision 70). */
export type GoalProgress = Schemas['GoalProgress'];
export type MyGoal = Schemas['MyGoal'];
export type Shift = Schemas['Shift'];
export type TimeEntry = Schemas['TimeEntry'];
export type Timesheet = Schemas['Timesheet'];
export type WeekSummary = Schemas['WeekSummary'];
export type WeekSummaryEntry = WeekSummary['entries'][number];

export type CopyResult = Schemas['CopyAnswer'];
export type SkippedCopy = Schemas['SkippedCopy'];
export type CopySkipReason = SkippedCopy['reason'];
export type PublishResult = Schemas['PublishAnswer'];

/** SPEC §17: a write's warnings (the staff member's unavailable time the shift overlaps). */
export type ShiftWarning = Schemas['ShiftWarning'];
export type ShiftWrite = Schemas['ShiftWrite'];

/** SPEC §17: claims, swaps and drops, and a staff member's weekly availability. */
export type ShiftRequest = Schemas['ShiftRequest'];
export type ShiftRequestStatus = ShiftRequest['status'];
export type ShiftRequestKind = ShiftRequest['kind'];
export type Availability = Schemas['Availability'];
export type AvailabilityWeekly = Availability['weekly'][number];
export type AvailabilityException = Availability['exceptions'][number];
export type AvailabilityRange = AvailabilityException['ranges'][number];
export type AvailabilityKind = AvailabilityRange['kind'];

export type TimeOff = Schemas['TimeOff'];
export type TimeOffKind = TimeOff['kind'];
export type TimeOffStatus = TimeOff['status'];

/** SPEC §10: who is working now, and each shift of a week against the clock. */
export type ClockRow = Schemas['ClockBoard']['data'][number];
export type ClockState = ClockRow['state'];
export type NextShift = NonNullable<ClockRow['next_shift']>;
export type AttendanceWeek = Schemas['Attendance'];
export type AttendanceRow = AttendanceWeek['data'][number];
export type AttendanceStatus = AttendanceRow['status'];

/** SPEC §12: sales against labour, one row per local day. */
export type SalesReport = Schemas['Sales'];
export type SalesDay = SalesReport['data'][number];

/** `GET /v1/shopify-staff-members` (SPEC §11): the shop's Shopify staff, once it grants read_users. */
export type ShopifyStaffList = Schemas['ShopifyStaffMembers'];
export type ShopifyStaffMember = ShopifyStaffList['data'][number];

/** SPEC §16: the email delivery log. */
export type Notification = Schemas['Notification'];

export type PayrollRun = Schemas['PayrollRun'];
export type PayrollLine = Schemas['PayrollLine'];
export type Commission = Schemas['Commission'];

export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookEvent = RequestBody<'/v1/webhooks', 'post'>['events'][number];

export type ApiToken = Schemas['ApiToken'];
export type CreatedApiToken = Schemas['CreatedApiToken'];
export type Scope = ApiToken['scopes'][number];

/** An error code of a problem answer. */
export type ProblemCode = Schemas['Problem']['code'];

/**
 * A generated union's values as a list the admin can offer: the compiler refuses a list that
 * misses one or adds one the API would refuse.
 */
function everyValueOf<T extends string>() {
  return <const L extends readonly T[]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ): L => list;
}

export const SCOPES = everyValueOf<Scope>()([
  'read_timesheets',
  'write_timesheets',
  'read_shifts',
  'write_shifts',
  'read_staff',
  'write_staff',
  'read_payroll',
  'write_payroll',
  'read_commissions',
  'write_commissions',
  'read_webhooks',
  'write_webhooks',
  'read_tokens',
  'write_tokens',
  'read_shop',
  'write_shop',
  'read_clock',
  'write_clock',
]);
export const WEBHOOK_EVENTS = everyValueOf<WebhookEvent>()([
  'shift.moved',
  'timesheet.approved',
  'schedule.published',
]);
export type CommissionRule = Schemas['CommissionRule'];
export type CommissionLine = Schemas['CommissionLine'];
export type CommissionRulePreview = Schemas['CommissionRulePreview'];
export type TipsReport = Schemas['Tips'];
export type TipsRow = TipsReport['data'][number];
