import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** One message as the sink keeps it: its envelope recipient and its kind header. */
export interface SunkEmail {
  to: string;
  kind: string;
  at: number;
}

export interface SmtpSink {
  url: string;
  received: SunkEmail[];
  close(): Promise<void>;
}

/** A local SMTP server that accepts everything and keeps only what a bench counts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkEmail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks).toString('utf8', 0, 4096);
        received.push({
          to: session.envelope.rcptTo[0]?.address ?? '',
          kind: /^X-Shiftbook-Kind: (\S+)/im.exec(head)?.[1] ?? '',
          at: performance.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
