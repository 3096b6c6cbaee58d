import { ApiError, type Problem } from './api-error.js';
import { bearerToken } from './session.js';
import type { ListPage } from './types.js';

export type Query = Record<string, string | number | boolean | undefined>;

/** Called when the credential is refused (401), so the app can go back to sign-in. */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/v1${path}${search ? `?${search}` : ''}`;
}

async function send(
  method: string,
  path: string,
  query?: Query,
  body?: unknown,
  token?: string,
): Promise<Response> {
  const credential = token ?? (await bearerToken());
  const headers: Record<string, string> = { accept: 'application/json' };
  if (credential) headers.authorization = `Bearer ${credential}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ title: 'Network error', status: 0, detail: 'The server could not be reached.' });
  }
  if (!response.ok) {
    if (response.status === 401 && token === undefined) onUnauthorized();
    throw new ApiError(await problemOf(response));
  }
  return response;
}

async function problemOf(response: Response): Promise<Problem> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as Partial<Problem>;
    return { title: response.statusText || 'Error', ...parsed, status: response.status };
  } catch {
    return {
      title: response.statusText || 'Error',
      status: response.status,
      detail: text.slice(0, 200) || undefined,
    };
  }
}

export async function apiGet<T>(path: string, query?: Query): Promise<T> {
  return (await send('GET', path, query)).json() as Promise<T>;
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return (
    await send(method, path, undefined, method === 'DELETE' ? undefined : (body ?? {}))
  ).json() as Promise<T>;
}

/** Checks a token before it is stored: the shop must answer to it. */
export async function tryToken<T>(token: string): Promise<T> {
  return (await send('GET', '/shop', undefined, undefined, token)).json() as Promise<T>;
}

/** Every page of a list (lists answer at most 100 rows a page). */
export async function apiGetAll<T extends { id: string }>(path: string, query: Query = {}): Promise<T[]> {
  const rows: T[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await apiGet<ListPage<T>>(path, { ...query, limit: 100, starting_after: startingAfter });
    rows.push(...page.data);
    if (!page.has_more || !page.next_cursor) return rows;
    startingAfter = page.next_cursor;
  }
}

/**
 * A CSV export with the bearer token: a plain link cannot carry the Authorization header, so
 * the file is fetched, turned into a blob, and handed to the browser through a temporary link.
 */
export async function downloadCsv(path: string, query: Query, fallbackName: string): Promise<void> {
  await downloadFile(path, { ...query, format: 'csv' }, fallbackName);
}

/** A file the route answers as it is (a payroll provider's import file), named as the server says. */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await send('GET', path, query);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
