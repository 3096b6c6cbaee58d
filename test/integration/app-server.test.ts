import { readFileSync } from 'node:fs';
import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../../web/http/app-server.js';
import { ROOT } from '../helpers/processes.js';

/**
 * `createAppServer` makes requests and responses with the app's Express prototypes from the
 * start (decision 83). Every integration test talks to the app through it (the harness); these
 * tests pin what it promises on its own: the prototypes before Express runs, Node's classes
 * still underneath, and Express's helpers working on both.
 */
const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.get('/echo', (req, res) => {
  res
    .status(203)
    .set('X-Seen', req.get('x-probe') ?? '')
    .json({ query: req.query, path: req.path });
});
app.post('/echo', (req, res) => {
  res.status(201).json({ body: req.body });
});

let server: Server;
let baseUrl: string;
const born: Array<{ request: boolean; response: boolean; classes: boolean }> = [];

beforeAll(async () => {
  server = createAppServer(app);
  // Runs before Express, which would otherwise set the prototypes itself.
  server.prependListener('request', (req, res) => {
    born.push({
      request: Object.getPrototypeOf(req) === app.request,
      response: Object.getPrototypeOf(res) === app.response,
      classes: req instanceof IncomingMessage && res instanceof ServerResponse,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createAppServer', () => {
  it("gives every request and response the app's prototypes before Express sees them", async () => {
    born.length = 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${baseUrl}/echo`)).status).toBe(203);
    expect(born).toEqual(Array(3).fill({ request: true, response: true, classes: true }));
  });

  it("keeps Express's request and response helpers working", async () => {
    const read = await fetch(`${baseUrl}/echo?a=1&b=two`, { headers: { 'x-probe': 'yes' } });
    expect(read.status).toBe(203);
    expect(read.headers.get('x-seen')).toBe('yes');
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await read.json()).toEqual({ query: { a: '1', b: 'two' }, path: '/echo' });

    const written = await fetch(`${baseUrl}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 1 }),
    });
    expect(written.status).toBe(201);
    expect(await written.json()).toEqual({ body: { n: 1 } });

    expect((await fetch(`${baseUrl}/nothing-here`)).status).toBe(404);
  });

  it('is what `npm start` serves the app with', () => {
    // The benches measure the compiled server; this keeps production on the same server.
    const source = readFileSync(join(ROOT, 'web/server.ts'), 'utf8');
    expect(source).toMatch(/createAppServer\(app\)\.listen\(/);
    expect(source).not.toMatch(/\bapp\.listen\(/);
  });
});
