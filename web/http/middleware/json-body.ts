import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';
import { AppError } from '../../domain/errors.js';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../json-depth.js';
import { bodyReadProblem } from '../problem.js';

/** An error body-parser passes on with this `type`; web/http/problem.ts maps it to a problem. */
function bodyError(type: string, message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { type, ...fields });
}

/**
 * Gzip, deflate, br and zstd bodies are inflated by body-parser, and the 1 MiB limit counts
 * the inflated bytes (a compression bomb is a 413). `verify` sees the bytes before JSON.parse
 * and refuses, in this order: a charset other than UTF-8 (415), bytes that are not UTF-8
 * (400, rather than U+FFFD stored), and nesting deeper than 64 (400, before the parse and
 * before any later middleware walks the value).
 */
const parseJson = express.json({
  limit: '1mb',
  type: () => true,
  verify: (_req, _res, bytes, encoding) => {
    if (encoding !== 'utf-8')
      throw bodyError('charset.unsupported', `unsupported charset "${encoding}"`, { charset: encoding });
    if (!isUtf8(bytes)) throw bodyError('entity.verify.failed', 'not UTF-8');
    if (jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH))
      throw bodyError('entity.too.deep', `JSON nested deeper than ${MAX_JSON_DEPTH}`);
  },
});
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Bodies of writes must be UTF-8 JSON (415 otherwise), at most 1 MiB once inflated (413),
 * nested at most 64 deep, and parse (400). A write without a body gets `{}` so schemas report
 * the missing fields.
 */
export function jsonBody(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' || !hasBody(req.headers)) {
      req.body = {};
      next();
      return;
    }
    if (!JSON_TYPE.test(req.get('content-type') ?? '')) {
      next(new AppError('unsupported_media_type', 'Send the request body as application/json.'));
      return;
    }
    parseJson(req, res, (error?: unknown) => next(error && bodyReadProblem(error, req)));
  };
}
