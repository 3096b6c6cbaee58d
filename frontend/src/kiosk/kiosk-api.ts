import { ApiError, type Problem } from '../api/api-error.js';
import type { ClockAction, ClockBoard, ClockEntry } from './clock-types.js';

/**
 * The kiosk's own small client of /v1. It does not reuse the admin's api/client.ts, whose
 * credential comes from App Bridge or the admin's sessionStorage: the kiosk holds one token of
 * its own and hands it in. It shares the admin's ApiError so errors read the same.
 */
export class ClockRequestError extends ApiError {
  /** Seconds from a 429's Retry-After header, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(problem: Problem, retryAfterSeconds: number | null) {
    super(problem);
    this.name = 'ClockRequestError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

async function send(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new ClockRequestError(
      { title: 'Network error', status: 0, detail: 'The server could not be reached.' },
      null,
    );
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

async function errorOf(response: Response): Promise<ClockRequestError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  const text = await response.text();
  let parsed: Partial<Problem> = {};
  try {
    parsed = JSON.parse(text) as Partial<Problem>;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  return new ClockRequestError(
    { title: response.statusText || 'Error', ...parsed, status: response.status },
    seconds,
  );
}

/** GET /v1/clock: every active staff member and their state, the shop, and the token's scopes. */
export async function fetchBoard(token: string): Promise<ClockBoard> {
  return (await (await send(token, 'GET', '/clock')).json()) as ClockBoard;
}

/**
 * POST /v1/clock/<action> for one staff member with their PIN. No `at`: the server's clock
 * decides the time, so a tablet whose clock drifts cannot be refused for a time "in the future".
 */
export async function sendClockAction(
  token: string,
  action: ClockAction,
  staff: string,
  pin: string,
): Promise<ClockEntry> {
  return (await (await send(token, 'POST', `/clock/${action}`, { staff, pin })).json()) as ClockEntry;
}
