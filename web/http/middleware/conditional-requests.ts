import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../../domain/errors.js';
import { etagOf, ifMatchAccepts, isSingleResource } from '../etag.js';
import type { V1Deps } from '../v1/route-deps.js';
import { answerAfterCommit } from './answer-after-commit.js';
import { principalOf } from './authenticate.js';

/**
 * Optimistic concurrency for `/v1` (decision 0016). Every single-resource JSON answer carries
 * `ETag`, a hash of its body. A write that sends `If-Match` is checked against the current
 * representation, read through the same service as the resource's GET (the matched route's
 * `current`), before the handler runs; a stale tag is a 412. The check and the handler run in
 * one transaction (the idempotency one when a key is sent, else one of its own whose answer is
 * sent after the commit), with the shop locked first, so no other write that locks the shop
 * can slip between them on either database.
 */
const inheritedJson = express.response.json;

/** `res.json` that tags a single resource's 2xx answer with its ETag; one function for every request. */
function jsonWithEtag(this: Response, body: unknown): Response {
  // A shift write's `warnings` (SPEC §17) are about the write, not the shift: the tag is the
  // shift's as its GET answers it, so it can go straight into the next If-Match.
  if (this.statusCode < 300 && isSingleResource(body)) this.set('ETag', etagOf(withoutWarnings(body)));
  return inheritedJson.call(this, body);
}

export function conditionalRequests(deps: V1Deps): RequestHandler {
  // Not async itself: most requests (every read) take the first branch, and pay for no promise.
  return (req, res, next) => {
    res.json = jsonWithEtag;

    const ifMatch = req.headers['if-match'];
    if (ifMatch === undefined || req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    return checkIfMatch(deps, req, res, next, ifMatch);
  };
}

async function checkIfMatch(deps: V1Deps, req: Request, res: Response, next: NextFunction, ifMatch: string) {
  const route = req.routeSpec;
  // Creates have no current representation: If-Match there is ignored (RFC 9110 lets a
  // server ignore it where it does not apply).
  const current = route?.current;
  if (!route?.scope || !current || !req.principal?.scopes.has(route.scope)) {
    next();
    return;
  }
  const { shopId } = principalOf(req);
  const check = async () => {
    await deps.db.lockShop(shopId);
    const representation = await current(deps, shopId, req.params as Record<string, string>);
    if (!ifMatchAccepts(ifMatch, etagOf(representation))) {
      throw new AppError(
        'precondition_failed',
        'The resource has changed since you read it (If-Match does not match its ETag). Read it again and retry.',
        { headers: { ETag: etagOf(representation) } },
      );
    }
  };
  if (deps.db.inTransaction()) {
    await check();
    next();
    return;
  }
  // An answer of 500 or more rolls back what the request did; any other is kept.
  await answerAfterCommit(deps.db, res, () => void check().then(() => next(), next), {
    keep: async (answer) => answer.status < 500,
  });
}

function withoutWarnings(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('warnings' in body)) return body;
  const { warnings: _warnings, ...resource } = body as Record<string, unknown>;
  return resource;
}
