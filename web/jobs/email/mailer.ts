import nodemailer from 'nodemailer';

/** One message as the worker hands it to SMTP. */
export interface OutgoingEmail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  /** Files sent along, such as the `schedule` email's `.ics` (SPEC §16). */
  attachments?: Array<{ filename: string; content: string; contentType: string }> | undefined;
}

/** What an attempt came to: sent, or an error with the SMTP reply code when there was one. */
export type SendOutcome = { kind: 'sent' } | { kind: 'error'; responseCode: number | null; message: string };

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendOutcome>;
  close(): void;
}

/** Host names whose traffic never leaves the machine: credentials may go to them in clear. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || hostname.startsWith('127.')
  );
}

export interface MailerOptions {
  /** SMTP_URL: `smtp://[user:pass@]host:port` or `smtps://…`. */
  url: string;
  /** Connections kept open at once, default 5. */
  maxConnections?: number;
  /** How long to wait for the connection, the greeting and each reply (ms), default 30000. */
  timeoutMs?: number;
}

/**
 * nodemailer's pooled SMTP transport (SPEC §16): `smtps://` is implicit TLS; `smtp://` upgrades
 * with STARTTLS whenever the server offers it, and when credentials are in the URL and the
 * server is not on loopback, STARTTLS is required, so a password never crosses a network in
 * clear. The message is built by nodemailer (multipart/alternative, UTF-8, quoted-printable).
 */
export function createMailer(options: MailerOptions): Mailer {
  const url = new URL(options.url);
  const timeout = options.timeoutMs ?? 30_000;
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    requireTLS: url.protocol === 'smtp:' && url.username !== '' && !isLoopback(url.hostname),
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({
          from: email.from,
          to: email.to,
          ...(email.replyTo && { replyTo: email.replyTo }),
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          headers: email.headers,
          ...(email.attachments && { attachments: email.attachments }),
          textEncoding: 'quoted-printable',
        });
        return { kind: 'sent' };
      } catch (error) {
        const failure = error as { responseCode?: unknown; response?: unknown; message?: unknown };
        const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : null;
        const message =
          typeof failure.response === 'string' && failure.response
            ? failure.response
            : String(failure.message ?? error);
        return { kind: 'error', responseCode, message: message.slice(0, 500) };
      }
    },
    close() {
      transport.close();
    },
  };
}
