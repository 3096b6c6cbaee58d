import type { ClockAction, ClockRequestBody, ClockRow, Problem } from './clock-types.js';

/** A call either answers, or fails on the way (no answer at all), or is answered with a problem. */
export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; failure: { kind: 'network'; message: string } | { kind: 'problem'; problem: Problem } };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>['failure'];

export interface ClockApi {
  /**
   * The pinned staff member's row of the clock board (`GET /v1/clock?shopify_staff_member_id=`),
   * or null when no active staff member carries that id (not linked). Nobody else's row is asked
   * for or kept on the device.
   */
  row(staffMemberId: string): Promise<ApiResult<ClockRow | null>>;
  /**
   * `idempotencyKey` is the queued action's id: when an answer is lost on the way back, the
   * retry gets the first answer instead of acting twice. A refused PIN leaves the key free
   * (the server keeps no answer of a 403), so the same key carries the retry with the PIN.
   */
  send(action: ClockAction, body: ClockRequestBody, idempotencyKey?: string): Promise<ApiResult<unknown>>;
}

export interface ClockApiOptions {
  /** The app's base URL without a trailing slash, or '' for paths POS resolves against app_url. */
  appUrl: string;
  /** POS's Session API: a fresh ID token per call, undefined when POS gives none. */
  getSessionToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** A request with no answer after this long counts as a network failure, ms; default 15000. */
  timeoutMs?: number;
  /** Told every answer's `Date` header and the device's time when it arrived. */
  onAnswer?: (dateHeader: string | null, receivedAt: Date) => void;
  now?: () => Date;
}

/**
 * What the POS user sees when POS gives no session token: the Shopify account signed in to POS
 * may lack the app permission, or POS failed to give one (it happens on healthy devices too,
 * Shopify/ui-extensions issue 2408). The views word it by its code.
 */
const NO_TOKEN: Problem = {
  status: 401,
  code: 'no_session_token',
  detail: 'POS gave no sign-in token for Shiftbook.',
};

/** The client of Shiftbook's clock routes, authenticated with the POS session token. */
export function createClockApi(options: ClockApiOptions): ClockApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string | undefined },
  ): Promise<ApiResult<T>> {
    let token: string | undefined;
    try {
      token = await options.getSessionToken();
    } catch (error) {
      // POS fetches the token from Shopify: offline, that fails like any request.
      return { ok: false, failure: { kind: 'network', message: errorMessage(error) } };
    }
    if (!token) return { ok: false, failure: { kind: 'problem', problem: NO_TOKEN } };
    // POS adds the token itself to requests for the app's own URL; sending it too is harmless
    // and keeps a build pointed elsewhere (APP_URL) working.
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.idempotencyKey !== undefined) headers['Idempotency-Key'] = init.idempotencyKey;
    let response: Response;
    try {
      response = await doFetch(`${options.appUrl}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: timeoutSignal(timeoutMs),
      });
    } catch (error) {
      return { ok: false, failure: { kind: 'network', message: errorMessage(error) } };
    }
    const receivedAt = now();
    options.onAnswer?.(response.headers.get('date'), receivedAt);
    const payload = await readJson(response);
    if (response.ok) return { ok: true, value: payload as T };
    return { ok: false, failure: { kind: 'problem', problem: problemOf(response, payload, receivedAt) } };
  }

  return {
    async row(staffMemberId) {
      const query = `?shopify_staff_member_id=${encodeURIComponent(staffMemberId)}`;
      const result = await call<{ data?: ClockRow[] }>(`/v1/clock${query}`, { method: 'GET' });
      if (!result.ok) return result;
      // A server that filtered leaves out nobody's id but this one; one that did not would send
      // every row, of which only this staff member's is kept.
      const rows = Array.isArray(result.value?.data) ? result.value.data : [];
      const row = rows.find((candidate) =>
        candidate.shopify_staff_member_id === undefined
          ? rows.length === 1
          : candidate.shopify_staff_member_id === staffMemberId,
      );
      return { ok: true, value: row ?? null };
    },
    send(action, body, idempotencyKey) {
      return call(`/v1/clock/${action}`, { method: 'POST', body, idempotencyKey });
    },
  };
}

/** POS's runtime may lack AbortSignal.timeout; then a request waits as long as POS lets it. */
function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(ms)
    : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** `Retry-After` as seconds or as an HTTP date, in ms from `receivedAt`; undefined when absent. */
function retryAfterMs(header: string | null, receivedAt: Date): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - receivedAt.getTime());
}

function problemOf(response: Response, payload: unknown, receivedAt: Date): Problem {
  const { status } = response;
  const body = (payload ?? {}) as { code?: unknown; detail?: unknown; title?: unknown; errors?: unknown };
  // Empty when the answer says nothing (a proxy's HTML page): the views then give the status.
  const detail =
    typeof body.detail === 'string' && body.detail !== ''
      ? body.detail
      : typeof body.title === 'string'
        ? body.title
        : '';
  const problem: Problem = {
    status,
    code: typeof body.code === 'string' ? body.code : `http_${status}`,
    detail,
  };
  const fields = Array.isArray(body.errors)
    ? body.errors.flatMap((error: { field?: unknown }) =>
        typeof error?.field === 'string' ? [error.field] : [],
      )
    : [];
  if (fields.length > 0) problem.fields = fields;
  const wait = retryAfterMs(response.headers.get('retry-after'), receivedAt);
  if (wait !== undefined) problem.retryAfterMs = wait;
  return problem;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
