import type { ErrorRequestHandler, Request, Response } from 'express';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldError } from '../domain/errors.js';
import type { Logger } from '../logger.js';

const TITLES: Record<ErrorCode, string> = {
  validation_error: 'Invalid request',
  invalid_json: 'Malformed JSON',
  unauthorized: 'Unauthorized',
  plan_limit: 'Plan limit reached',
  insufficient_scope: 'Missing scope',
  not_found: 'Not found',
  state_conflict: 'Conflict',
  idempotency_conflict: 'Request in progress',
  precondition_failed: 'Precondition failed',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rule_violation: 'Rule violated',
  idempotency_mismatch: 'Idempotency key reused',
  rate_limited: 'Too many requests',
  internal_error: 'Internal error',
  service_unavailable: 'Service unavailable',
};

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
  request_id: string;
}

export function problemOf(error: AppError, requestId: string): Problem {
  const problem: Problem = {
    type: `https://shiftbook.app/docs/errors#${error.code}`,
    title: TITLES[error.code],
    status: ERROR_STATUS[error.code],
    detail: error.message,
    code: error.code,
    request_id: requestId,
  };
  if (error.errors) problem.errors = error.errors;
  return problem;
}

export function sendProblem(req: Request, res: Response, error: AppError): void {
  const problem = problemOf(error, req.id);
  if (error.code === 'unauthorized' && !error.headers?.['WWW-Authenticate'])
    res.set('WWW-Authenticate', 'Bearer');
  if (error.headers) res.set(error.headers);
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}

/** Maps body-parser's failures onto the closed list of codes. */
function fromBodyParser(error: { type?: string; status?: number }): AppError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError('payload_too_large', 'The request body is larger than 1 MiB.');
    case 'entity.parse.failed':
      return new AppError('invalid_json', 'The request body is not valid JSON.');
    case 'entity.verify.failed':
      return new AppError('invalid_json', 'The request body is not valid UTF-8 JSON.');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError('unsupported_media_type', 'The request body must be UTF-8 JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
      return new AppError('validation_error', 'The request body was incomplete.');
    default:
      return undefined;
  }
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
    const known = error instanceof AppError ? error : (fromBodyParser(error) ?? fromRouter(error));
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
