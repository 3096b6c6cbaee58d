import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** One pass through a chain; `next` is what each handler calls. */
interface ChainRun {
  index: number;
  next: NextFunction;
}

/**
 * Runs `handlers` one after the other as Express 5 would (an error, thrown, passed to `next` or
 * a rejected promise, goes to `done` and skips the rest; the last one's `next()` calls `done()`),
 * without a router: no layer matches a path, nothing re-parses the URL. The `/v1` pipeline runs
 * through here once its route is known (decision 49).
 */
export function runChain(
  handlers: readonly RequestHandler[],
  req: Request,
  res: Response,
  done: NextFunction,
): void {
  const run: ChainRun = { index: 0, next: done };
  // Assigned, not declared: `npm start` runs under tsx, which names every declared function
  // again each time it is made (esbuild's keepNames), a cost paid per request here.
  run.next = (error?: unknown): void => {
    if (error) {
      done(error);
      return;
    }
    const handler = handlers[run.index++];
    if (!handler) {
      done();
      return;
    }
    try {
      const returned: unknown = handler(req, res, run.next);
      if (returned instanceof Promise)
        returned.then(undefined, (reason) => run.next(reason ?? new Error('Rejected promise')));
    } catch (thrown) {
      run.next(thrown ?? new Error('Thrown undefined'));
    }
  };
  run.next();
}

/** `handlers` as one Express middleware (see `runChain`). */
export function chainOf(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => runChain(handlers, req, res, next);
}
