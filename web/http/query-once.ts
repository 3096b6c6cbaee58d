import type { Express, Request } from 'express';

const PARSED = Symbol('parsed query');

type WithParsedQuery = Request & { [PARSED]?: unknown };

/** Express's own `req.query` getter, found on the request prototype chain. */
function inheritedQueryGetter(request: object): (this: Request) => unknown {
  for (let proto: object | null = request; proto; proto = Object.getPrototypeOf(proto)) {
    const getter = Object.getOwnPropertyDescriptor(proto, 'query')?.get;
    if (getter) return getter as (this: Request) => unknown;
  }
  throw new Error('Express defines no req.query getter');
}

/**
 * `req.query`, parsed by Express the first time it is read and kept on the request. Express 5
 * parses the query string again on every read of `req.query` (a getter), and a `/v1` request
 * reads it in the pipeline and again in its handler. A request's query string never changes
 * (mounting strips the path, not the query).
 */
export function parseQueryOnce(app: Express): void {
  const parse = inheritedQueryGetter(app.request);
  Object.defineProperty(app.request, 'query', {
    configurable: true,
    enumerable: true,
    get(this: WithParsedQuery) {
      if (!(PARSED in this)) this[PARSED] = parse.call(this);
      return this[PARSED];
    },
  });
}
