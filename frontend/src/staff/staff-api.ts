import { ApiError, type Problem } from '../api/api-error.js';
import type {
  Availability,
  AvailabilityDocument,
  ListPage,
  Me,
  MyCommission,
  MyGoal,
  MyShift,
  MyShiftRequest,
  MyTimeOff,
  MyTimesheet,
  NewTimeOff,
  OpenShift,
  ShiftRequest,
} from './staff-types.js';

/**
 * The staff app's client of `/staff-auth` and `/v1/me…`. Its only credential is the HttpOnly
 * session cookie, which the browser sends to this origin by itself; the browser also sends the
 * `Origin` header on every POST, which the server checks (SPEC §15). Nothing here stores a token.
 */
export class StaffRequestError extends ApiError {
  /** Seconds from a 429's Retry-After header, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(problem: Problem, retryAfterSeconds: number | null) {
    super(problem);
    this.name = 'StaffRequestError';
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The session is gone (signed out elsewhere, expired, deactivated): back to signing in. */
  get isSignedOut(): boolean {
    return this.status === 401 || this.problem.code === 'staff_session_required';
  }
}

async function send(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new StaffRequestError(
      { title: 'No connection', status: 0, detail: 'Shiftbook could not be reached. Check your connection.' },
      null,
    );
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

async function errorOf(response: Response): Promise<StaffRequestError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  let parsed: Partial<Problem> = {};
  try {
    parsed = (await response.json()) as Partial<Problem>;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  return new StaffRequestError(
    { title: response.statusText || 'Error', ...parsed, status: response.status },
    seconds,
  );
}

const json = async <T>(response: Response) => (await response.json()) as T;

/**
 * Every page of a `/v1/me` list (SPEC §5 paging), for the short ranges the app asks for.
 * `/v1/me/shifts` is not paged (its range is at most 93 days and it answers all of it), so it
 * takes no `limit`.
 */
async function all<T>(path: string, query: Record<string, string>, paged = true): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(paged ? { ...query, limit: '100' } : query);
    if (cursor) params.set('starting_after', cursor);
    const page: ListPage<T> = await json(await send('GET', `${path}?${params}`));
    rows.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return rows;
}

export const staffApi = {
  requestLink: async (email: string) => {
    await send('POST', '/staff-auth/link', { email });
  },
  /** Spends a link's token for a session cookie; answers who signed in. */
  signIn: async (token: string) => json<{ staff: Me }>(await send('POST', '/staff-auth/session', { token })),
  signOut: async () => {
    await send('POST', '/staff-auth/logout');
  },
  me: async () => json<Me>(await send('GET', '/v1/me')),
  shifts: (from: string, to: string) => all<MyShift>('/v1/me/shifts', { from, to }, false),
  timesheets: (from: string, to: string) => all<MyTimesheet>('/v1/me/timesheets', { from, to }),
  commissions: (from: string, to: string) => all<MyCommission>('/v1/me/commissions', { from, to }),
  goal: async () => json<MyGoal>(await send('GET', '/v1/me/goal')),
  timeOff: () => all<MyTimeOff>('/v1/me/time-off', {}),
  requestTimeOff: async (request: NewTimeOff) =>
    json<MyTimeOff>(await send('POST', '/v1/me/time-off', request)),
  cancelTimeOff: async (id: string) =>
    json<MyTimeOff>(await send('POST', `/v1/me/time-off/${encodeURIComponent(id)}/cancel`)),
  availability: async () => json<Availability>(await send('GET', '/v1/me/availability')),
  /** Replaces the whole document (SPEC §17) and answers it as saved, sorted. */
  saveAvailability: async (document: AvailabilityDocument) =>
    json<Availability>(await send('PUT', '/v1/me/availability', document)),
  openShifts: () => all<OpenShift>('/v1/me/open-shifts', {}),
  /** `201` a claim waiting for a manager, or `200` a shift offered to all, now mine (SPEC §17). */
  claimShift: async (shift: string) => {
    const response = await send('POST', `/v1/me/open-shifts/${encodeURIComponent(shift)}/claim`, {});
    return { request: await json<ShiftRequest>(response), tookOffer: response.status === 200 };
  },
  /** A swap to the colleague with that handle, or a drop to everyone when none is given. */
  offerShift: async (shift: string, offer: { to_staff?: string; note?: string }) =>
    json<ShiftRequest>(await send('POST', `/v1/me/shifts/${encodeURIComponent(shift)}/offer`, offer)),
  shiftRequests: () => all<MyShiftRequest>('/v1/me/shift-requests', {}),
  answerShiftRequest: async (id: string, action: 'accept' | 'decline' | 'cancel') =>
    json<ShiftRequest>(await send('POST', `/v1/me/shift-requests/${encodeURIComponent(id)}/${action}`, {})),
  calendar: async () => json<{ url: string }>(await send('GET', '/v1/me/calendar')),
  resetCalendar: async () => json<{ url: string }>(await send('POST', '/v1/me/calendar/reset')),
};

/** What went wrong, in the app's plain words. */
export function sayError(error: unknown): string {
  if (!(error instanceof StaffRequestError)) return 'Something went wrong. Please try again.';
  if (error.status === 0) return error.problem.detail ?? 'Shiftbook could not be reached.';
  if (error.status === 429) {
    const minutes = error.retryAfterSeconds ? Math.ceil(error.retryAfterSeconds / 60) : null;
    return minutes
      ? `Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
      : 'Too many tries. Please wait a few minutes and try again.';
  }
  if (error.status >= 500) return 'Shiftbook had a problem. Please try again in a moment.';
  return error.problem.detail ?? error.problem.title;
}
