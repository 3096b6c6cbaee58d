import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>` for the app's SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** The first message (already here or still to come) that `match` accepts; fails after `timeoutMs`. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it is
 * handed, parsed by `mailparser` as a mail program would read it, so a test finds an emailed
 * link the way a person does.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No such email within ${timeoutMs} ms; got ${messages.length}.`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
