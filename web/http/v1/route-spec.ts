import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { ErrorCode } from '../../domain/errors.js';
import type { Scope } from '../../domain/tokens/scopes.js';
import type { V1Deps } from './route-deps.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The groups of the document, in its order, each with what it holds. */
export const TAGS = [
  ['Timesheets', 'Weekly summaries, timesheets and their approval.'],
  ['Time entries', 'Worked time, as recorded by managers, the clock and POS.'],
  ['Shifts', 'The schedule: shifts, publishing a week, copying a week.'],
  ['Time off', 'Requests for time off and their approval.'],
  ['Time clock', 'Clocking in and out, breaks, the clock board and attendance.'],
  ['Sales', 'Sales against labour, per day.'],
  ['Staff', 'Staff members, their rates, PINs and Shopify links.'],
  ['Shop', 'Shop settings, plan and usage.'],
  ['Payroll', 'Payroll runs and their lines.'],
  ['Commissions', 'Commissions, recorded by hand or from Shopify orders.'],
  ['Webhooks', 'Endpoints that receive signed events, their deliveries, and the events themselves.'],
  ['API tokens', 'Tokens that reach one shop with the scopes they hold.'],
  ['Notifications', 'Emails sent to staff and managers, and their delivery.'],
  ['Me', "The staff app: the signed-in staff member's own data (cookie session)."],
] as const;
export type Tag = (typeof TAGS)[number][0];

/**
 * One `/v1` route: its contract as the outside world sees it and, for a route written as a
 * module (`v1/<capability>/<verb-noun>.ts`), its handler beside it. The one list in
 * `route-catalog.ts` mounts every route through `mount-routes.ts` and builds the OpenAPI
 * document from the same objects; the middlewares of a route's chain read this spec.
 */
export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI form: `/v1/staff/{ref}`. */
  path: string;
  /** The scope a bearer caller needs; absent on routes a staff session authenticates. */
  scope?: Scope;
  /**
   * `staff_session`: the staff app's cookie authenticates the route (SPEC §15, `/v1/me…`), not
   * a bearer token; documented with `cookieAuth`. Absent: a bearer token with `scope`.
   */
  auth?: 'staff_session';
  summary: string;
  tag: Tag;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A valid request body, shown in the document and used by the tests that walk every route. */
  example?: Record<string, unknown>;
  response: z.ZodType;
  /**
   * 200 unless the route creates (201 with `Location`), starts work that ends later (202) or
   * answers nothing (204: `response` is then `z.never()`, documented without content).
   */
  status?: 200 | 201 | 202 | 204;
  /** The route also answers `text/csv` (`Accept: text/csv` or `?format=csv`). */
  csv?: boolean;
  /**
   * The route answers a file of this media type instead of JSON (a payroll provider's CSV,
   * SPEC §19), shown in the document with this example; `response` is then `z.string()`.
   */
  file?: { type: 'text/csv'; example: string };
  /** Errors this route answers besides the ones every route of its kind can answer. */
  errors?: ErrorCode[];
  /**
   * The current representation of the resource the route acts on, read through the same
   * service as its GET. Routes that have one send `ETag` and honour `If-Match`.
   */
  current?: (deps: V1Deps, shopId: string, params: Record<string, string>) => Promise<unknown>;
  /**
   * Why the handler must not run inside an Idempotency-Key's transaction: it waits on Shopify
   * (no transaction may stay open across a network call: on SQLite it would hold every write
   * of the process), or it checks a PIN (a slow hash, and a wrong PIN's count must commit even
   * though the request fails), or it writes nothing and reads in pages with turns of the event
   * loop between them (a transaction held across those turns would hold SQLite's writer). Such
   * a route runs outside the key's transaction, in transactions of its own, and its answer is
   * recorded after it.
   */
  outsideTransaction?: 'calls_shopify' | 'checks_pin' | 'reads_in_pages';
}

/**
 * What a route does once the pipeline has let it through (authenticated, rate-limited, body
 * parsed, query and Idempotency-Key and If-Match checked, scope held). It parses its own query
 * and body with the schemas of its spec, so their errors come in the order it reads them.
 */
export type RouteHandler = (req: Request, res: Response) => Promise<void> | void;

/** A route written as one module: its spec and its handler. */
export interface V1Route extends RouteSpec {
  /**
   * Builds the handler once per app, from the app's dependencies (STYLE 1): anything it keeps
   * between requests (a cache) lives in this closure, never in the module.
   */
  handler: (deps: V1Deps) => RouteHandler;
}

/** Declares a route module; the identity, for its types. */
export function defineRoute(route: V1Route): V1Route {
  return route;
}

type ReadOne = (deps: V1Deps, shopId: string, id: string) => Promise<unknown>;

/** `current` of a route on `…/{id}`: the resource read through the service of its GET. */
export function currentById(read: ReadOne): NonNullable<RouteSpec['current']> {
  return (deps, shopId, params) => read(deps, shopId, params.id!);
}
