import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';
import { createAppServer } from '../web/http/app-server.js';

/**
 * The baseline: Express 5 answering one GET route with a fixed JSON body (the bytes of a real
 * weekly summary, read from `BARE_BODY_FILE`), with the app's settings (no ETag, no
 * X-Powered-By) so that the difference measured is the app's own work per request. With
 * `BARE_SERVER=born` it is served as the app is, through `createAppServer` (decision 83): the
 * stricter baseline, for a figure that is not a goal.
 */
const body = readFileSync(process.env.BARE_BODY_FILE ?? '', 'utf8');
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/bare', (_req, res) => {
  res.type('application/json').send(body);
});
// `createServer(app)` is what `app.listen` makes.
const server = (process.env.BARE_SERVER === 'born' ? createAppServer(app) : createServer(app)).listen(
  Number(process.env.PORT ?? 0),
  process.env.HOST ?? '127.0.0.1',
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
