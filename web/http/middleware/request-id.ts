import type { RequestHandler } from 'express';
import { newId } from '../../domain/ids.js';
import '../request-context.js';

/** A caller's own `X-Request-Id` is kept when it is short and printable, so traces join up. */
const CALLER_ID = /^[\w.:-]{1,128}$/;

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    req.id = given && CALLER_ID.test(given) ? given : newId('req');
    res.set('X-Request-Id', req.id);
    next();
  };
}
