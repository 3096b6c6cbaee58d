import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** What the test server does with the next message: take it, refuse it with a code, or hang up. */
export type SmtpReply = { accept: true } | { code: number; message: string } | { drop: true };

export interface ReceivedEmail {
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages taken, in order. */
  received: ReceivedEmail[];
  /** Messages offered (taken or not), counted at DATA. */
  offered: number;
  /** Messages whose connection was dropped before the server answered (sent, never acknowledged). */
  dropped: ReceivedEmail[];
  /** Decides per offered message (0-based); default: accept every one. */
  reply: (index: number) => SmtpReply;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Waits until `count` messages to `address` were taken; answers them, in order. */
  waitForTo(address: string, count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** The (first) recipient's address, lower-cased. */
export function recipientOf(email: ReceivedEmail): string | undefined {
  const to = email.parsed.to;
  const first = Array.isArray(to) ? to[0] : to;
  return first?.value[0]?.address?.toLowerCase();
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that parses what it receives with
 * `mailparser`: the email channel is tested against the protocol, never a mock of the
 * transport. No TLS (STARTTLS is not offered), no authentication.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const capture: Omit<SmtpCapture, 'url' | 'close'> = {
    received: [],
    offered: 0,
    dropped: [],
    reply: () => ({ accept: true }),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (capture.received.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} emails, got ${capture.received.length} (offered ${capture.offered})`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return capture.received.slice(0, count);
    },
    async waitForTo(address, count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const to = () => capture.received.filter((email) => recipientOf(email) === address.toLowerCase());
      while (to().length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} emails to ${address}, got ${to().length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return to();
    },
  };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream: SMTPServerDataStream, _session, callback) {
      const index = capture.offered++;
      const reply = capture.reply(index);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if ('drop' in reply) {
          // A connection lost after the message was sent, before the server answered.
          void simpleParser(raw).then((parsed) => capture.dropped.push({ parsed, raw }));
          for (const connection of connections) connection.destroy();
          return;
        }
        if ('code' in reply) {
          const error = Object.assign(new Error(reply.message), { responseCode: reply.code });
          callback(error);
          return;
        }
        simpleParser(raw).then(
          (parsed) => {
            capture.received.push({ parsed, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const connections = new Set<import('node:net').Socket>();
  server.server.on('connection', (socket: import('node:net').Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(capture, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections) connection.destroy();
        server.close(() => resolve());
      }),
  });
}
