import type { ErrorCode, FieldError, ProblemParts } from '../../domain/errors.js';

type Json = Record<string, unknown>;

/**
 * Values for string fields that carry no example of their own, by field name: an example reads
 * better with `"staff": "ana"` than with `"staff": "string"`.
 */
const STRINGS_BY_FIELD: Record<string, string> = {
  staff: 'ana',
  handle: 'ana',
  name: 'Ana Lima',
  email: 'ana@example.com',
  url: 'https://example.com/hooks/shiftbook',
  description: 'Payroll sync',
  note: 'Covering for Sam',
  reason: 'Missed a Sunday shift',
  location: 'Main street',
  location_id: '74582867',
  role: 'Cashier',
  reference: '#1001',
  order_id: '5830184091',
  refund_id: '1032876459',
  timezone: 'America/New_York',
  currency: 'USD',
  shop: 'x.myshopify.com',
  message: 'A test event from Shiftbook: this endpoint is reachable and verifies signatures.',
  commission_rate: '5.00',
  rate: '18.25',
  labour_percent: '24.50',
  next_cursor: 'stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O',
  error: 'connect ECONNREFUSED',
  event_type: 'shift.moved',
};

/**
 * Plain string fields whose shared example (every money field's is `"866.88"`, every instant's
 * the same 09:00) would make an example that does not add up: the pay of SPEC §3's example, an
 * end after its start. Used only where the field's schema is a plain string.
 */
const STRING_OVERRIDES: Record<string, string> = {
  rate: '18.25',
  hourly_rate: '18.25',
  regular_pay: '730.00',
  overtime_pay: '136.88',
  double_time_pay: '0.00',
  gross: '866.88',
  sale_amount: '250.00',
  amount: '12.50',
  commission: '12.50',
  sales: '3520.00',
  goal_amount: '3000.00',
  goal_bonus: '150.00',
  labour_cost: '866.88',
  ended_at: '2026-11-16T17:00:00Z',
  ends_at: '2026-11-16T17:00:00Z',
  scheduled_end: '2026-11-16T17:00:00Z',
  clocked_out_at: '2026-11-16T17:02:00Z',
  week_end: '2026-11-22',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  domain: 'x.myshopify.com',
  approved_by: 'user:1',
  plan: 'free',
  shopify_staff_member_id: '103205625',
};

/** Numbers by field name; others show their lower bound when it is a small one, else 1. */
const NUMBERS_BY_FIELD: Record<string, number> = {
  status_code: 200,
  duration_ms: 182,
  break_minutes: 30,
  hours: 45,
  regular_hours: 40,
  overtime_hours: 5,
  overtime: 5,
  double_time_hours: 0,
  labour_hours: 61.5,
};

/** Nullable fields whose example reads truer as null (the last page has no cursor). */
const NULL_FIELDS = new Set(['next_cursor', 'disabled_reason', 'revoked_at', 'break_started_at']);

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2026-11-16T09:00:00Z',
  date: '2026-11-16',
  email: 'ana@example.com',
  uri: 'https://example.com/hooks/shiftbook',
};

/** A string schema (nullable or not) with no enum or const of its own. */
const isPlainString = (s: Json) =>
  (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'))) && !s.enum && !('const' in s);

/**
 * An example value of a JSON Schema, built from the examples its fields carry (`example`,
 * `examples`, `const`, the first `enum` value) and plain defaults elsewhere. It gives every
 * response and webhook of the document an example without writing each out by hand; Spectral's
 * `oas3-valid-media-example` checks that each one matches its schema.
 */
export function exampleOf(schema: unknown, components: Json, field = '', depth = 0): unknown {
  if (schema === null || typeof schema !== 'object' || depth > 20) return null;
  const s = schema as Json;
  const override = STRING_OVERRIDES[field];
  if (
    override !== undefined &&
    isPlainString(s) &&
    (!s.pattern || new RegExp(s.pattern as string).test(override))
  )
    return override;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (typeof s.$ref === 'string')
    return exampleOf(components[s.$ref.split('/').pop()!], components, field, depth + 1);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = s[key];
    if (Array.isArray(branches)) {
      if (NULL_FIELDS.has(field) && branches.some((b: Json) => b.type === 'null')) return null;
      // A nullable field shows its value; `null` only when nothing else is allowed.
      const branch = branches.find((b: Json) => b.type !== 'null') ?? branches[0];
      return exampleOf(branch, components, field, depth + 1);
    }
  }
  if (Array.isArray(s.type) && s.type.includes('null') && NULL_FIELDS.has(field)) return null;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, unknown>))
        out[name] = exampleOf(property, components, name, depth + 1);
      return out;
    }
    case 'array': {
      const item = exampleOf(s.items, components, field, depth + 1);
      return item === null ? [] : [item];
    }
    case 'string':
      return STRING_FORMATS[s.format as string] ?? STRINGS_BY_FIELD[field] ?? field.replaceAll('_', ' ');
    case 'integer':
    case 'number': {
      const floor = typeof s.minimum === 'number' && s.minimum > -1000 ? s.minimum : undefined;
      return NUMBERS_BY_FIELD[field] ?? floor ?? 1;
    }
    case 'boolean':
      return !/^(has_more|overdue|deleted)$/.test(field);
    case 'null':
      return null;
    default:
      return null;
  }
}

/** A detail (and field errors) each problem code answers with, for the document's examples. */
export const PROBLEM_EXAMPLES: Record<
  ErrorCode,
  { detail: string; errors?: FieldError[]; parts?: ProblemParts }
> = {
  validation_error: {
    detail: 'The request does not match its schema.',
    errors: [{ field: 'hourly_rate', message: 'must be a money string like "18.25"' }],
  },
  invalid_json: { detail: 'The body is not valid JSON.' },
  unauthorized: { detail: 'The token is missing, invalid, expired or revoked.' },
  plan_limit: { detail: 'The free plan allows 10 active staff. Upgrade to pro for more.' },
  insufficient_scope: { detail: 'This token lacks the write_timesheets scope.' },
  invalid_pin: { detail: 'The PIN is wrong.' },
  email_taken: { detail: 'Another staff member of this shop already has that email.' },
  not_cancellable: {
    detail: 'This time off is no longer yours to cancel: it was denied, cancelled or has begun.',
  },
  invalid_email: { detail: 'The email must be an address like name@example.com, at most 254 characters.' },
  no_email: { detail: 'ana has no email: add one before sending an invite.' },
  staff_inactive: { detail: 'ana is inactive: reactivate them before sending an invite.' },
  link_expired: { detail: 'This sign-in link was used, replaced or has expired. Ask for a new one.' },
  staff_session_required: { detail: 'Sign in to the staff app first.' },
  origin_mismatch: { detail: 'This request must come from the staff app.' },
  invalid_range: {
    detail: 'A range must end after it starts: 17:00–09:00 does not.',
    errors: [{ field: 'weekly[0]', message: 'A range must end after it starts: 17:00–09:00 does not.' }],
  },
  overlapping_ranges: {
    detail: 'On monday, 09:00–13:00 and 12:00–17:00 overlap.',
    errors: [{ field: 'weekly[1]', message: 'On monday, 09:00–13:00 and 12:00–17:00 overlap.' }],
  },
  shift_started: { detail: 'The shift has started: it can no longer change hands.' },
  request_state: { detail: 'This shift request is approved: it cannot be accepted.' },
  request_open: { detail: 'This shift already has an open offer.' },
  already_taken: { detail: 'Someone else took this shift first.' },
  overlap: { detail: 'bea has shift shf_0VcI9HBurHI2r8LVNxLZO2 at that time.' },
  same_staff: { detail: 'A shift cannot go to the staff member who offers it.' },
  unknown_staff: { detail: 'No staff member "zoe" in this shop.' },
  rule_matches_nothing: {
    detail: 'A rule needs at least one product, variant, collection, vendor, product type or sku.',
    errors: [
      {
        field: 'product_ids',
        message: 'A rule needs at least one product, variant, collection, vendor, product type or sku.',
      },
    ],
  },
  too_many_rules: {
    detail:
      'A shop may have at most 1000 commission rules that have not ended. Delete one, or give it an end date in the past, first.',
  },
  not_found: { detail: 'No timesheet with that id exists in this shop.' },
  state_conflict: { detail: 'The timesheet is approved: reopen it before changing its entries.' },
  idempotency_conflict: { detail: 'A request with this Idempotency-Key is still in progress.' },
  already_clocked_in: { detail: 'ana is already clocked in.' },
  not_clocked_in: { detail: 'ana is not clocked in.' },
  on_break: { detail: 'ana is already on a break.' },
  not_on_break: { detail: 'ana is not on a break.' },
  precondition_failed: { detail: 'The resource changed since the ETag in If-Match was read.' },
  payload_too_large: { detail: 'The body is over 1 MiB.' },
  unsupported_media_type: { detail: 'The body must be application/json.' },
  rule_violation: {
    detail: 'ends_at must be after starts_at.',
    errors: [{ field: 'ends_at', message: 'ends_at must be after starts_at.' }],
  },
  staff_not_linked: {
    detail:
      'No active staff member is linked to Shopify staff member 103205625: a manager links it on the Staff page.',
  },
  time_off: {
    detail:
      'Staff member "ana" has approved time off tof_0VcI9HBurHI2r8LVNxLZO2 from 2026-11-18 to 2026-11-18.',
    errors: [
      {
        field: 'starts_at',
        message:
          'Staff member "ana" has approved time off tof_0VcI9HBurHI2r8LVNxLZO2 from 2026-11-18 to 2026-11-18.',
      },
    ],
    parts: {
      time_off: {
        id: 'tof_0VcI9HBurHI2r8LVNxLZO2',
        staff: 'ana',
        staff_id: 'stf_0VcI9HBurHI2r8LVNxLZO1',
        starts_on: '2026-11-18',
        ends_on: '2026-11-18',
      },
    },
  },
  invalid_span: {
    detail: 'A shift lasts at least 1 minute.',
    errors: [{ field: 'ends_at', message: 'A shift lasts at least 1 minute.' }],
  },
  week_full: {
    detail:
      'The work week of 2026-11-16 holds 2000 shifts, the most a week may hold: it has no room for 1 more.',
    errors: [
      {
        field: 'starts_at',
        message:
          'The work week of 2026-11-16 holds 2000 shifts, the most a week may hold: it has no room for 1 more.',
      },
    ],
  },
  idempotency_mismatch: { detail: 'This Idempotency-Key was used with a different request.' },
  out_of_range: {
    detail: 'The request body is out of range: starts_at must lie in the years 1970–9998.',
    errors: [{ field: 'starts_at', message: 'must lie in the years 1970–9998' }],
  },
  payroll_settings_missing: {
    detail:
      "The adp_wfn file needs payroll_export.adp_wfn.company_code: set it in the shop's payroll_export.",
    errors: [{ field: 'payroll_export.adp_wfn.company_code', message: 'must be set to write this file' }],
    parts: { format: 'adp_wfn' },
  },
  payroll_id_missing: {
    detail: '2 staff members in the gusto file have no payroll_ids.gusto: ana, bo.',
    errors: [
      { field: 'payroll_ids.gusto', message: 'ana' },
      { field: 'payroll_ids.gusto', message: 'bo' },
    ],
    parts: { format: 'gusto', staff: ['ana', 'bo'] },
  },
  rate_limited: { detail: 'Over 60 requests per minute for this token: retry after Retry-After seconds.' },
  pin_locked: { detail: 'Too many wrong PINs: this PIN is locked for 15 minutes.' },
  internal_error: { detail: 'Something went wrong on our side. The request id helps support find it.' },
  service_unavailable: { detail: 'Shopify did not answer: try again in a minute.' },
};
