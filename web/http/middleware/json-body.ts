import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';
import { AppError } from '../../domain/errors.js';

const parseJson = express.json({
  limit: '1mb',
  type: () => true,
  // JSON is UTF-8 (RFC 8259): broken bytes are refused (400), not stored as U+FFFD.
  verify: (_req, _res, bytes) => {
    if (!isUtf8(bytes)) throw new Error('not UTF-8');
  },
});
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Bodies of writes must be JSON (415 otherwise), at most 1 MiB (413), and parse (400). A write
 * without a body gets `{}` so schemas report the missing fields.
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
    parseJson(req, res, next);
  };
}
