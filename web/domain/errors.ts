/**
 * The closed list of error codes the app can answer with. `web/http/problem.ts` is the one
 * place that turns them into problem+json and HTTP statuses.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  plan_limit: 402,
  insufficient_scope: 403,
  /** A clock request's PIN is wrong or missing when needed (SPEC §10). */
  invalid_pin: 403,
  not_found: 404,
  state_conflict: 409,
  idempotency_conflict: 409,
  /** A clock action that does not fit the staff member's state (SPEC §10). */
  already_clocked_in: 409,
  not_clocked_in: 409,
  on_break: 409,
  not_on_break: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_violation: 422,
  /** A clock request's Shopify staff member is linked to no active staff member (SPEC §11). */
  staff_not_linked: 422,
  /** A shift on a day of its staff member's approved time off (SPEC §13). */
  time_off: 422,
  /** A shift shorter than a minute or longer than 24 hours, or ending before it starts (SPEC §13). */
  invalid_span: 422,
  /** The shop's work week already holds the most shifts a week may (SPEC §13). */
  week_full: 422,
  idempotency_mismatch: 422,
  /** A stored instant or date outside the years 1970–9998 (SPEC §5). */
  out_of_range: 422,
  /** SPEC §15: a staff email already used in the shop, compared case-insensitively. */
  email_taken: 409,
  /** SPEC §15: a time off request that is no longer the requester's to cancel. */
  not_cancellable: 409,
  /** SPEC §15–16: not a mailbox `local@domain.tld` of at most 254 octets. */
  invalid_email: 422,
  /** SPEC §15: an invite to a staff member without an email. */
  no_email: 422,
  /** SPEC §15: an invite to an inactive staff member. */
  staff_inactive: 422,
  /** SPEC §15: a sign-in link that was used, voided, expired or never made. */
  link_expired: 401,
  /** SPEC §15: `/v1/me` without a live staff session (401), or with a shop's token (403). */
  staff_session_required: 401,
  /** SPEC §15: a staff app write whose Origin is not the app URL's. */
  origin_mismatch: 403,
  /** SPEC §19: a provider file whose shop settings (`payroll_export`) are not set. */
  payroll_settings_missing: 422,
  /** SPEC §19: staff with a row in a provider file but no id at that provider. */
  payroll_id_missing: 422,
  /** SPEC §17: an availability range that does not end after it starts. */
  invalid_range: 422,
  /** SPEC §17: availability ranges of one day that overlap. */
  overlapping_ranges: 422,
  /** SPEC §17: an offer, claim, accept or approval of a shift that has started. */
  shift_started: 409,
  /** SPEC §17: a shift request not in the state the action needs. */
  request_state: 409,
  /** SPEC §17: a second open offer of a shift, or a second open claim of it by one person. */
  request_open: 409,
  /** SPEC §17: a drop already taken, or a shift already assigned. */
  already_taken: 409,
  /** SPEC §17: the taker of a shift has another shift at that time. */
  overlap: 422,
  /** SPEC §17: a shift offered to its own staff member. */
  same_staff: 422,
  /** SPEC §17: a shift offered to a staff member the shop does not have. */
  unknown_staff: 422,
  /** SPEC §18: a commission rule with no criterion. */
  rule_matches_nothing: 422,
  /** Decision 0072: a shop's commission rules that have not ended are at most 1,000. */
  too_many_rules: 422,
  rate_limited: 429,
  /** Five wrong PINs within 15 minutes: the PIN is refused for 15 minutes (SPEC §10). */
  pin_locked: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

/**
 * What a problem names beside its sentence, as RFC 9457 extension members, so a client can say
 * it in its own words (the admin: "Overlaps Ana's shift on Tue, Dec 1, 09:00–17:00") without
 * parsing `detail`. Staff appear by handle and id, as in every view: names need `read_staff`.
 */
export interface ProblemParts {
  /** The shift of the same staff member that a new or moved shift overlaps. */
  conflicting_shift?: { id: string; staff: string; staff_id: string; starts_at: string; ends_at: string };
  /** The approved time off that a new or moved shift falls on. */
  time_off?: { id: string; staff: string; staff_id: string; starts_on: string; ends_on: string };
  /** SPEC §19: the payroll file format a problem is about. */
  format?: string;
  /** SPEC §19: the handles of every staff member without an id at the provider, sorted. */
  staff?: string[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly parts: ProblemParts | undefined;
  /** The status when the code's usual one does not fit (`staff_session_required` with a shop token: 403). */
  readonly status: number | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      parts?: ProblemParts;
      status?: number;
    } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
    this.parts = options.parts;
    this.status = options.status;
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `No ${what} with that id exists in this shop.`);
}

export function ruleViolation(field: string, message: string, parts?: ProblemParts): AppError {
  return new AppError('rule_violation', message, { errors: [{ field, message }], parts });
}

/** A new, moved or reassigned shift that lands on a day of approved time off. */
export function onTimeOff(field: string, message: string, parts?: ProblemParts): AppError {
  return new AppError('time_off', message, { errors: [{ field, message }], parts });
}

/** A shift's start and end make no shift: under a minute, over 24 hours, or backwards. */
export function invalidSpan(field: string, message: string): AppError {
  return new AppError('invalid_span', message, { errors: [{ field, message }] });
}

/** A create, move, copy or publish that a work week over or at its cap of shifts cannot take. */
export function weekFull(field: string, message: string): AppError {
  return new AppError('week_full', message, { errors: [{ field, message }] });
}

export function invalidField(field: string, message: string): AppError {
  return new AppError('validation_error', message, { errors: [{ field, message }] });
}

export function stateConflict(detail: string): AppError {
  return new AppError('state_conflict', detail);
}

/** SPEC §15: an email address that is not a mailbox. */
export function invalidEmail(field: string, message: string, errors?: FieldError[]): AppError {
  return new AppError('invalid_email', message, { errors: errors ?? [{ field, message }] });
}

/** SPEC §17: a refusal of a shift request rule, with its own code (nothing changed). */
export function requestRefused(code: ErrorCode, message: string, field?: string): AppError {
  return new AppError(code, message, field ? { errors: [{ field, message }] } : {});
}
