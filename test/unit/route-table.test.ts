import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { runChain } from '../../web/http/run-chain.js';
import { ROUTES } from '../../web/http/v1/route-catalog.js';
import type { V1Route } from '../../web/http/v1/route-spec.js';
import { routeTable } from '../../web/http/v1/route-table.js';

/** The route of `method path` by its OpenAPI path, or undefined. */
function find(method: string, path: string): { route: string; params: Record<string, string> } | undefined {
  const found = routeTable(ROUTES).match(method, path);
  return found && { route: `${found.route.method.toUpperCase()} ${found.route.path}`, params: found.params };
}

describe('the /v1 route table (Express 5 matching, without walking every route)', () => {
  it('finds every route of the list by its own path, with its parameters', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, 'x_$1');
      const found = find(route.method.toUpperCase(), path);
      // The first route of the list wins, as in Express: a literal path listed before a
      // parameterised one of the same shape takes it.
      const first = ROUTES.find(
        (r) => r.method === route.method && routeTable([r]).match(r.method.toUpperCase(), path),
      );
      expect(found?.route).toBe(`${first!.method.toUpperCase()} ${first!.path}`);
    }
  });

  it('matches as Express does: any case, one trailing slash, parameters decoded, HEAD by GET', () => {
    expect(find('GET', '/timesheets')?.route).toBe('GET /v1/timesheets');
    expect(find('GET', '/TimeSheets/')?.route).toBe('GET /v1/timesheets');
    expect(find('GET', '/timesheets//')).toBeUndefined();
    expect(find('HEAD', '/timesheets')?.route).toBe('GET /v1/timesheets');
    expect(find('GET', '/staff/caf%C3%A9')).toEqual({
      route: 'GET /v1/staff/{ref}',
      params: { ref: 'café' },
    });
    expect(find('DELETE', '/timesheets')).toBeUndefined();
    expect(find('GET', '/nothing-here')).toBeUndefined();
    expect(find('GET', '/')).toBeUndefined();
  });

  it('throws the URIError Express throws for a broken escape (answered 400)', () => {
    expect(() => find('GET', '/staff/%E0%A4%A')).toThrow(URIError);
  });

  it('lists the methods a path answers, sorted, HEAD beside GET (the OPTIONS answer)', () => {
    const table = routeTable(ROUTES);
    expect(table.methodsOn('/timesheets')).toEqual(['GET', 'HEAD']);
    expect(table.methodsOn('/nothing-here')).toEqual([]);
  });

  it('refuses a route whose first segment is a parameter', () => {
    const route = { ...ROUTES[0]!, path: '/v1/{any}' } as V1Route;
    expect(() => routeTable([route])).toThrow(/first segment must be literal/);
  });
});

describe('runChain (Express 5 semantics without a router)', () => {
  const req = {} as Request;
  const res = {} as Response;
  const run = (handlers: RequestHandler[]) =>
    new Promise<{ error: unknown; steps: string[] }>((resolve) => {
      const steps: string[] = [];
      const traced = handlers.map(
        (handler, i): RequestHandler =>
          (q, s, n) => {
            steps.push(String(i));
            return handler(q, s, n);
          },
      );
      runChain(traced, req, res, ((error?: unknown) => resolve({ error, steps })) as NextFunction);
    });

  it('runs every handler in order and then calls done()', async () => {
    expect(await run([(_q, _s, n) => n(), (_q, _s, n) => n()])).toEqual({
      error: undefined,
      steps: ['0', '1'],
    });
  });

  it('skips the rest on an error passed, thrown or rejected', async () => {
    const boom = new Error('boom');
    const rest: RequestHandler = (_q, _s, n) => n();
    expect(await run([(_q, _s, n) => n(boom), rest])).toEqual({ error: boom, steps: ['0'] });
    expect(
      await run([
        () => {
          throw boom;
        },
        rest,
      ]),
    ).toEqual({ error: boom, steps: ['0'] });
    expect(await run([async () => Promise.reject(boom), rest])).toEqual({ error: boom, steps: ['0'] });
  });

  it('goes on after an async handler calls next', async () => {
    const later: RequestHandler = async (_q, _s, n) => {
      await new Promise((resolve) => setImmediate(resolve));
      n();
    };
    expect(await run([later, (_q, _s, n) => n()])).toEqual({ error: undefined, steps: ['0', '1'] });
  });
});
