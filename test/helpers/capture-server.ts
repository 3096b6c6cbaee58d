import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
}

/** A local webhook receiver: records every request and answers what `reply` says. */
export interface CaptureServer {
  url: string;
  port: number;
  requests: CapturedRequest[];
  /** Decides each answer; by default 200. */
  reply: (request: CapturedRequest, index: number) => Reply;
  waitFor(count: number, timeoutMs?: number): Promise<CapturedRequest[]>;
  close(): Promise<void>;
}

export async function startCaptureServer(): Promise<CaptureServer> {
  const capture = {
    requests: [] as CapturedRequest[],
    reply: (() => ({ status: 200 })) as CaptureServer['reply'],
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const index = capture.requests.push(request) - 1;
      const answer = capture.reply(request, index);
      res.writeHead(answer.status, answer.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(capture, {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    async waitFor(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (capture.requests.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} webhook requests, got ${capture.requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return capture.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
