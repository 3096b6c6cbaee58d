import { match } from 'path-to-regexp';
import type { V1Route } from './route-spec.js';

export interface MatchedRoute {
  route: V1Route;
  params: Record<string, string>;
}

type PathMatcher = (path: string) => false | { params: Partial<Record<string, string | string[]>> };

interface CompiledRoute {
  route: V1Route;
  matches: PathMatcher;
}

/** The parts of an Express 5 router's decoding that a route's match needs (router/lib/layer.js). */
function decodeParam(value: string): string {
  if (value.length === 0 || !value.includes('%')) return value;
  // A broken escape is a URIError: web/http/problem.ts answers it as the caller's 400.
  return decodeURIComponent(value);
}

/** `/v1/staff/{ref}` → `/staff/:ref`: the route's path under the `/v1` mount, in path-to-regexp's form. */
export function mountedPath(path: string): string {
  return path.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, ':$1');
}

/** `staff` for `/staff/:ref` and for `/Staff/abc/`: the bucket a path is looked up in. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/**
 * Finds the route of a request under `/v1` with Express's own rules (path-to-regexp, case
 * insensitive, one trailing slash allowed, parameters percent-decoded, HEAD answered by GET,
 * the first route of the list wins) without walking every route: routes are kept by method and
 * by their path's first segment, which is always literal, so a request tries the two or three
 * routes that could be its own rather than all of them in turn.
 */
export function routeTable(routes: readonly V1Route[]) {
  const byMethod = new Map<string, Map<string, CompiledRoute[]>>();
  for (const route of routes) {
    const path = mountedPath(route.path);
    const segment = firstSegment(path);
    if (segment.includes(':')) throw new Error(`${route.path}: a route's first segment must be literal`);
    const method = route.method.toUpperCase();
    const bySegment = byMethod.get(method) ?? new Map<string, CompiledRoute[]>();
    byMethod.set(method, bySegment);
    const bucket = bySegment.get(segment) ?? [];
    bySegment.set(segment, bucket);
    bucket.push({
      route,
      matches: match(path, {
        sensitive: false,
        end: true,
        trailing: true,
        decode: decodeParam,
      }) as PathMatcher,
    });
  }

  const find = (method: string, path: string): MatchedRoute | undefined => {
    const bucket = byMethod.get(method)?.get(firstSegment(path));
    if (!bucket) return undefined;
    for (const { route, matches } of bucket) {
      const found = matches(path);
      if (found) return { route, params: found.params as Record<string, string> };
    }
    return undefined;
  };

  return {
    /** The route that answers `method` on `path` (the path under `/v1`), if any. */
    match(method: string, path: string): MatchedRoute | undefined {
      return find(method, path) ?? (method === 'HEAD' ? find('GET', path) : undefined);
    },
    /** Every method some route answers on `path`, as Express lists them for an OPTIONS request. */
    methodsOn(path: string): string[] {
      const methods = new Set<string>();
      for (const [method, bySegment] of byMethod) {
        if (!bySegment.get(firstSegment(path))?.some(({ matches }) => matches(path))) continue;
        methods.add(method);
        if (method === 'GET') methods.add('HEAD');
      }
      return [...methods].sort();
    },
  };
}
