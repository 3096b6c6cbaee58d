/**
 * The shapes the tile reads from Shiftbook's `/v1/clock` routes (SPEC §10, §11, §13), taken from
 * the types `npm run gen:api-types` generates from the OpenAPI document (STYLE 17), the file the
 * admin reads too: a change to the server's zod schemas reaches the tile through the compiler,
 * never through a hand copy. The import is of types alone, so the bundle holds none of it.
 */
import type { components, paths } from '../../../frontend/src/api/schema.js';

/** One row of `GET /v1/clock`; the tile asks for its pinned staff member's row alone. */
export type ClockRow = components['schemas']['ClockBoard']['data'][number];

export type ClockState = ClockRow['state'];

export type NextShift = NonNullable<ClockRow['next_shift']>;

/** The last path segment of `POST /v1/clock/{action}`, as the document lists the routes. */
export type ClockAction = {
  [P in keyof paths]: P extends `/v1/clock/${infer A}`
    ? paths[P] extends { post: unknown }
      ? A
      : never
    : never;
}[keyof paths];

type ClockActionBody = NonNullable<
  paths['/v1/clock/in']['post']['requestBody']
>['content']['application/json'];

/**
 * What `POST /v1/clock/{action}` takes from the tile: always the Shopify staff member pinned in.
 * `at` (RFC 3339, when the button was pressed) rides only on a kept action: a live tap is timed
 * by the server, whatever the device's clock says.
 */
export type ClockRequestBody = Omit<ClockActionBody, 'staff' | 'shopify_staff_member_id'> & {
  shopify_staff_member_id: string;
};

/**
 * The part of an `application/problem+json` answer the tile shows or acts on: the tile's own
 * reading of the answer (its `Retry-After` in ms, its `errors` as field names), not a shape of
 * the document.
 */
export interface Problem {
  status: number;
  /** The document's error code, or one the tile names itself (a network failure, say). */
  code: components['schemas']['Problem']['code'] | (string & {});
  detail: string;
  /** The fields the server named in `errors` (`at`, say). */
  fields?: string[];
  /** A 429's or 503's `Retry-After`, in ms. */
  retryAfterMs?: number;
}
