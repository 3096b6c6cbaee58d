import zlib from 'node:zlib';
import type { ErrorRequestHandler, Request, Response } from 'express';
import {
  AppError,
  ERROR_STATUS,
  type ErrorCode,
  type FieldError,
  type ProblemParts,
} from '../domain/errors.js';
import type { Logger } from '../logger.js';
import { MAX_JSON_DEPTH } from './json-depth.js';

const TITLES: Record<ErrorCode, string> = {
  validation_error: 'Invalid request',
  invalid_json: 'Malformed JSON',
  unauthorized: 'Unauthorized',
  plan_limit: 'Plan limit reached',
  insufficient_scope: 'Missing scope',
  invalid_pin: 'Wrong PIN',
  not_found: 'Not found',
  state_conflict: 'Conflict',
  idempotency_conflict: 'Request in progress',
  already_clocked_in: 'Already clocked in',
  not_clocked_in: 'Not clocked in',
  on_break: 'Already on a break',
  not_on_break: 'Not on a break',
  precondition_failed: 'Precondition failed',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rule_violation: 'Rule violated',
  staff_not_linked: 'Staff member not linked',
  time_off: 'Staff member on time off',
  invalid_span: 'Shift too short or too long',
  week_full: 'Week full',
  idempotency_mismatch: 'Idempotency key reused',
  out_of_range: 'Out of range',
  email_taken: 'Email taken',
  not_cancellable: 'Not cancellable',
  invalid_email: 'Invalid email',
  no_email: 'No email',
  staff_inactive: 'Staff member inactive',
  link_expired: 'Link expired',
  staff_session_required: 'Staff session required',
  origin_mismatch: 'Origin mismatch',
  payroll_settings_missing: 'Payroll settings missing',
  payroll_id_missing: 'Payroll id missing',
  invalid_range: 'Invalid range',
  overlapping_ranges: 'Overlapping ranges',
  shift_started: 'Shift started',
  request_state: 'Wrong request state',
  request_open: 'Request already open',
  already_taken: 'Already taken',
  overlap: 'Overlapping shift',
  same_staff: 'Same staff member',
  unknown_staff: 'Unknown staff member',
  rule_matches_nothing: 'Rule matches nothing',
  too_many_rules: 'Too many rules',
  rate_limited: 'Too many requests',
  pin_locked: 'PIN locked',
  internal_error: 'Internal error',
  service_unavailable: 'Service unavailable',
};

export interface Problem extends ProblemParts {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
  request_id: string;
}

/** The 404 of a path no route answers, named as the caller wrote it (mount path and all). */
export function noRouteError(req: Request): AppError {
  return new AppError('not_found', `There is no route ${req.method} ${req.baseUrl}${req.path}.`);
}

export function problemOf(error: AppError, requestId: string): Problem {
  const problem: Problem = {
    type: `https://shiftbook.app/docs/errors#${error.code}`,
    title: TITLES[error.code],
    status: error.status ?? ERROR_STATUS[error.code],
    detail: error.message,
    code: error.code,
    request_id: requestId,
  };
  if (error.errors) problem.errors = error.errors;
  // Extension members (RFC 9457 §3.2) come after the standard ones and never replace them.
  if (error.parts?.conflicting_shift) problem.conflicting_shift = error.parts.conflicting_shift;
  if (error.parts?.time_off) problem.time_off = error.parts.time_off;
  if (error.parts?.format) problem.format = error.parts.format;
  if (error.parts?.staff) problem.staff = error.parts.staff;
  return problem;
}

export function sendProblem(req: Request, res: Response, error: AppError): void {
  const problem = problemOf(error, req.id);
  if (error.code === 'unauthorized' && !error.headers?.['WWW-Authenticate'])
    res.set('WWW-Authenticate', 'Bearer');
  if (error.headers) res.set(error.headers);
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}

/** The request codings body-parser inflates (zstd only where this Node's zlib has it). */
const REQUEST_CODINGS = ['gzip', 'deflate', 'br', ...('createZstdDecompress' in zlib ? ['zstd'] : [])];

/** The request's Content-Encoding for a message, quoted, or a neutral phrase when it is odd. */
function codingName(req: Request): string {
  const coding = req.get('content-encoding')?.trim() ?? '';
  return /^[\w.-]{1,32}$/.test(coding) ? `Content-Encoding "${coding}"` : 'its Content-Encoding';
}

interface BodyParserError {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
  errno?: unknown;
  code?: unknown;
  charset?: unknown;
  encoding?: unknown;
}

/**
 * Maps body-parser's failures (the /v1 JSON body and the raw body of Shopify's webhooks) onto
 * the closed list of codes, where the body is read: every one is the client's fault, so none is
 * logged as an error (an unauthenticated caller must not be able to fill the log with broken
 * bodies). Any other error passes on unchanged, so a server fault stays a logged 500.
 */
export function bodyReadProblem(error: unknown, req: Request): unknown {
  if (error === null || typeof error !== 'object') return error;
  return fromBodyParser(error, req) ?? error;
}

function fromBodyParser(error: BodyParserError, req: Request): AppError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError('payload_too_large', 'The request body is larger than 1 MiB.');
    case 'entity.parse.failed':
      return new AppError('invalid_json', 'The request body is not valid JSON.');
    case 'entity.verify.failed':
      return new AppError('invalid_json', 'The request body is not valid UTF-8 JSON.');
    case 'entity.too.deep':
      return new AppError(
        'invalid_json',
        `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`,
      );
    case 'charset.unsupported':
      return new AppError(
        'unsupported_media_type',
        `The request body must be UTF-8${typeof error.charset === 'string' && /^[\w.:-]{1,40}$/.test(error.charset) ? `, not ${error.charset}` : ''}.`,
      );
    case 'encoding.unsupported':
      // RFC 9110 §12.5.3: a 415's Accept-Encoding names the codings the server does take.
      return new AppError(
        'unsupported_media_type',
        `${codingName(req)} is not supported: send the body as is or as ${REQUEST_CODINGS.join(', ')}.`,
        { headers: { 'Accept-Encoding': REQUEST_CODINGS.join(', ') } },
      );
    case 'request.aborted':
    case 'request.size.invalid':
      return new AppError('validation_error', 'The request body was incomplete.');
  }
  const coding = req.get('content-encoding')?.trim().toLowerCase();
  // zlib's own errors (Z_DATA_ERROR, a brotli or zstd frame error, a truncated stream) carry
  // an errno and a code and no body-parser type; body-parser marks them 400.
  if (coding && coding !== 'identity' && typeof error.errno === 'number' && typeof error.code === 'string')
    return new AppError(
      'invalid_json',
      `The request body could not be decompressed: it is truncated or is not what ${codingName(req)} says.`,
    );
  // Anything else body-parser refuses as a 400 (http-errors marks it `expose`) is the client's too.
  if (error.status === 400 && error.expose === true)
    return new AppError('invalid_json', 'The request body could not be read.');
  return undefined;
}

/**
 * The router decodes path parameters and throws a URIError for a broken escape such as
 * `/v1/staff/%E0%A4%A`: the caller's mistake (400), not ours (500).
 */
function fromRouter(error: unknown): AppError | undefined {
  if (error instanceof URIError)
    return new AppError('validation_error', 'The request path is not valid percent-encoded UTF-8.');
  return undefined;
}

/** The one place errors become answers. Anything unexpected is logged and leaks nothing. */
export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known =
      error instanceof AppError
        ? error
        : error !== null && typeof error === 'object'
          ? fromRouter(error)
          : undefined;
    if (known) {
      sendProblem(req, res, known);
      return;
    }
    logger.error('unhandled error', {
      request_id: req.id,
      error: error instanceof Error ? error.stack : String(error),
    });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendProblem(
      req,
      res,
      new AppError('internal_error', 'Something went wrong on our side. Quote the request id to support.'),
    );
  };
}
