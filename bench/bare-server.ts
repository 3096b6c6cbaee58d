import { readFileSync } from 'node:fs';
import express from 'express';

/**
 * The baseline: Express 5 answering one GET route with a fixed JSON body (the bytes of a real
 * weekly summary, read from `BARE_BODY_FILE`), with the app's settings (no ETag, no
 * X-Powered-By) so that the difference measured is the app's own work per request.
 */
const body = readFileSync(process.env.BARE_BODY_FILE ?? '', 'utf8');
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/bare', (_req, res) => {
  res.type('application/json').send(body);
});
const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
