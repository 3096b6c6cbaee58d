import type { ClockAction, ClockRequestBody, ClockRow, Problem } from './clock-types.js';

/** A call either answers, or fails on the way (no answer at all), or is answered with a problem. */
export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; failure: { kind: 'network'; message: string } | { kind: 'problem'; problem: Problem } };

export interface ClockApi {
  board(): Promise<ApiResult<ClockRow[]>>;
  /**
   * `idempotencyKey` is the queued action's id: when an answer is lost on the way back, the
   * retry gets the first answer instead of acting twice. A refused PIN leaves the key free
   * (the server keeps no answer of a 403), so the same key carries the retry with the PIN.
   */
  send(action: ClockAction, body: ClockRequestBody, idempotencyKey?: string): Promise<ApiResult<unknown>>;
}

export interface ClockApiOptions {
  /** The app's public https URL, without a trailing slash. */
  appUrl: string;
  /** POS's Session API: a fresh ID token per call, undefined when the POS user may not use the app. */
  getSessionToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** A request with no answer after this long counts as a network failure, ms; default 15000. */
  timeoutMs?: number;
}

/**
 * What the POS user sees when POS gives no session token: the Shopify account signed in to POS
 * lacks the app permission, which no retry will fix.
 */
const NO_TOKEN: Problem = {
  status: 401,
  code: 'no_session_token',
  detail:
    'This POS login may not use Shiftbook. The store owner can allow it in Shopify admin, under Settings › Users.',
};

/** The client of Shiftbook's clock routes, authenticated with the POS session token. */
export function createClockApi(options: ClockApiOptions): ClockApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;

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
    const payload = await readJson(response);
    if (response.ok) return { ok: true, value: payload as T };
    return { ok: false, failure: { kind: 'problem', problem: problemOf(response.status, payload) } };
  }

  return {
    async board() {
      const result = await call<{ data: ClockRow[] }>('/v1/clock', { method: 'GET' });
      return result.ok ? { ok: true, value: result.value.data } : result;
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

function problemOf(status: number, payload: unknown): Problem {
  const body = (payload ?? {}) as { code?: unknown; detail?: unknown; title?: unknown };
  const detail =
    typeof body.detail === 'string' && body.detail !== ''
      ? body.detail
      : typeof body.title === 'string'
        ? body.title
        : `Shiftbook answered ${status}.`;
  return { status, code: typeof body.code === 'string' ? body.code : `http_${status}`, detail };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
