import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { Agent, request } from 'undici';
import { deleteKeysWithPrefix } from '../test/helpers/redis-keys.js';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import { cpuProfileEnv } from './child-servers.js';
import { type CpuReading, cpuBetween, machineBusySince, processCpuMs, readCpu } from './machine-cpu.js';
import type { BenchContext, BenchSection, SectionResult } from './section.js';
import { STAFF_APP_URL, seedStaffAppShop } from './staff-app-seed.js';
import { formatTable } from './table.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const INVITES = 500;
const WARM_UP = 20;
/** Counted rounds of each side, taking turns after a warm-up round; the medians are compared. */
const ROUNDS = 5;
/** Invite requests in flight at once (an admin's bulk invite, or a script over the API). */
const IN_FLIGHT = 20;
/** The app's mailer keeps 5 SMTP connections (`createMailer`'s default); the bare pool the same. */
const POOL_CONNECTIONS = 5;
const RATE_GOAL = 200;
const RATIO_GOAL = 0.5;

/**
 * 500 staff invites through the real path, `POST /v1/staff/{id}/invite` → notification row in
 * the request's transaction → relay → BullMQ → email worker → pooled nodemailer → a local SMTP
 * server (`smtp-server`, in the bench process): timed from the first request to the 500th
 * message taken by the server. Beside it, in the same run and to the same server, a bare
 * nodemailer pool (no database, no queue) sending the same 500 messages.
 */
export const invitesBench: BenchSection = {
  name: 'invites',
  title: `${INVITES} staff invites to a local SMTP server vs. a bare nodemailer pool`,
  bothDatabases: true,
  run,
};

/** An SMTP server that takes every message and notes when and to whom it arrived. */
async function startSink() {
  const arrivals: { at: number; to: string; raw: Buffer }[] = [];
  let keepRaw = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // The app and the bare pool each keep 5 connections; room for both and reconnections.
    maxClients: 100,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      const keep = keepRaw > 0;
      if (keep) keepRaw--;
      stream.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? '';
        arrivals.push({ at: performance.now(), to, raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    arrivals,
    /** Keeps the bytes of the next `n` messages (the rest are counted, not stored). */
    keepNext(n: number) {
      keepRaw = n;
    },
    async waitFor(count: number, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (arrivals.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP took ${arrivals.length} of ${count} messages`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return arrivals[count - 1]!.at;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** CPU time (user + system, ms) this process has used so far. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run({ servers, log, db }: BenchContext): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-invites-'));
  const prefix = `bench-${randomUUID()}`;
  const databaseUrl = db === 'postgres' ? benchPgUrl('invites', 1) : `file:${join(dir, 'invites.db')}`;
  if (db === 'postgres') await dropDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  const sink = await startSink();
  const bare = nodemailer.createTransport({
    pool: true,
    maxConnections: POOL_CONNECTIONS,
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
  });
  // The load generator: undici's request on IN_FLIGHT kept-alive connections. It shares this
  // process and the two cores with the app, so it should cost little: `fetch` cost about
  // 0.3 ms of CPU more per invite (bench/README.md, "Invites: the load generator and a warm-up round").
  const agent = new Agent({ connections: IN_FLIGHT, keepAliveTimeout: 60_000 });
  try {
    const seed = await seedStaffAppShop(env, {
      staff: WARM_UP + INVITES,
      emails: true,
      sessions: 0,
      scopes: ['write_staff'],
    });
    const app = await servers.start(
      'app',
      'web/server.ts',
      {
        ...env,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_DISABLED: '1',
        PUBLIC_URL: STAFF_APP_URL,
        SMTP_URL: sink.url,
        MAIL_FROM: 'shifts@example.com',
        REDIS_URL,
        QUEUE_PREFIX: prefix,
        ...cpuProfileEnv(),
      },
      '/healthz',
    );
    const invite = async (staffId: string) => {
      const res = await request(`${app.baseUrl}/v1/staff/${staffId}/invite`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seed.token}`, 'content-type': 'application/json' },
        body: '{}',
        dispatcher: agent,
      });
      const text = await res.body.text();
      if (res.statusCode !== 202) throw new Error(`invite answered ${res.statusCode}: ${text}`);
    };
    /** Sends `ids`' invites, IN_FLIGHT at a time; answers when the last request was answered. */
    const inviteAll = async (ids: string[]) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < ids.length) await invite(ids[next++]!);
        }),
      );
    };

    // Warm-up, the same each run: 20 invites through the app, then 20 messages through the bare pool.
    const warmIds = seed.staffIds.slice(0, WARM_UP);
    const ids = seed.staffIds.slice(WARM_UP);
    sink.keepNext(1);
    await inviteAll(warmIds);
    await sink.waitFor(WARM_UP);
    // The bare pool sends the very message the app sent (subject, text, HTML, headers), one per address.
    const sample = await simpleParser(sink.arrivals[0]!.raw);
    const message = (to: string, n: number) => ({
      from: { name: 'Corner Cafe via Shiftbook', address: 'shifts@example.com' },
      to,
      subject: sample.subject ?? '',
      text: sample.text ?? '',
      html: typeof sample.html === 'string' ? sample.html : '',
      messageId: `<bare-${n}-${randomUUID()}@example.com>`,
      headers: { 'X-Shiftbook-Kind': 'sign_in' },
      textEncoding: 'quoted-printable' as const,
    });
    const addresses = ids.map((_, i) => `bench-${WARM_UP + i}@example.com`);
    const bareSend = (list: string[]) =>
      Promise.all(list.map((to, i) => bare.sendMail(message(to, i)).then(() => undefined)));
    let taken = sink.arrivals.length;
    await bareSend(addresses.slice(0, WARM_UP));
    await sink.waitFor(taken + WARM_UP);
    log(
      `Dataset: 1 shop, ${WARM_UP + INVITES} staff with email, fresh ${db} database; SMTP: smtp-server on loopback ` +
        `in the bench process, no TLS; app: npm start's process (relay + email worker, concurrency 10, ` +
        `pool of ${POOL_CONNECTIONS}); ${IN_FLIGHT} invite requests in flight.`,
    );
    log(
      `Warm-up: ${WARM_UP} invites through the app, then ${WARM_UP} messages through the bare pool ` +
        `(${sample.text?.length ?? 0} chars of text, ${String(sample.html || '').length} of HTML each); ` +
        `then a warm-up round and ${ROUNDS} counted rounds of ${INVITES}, each side in turn (an invite again ` +
        `voids the older link and sends anew); medians of the counted rounds.\n`,
    );

    const rows: string[][] = [];
    const appRates: number[] = [];
    const bareRates: number[] = [];
    // CPU per email, read from /proc around each side's run: the app's process (requests,
    // relay, worker, nodemailer) and this one (the invite requests and the SMTP server; for the
    // bare pool, the pool and the SMTP server). Unlike the rates, these hardly move with the
    // machine's load. The app's figure runs until its last message is taken, so it may miss
    // the last settlements' few ms.
    const perEmail = (ms: number) => (ms / INVITES).toFixed(2);
    const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
    // The database server's and Redis's CPU per email: on two cores they share the machine
    // with the app and this process, so a rate depends on them too.
    const servicesPerEmail = (before: CpuReading): string[] => {
      const { byCommand } = cpuBetween(before, readCpu(), INVITES, ['postgres', 'redis-server'], 1);
      return [
        db === 'postgres' ? byCommand.postgres!.toFixed(2) : '–',
        byCommand['redis-server']!.toFixed(2),
      ];
    };
    // Round 0 is timed and shown but not counted: a freshly started app keeps getting faster
    // over its first rounds (bench/README.md, "Invites: the load generator and a warm-up round"),
    // and the goal is about the rate the app holds, not its first second after a start.
    for (let round = 0; round <= ROUNDS; round++) {
      const label = round === 0 ? '0 (warm-up)' : String(round);
      taken = sink.arrivals.length;
      let appCpu = processCpuMs(app.pid);
      let benchCpu = ownCpuMs();
      let services = readCpu();
      let busy = machineBusySince();
      let started = performance.now();
      await inviteAll(ids);
      const answered = performance.now() - started;
      const last = await sink.waitFor(taken + INVITES);
      appCpu = processCpuMs(app.pid) - appCpu;
      benchCpu = ownCpuMs() - benchCpu;
      const appServices = servicesPerEmail(services);
      const appS = (last - started) / 1000;
      const got = new Set(sink.arrivals.slice(taken).map((a) => a.to));
      if (got.size !== INVITES)
        throw new Error(`round ${round}: ${got.size} distinct recipients, not ${INVITES}`);
      if (round > 0) appRates.push(INVITES / appS);
      rows.push([
        label,
        'app: invite → SMTP',
        (answered / 1000).toFixed(2),
        appS.toFixed(2),
        (INVITES / appS).toFixed(0),
        perEmail(appCpu),
        perEmail(benchCpu),
        ...appServices,
        percent(busy()),
      ]);

      taken = sink.arrivals.length;
      benchCpu = ownCpuMs();
      services = readCpu();
      busy = machineBusySince();
      started = performance.now();
      await bareSend(addresses);
      const bareLast = await sink.waitFor(taken + INVITES);
      benchCpu = ownCpuMs() - benchCpu;
      const bareServices = servicesPerEmail(services);
      const bareS = (bareLast - started) / 1000;
      if (round > 0) bareRates.push(INVITES / bareS);
      rows.push([
        label,
        'bare nodemailer pool',
        '–',
        bareS.toFixed(2),
        (INVITES / bareS).toFixed(0),
        '–',
        perEmail(benchCpu),
        ...bareServices,
        percent(busy()),
      ]);
    }
    log(
      formatTable(
        [
          'round',
          'sender',
          '500 answered s',
          'last taken by SMTP s',
          'emails/s',
          'app CPU ms/email',
          'bench CPU ms/email',
          'PostgreSQL CPU ms/email',
          'Redis CPU ms/email',
          'cores busy',
        ],
        rows,
      ),
    );
    const appRate = median(appRates);
    const bareRate = median(bareRates);
    const ratio = appRate / bareRate;
    const ratePassed = appRate >= RATE_GOAL;
    const ratioPassed = ratio >= RATIO_GOAL;
    log(
      `\nmedian app ${appRate.toFixed(0)} emails/s (≥ ${RATE_GOAL}: ${ratePassed ? 'PASS' : 'FAIL'}), ` +
        `bare pool ${bareRate.toFixed(0)}/s, ratio ${ratio.toFixed(2)} (≥ ${RATIO_GOAL}: ${ratioPassed ? 'PASS' : 'FAIL'})`,
    );
    return {
      passed: ratePassed && ratioPassed,
      figures: [
        [`invites emails/s (≥ ${RATE_GOAL})`, `${appRate.toFixed(0)} ${ratePassed ? 'PASS' : 'FAIL'}`],
        ['bare nodemailer pool emails/s', bareRate.toFixed(0)],
        [`invites / bare pool (≥ ${RATIO_GOAL})`, `${ratio.toFixed(2)} ${ratioPassed ? 'PASS' : 'FAIL'}`],
      ],
    };
  } finally {
    bare.close();
    await agent.close();
    await servers.stopAll();
    await sink.close();
    await deleteKeysWithPrefix(REDIS_URL, prefix);
    rmSync(dir, { recursive: true, force: true });
  }
}
