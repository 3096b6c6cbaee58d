import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { noRouteError } from '../problem.js';

/**
 * The API's own paths, in the case every client writes them: `/v1/…`, but not the public
 * `/v1/openapi.json`, which Express serves before the API (`openapi-router.ts`).
 */
const API_PATH = /^\/v1\/(?!openapi)/;

/** Express's `app.handle(req, res, callback)`, which `app(req, res)` and `app.listen` call. */
type Handle = (req: Request, res: Response, callback?: NextFunction) => void;

interface FrontDoor {
  /** What every answer gets first (the `nosniff` header and the request id), as Express runs it. */
  stamp: RequestHandler;
  /** The `/v1` router: everything under `/v1`, unknown paths answered with its own 404. */
  v1: RequestHandler;
  /** The app's last layer, which turns an error into a problem+json answer. */
  problems: ErrorRequestHandler;
}

/**
 * Sends `/v1/…` straight to the API's router instead of down Express's stack of routers, which
 * only ever hands those requests to the `/v1` mount: walking it (parsing the URL again for each
 * router, matching every layer, trimming and restoring the mount path) cost a cached summary a
 * seventh of its CPU (decision 79). The request gets what Express gives it at that mount: the
 * app's request and response prototypes, `res.locals`, `req.originalUrl`, `req.baseUrl` `/v1`
 * and the path below it in `req.url`. An error goes to the app's problem handler with the URL
 * restored, as Express would pass it on. Any other path, or `/V1/…` in another case, takes
 * Express's stack, which mounts the same router.
 */
export function openV1FrontDoor(app: Express, door: FrontDoor): void {
  const viaExpress = (app as unknown as { handle: Handle }).handle;
  const handle: Handle = function (this: Express, req, res, callback) {
    const url = req.url;
    // With a callback the app is a sub-app of another: Express's own path keeps its semantics.
    if (callback || !API_PATH.test(url)) {
      viaExpress.call(this, req, res, callback);
      return;
    }
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    if (!res.locals) res.locals = Object.create(null);
    req.originalUrl = url;
    req.params = {};
    // Closures made per request are anonymous: under tsx (`npm start`) a named one is named
    // again each time it is made.
    door.stamp(req, res, (stampError?: unknown) => {
      if (stampError) {
        toProblem(door, req, url)(stampError);
        return;
      }
      req.baseUrl = '/v1';
      req.url = url.slice(3);
      door.v1(req, res, toProblem(door, req, url));
    });
  };
  (app as unknown as { handle: Handle }).handle = handle;
}

/**
 * The end of the API's chain: an error goes to the problem handler with the URL as Express would
 * restore it. The router answers every path below `/v1` itself (a 404 problem when no route
 * takes it), so a `next()` without an error does not happen; were it to, it is a 404 too.
 */
function toProblem(door: FrontDoor, req: Request, url: string): NextFunction {
  return (error?: unknown) => {
    const reason = error ?? noRouteError(req);
    req.url = url;
    req.baseUrl = '';
    door.problems(reason, req, req.res!, () => {});
  };
}
