import { once } from 'node:events';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import pg from 'pg';
import Cursor from 'pg-cursor';

/**
 * The baseline of the CSV section: `node:http` and better-sqlite3 with nothing in between (or,
 * when DATABASE_URL is `postgres://…`, `pg` with a `pg-cursor` of 1,000 rows per read on a
 * connection of its own, as the app's PostgreSQL exports read).
 * `GET /shifts.csv?shop=<id>` runs the app's export query with `.raw().iterate()` and writes
 * hand-joined lines in ~64 KiB chunks, waiting for `drain` when the socket is full. It writes
 * the same bytes as the app (RFC 4180 quoting, formula guard, whole-second RFC 3339 instants, CRLF), with
 * no column table, no auth, no router: the floor the app's CSV path is measured against.
 */
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const POSTGRES = /^postgres(ql)?:\/\//.test(DATABASE_URL);
const QUERY = `SELECT f.id, s.handle, f.staff_id, f.starts_at, f.ends_at, f.break_minutes, f.location, f.role,
            f.note, f.published, f.created_at, f.updated_at
       FROM shifts f JOIN staff s ON s.id = f.staff_id
      WHERE f.shop_id = ?
      ORDER BY f.starts_at, f.id`;
/** int8 as a JS number for this query only (epoch ms stay below 2^53); pg's parsers otherwise. */
const PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? Number : pg.types.getTypeParser(oid, format ?? 'text'),
};
const FETCH = 1000;

const shifts = POSTGRES
  ? undefined
  : new Database(DATABASE_URL.replace(/^file:/, ''), { readonly: true }).prepare<[string]>(QUERY).raw(true);

/** PostgreSQL's rows, 1,000 per read. */
async function* pgRows(shop: string): AsyncGenerator<Row[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const cursor = client.query(
      new Cursor(QUERY.replace('?', '$1'), [shop], { rowMode: 'array', types: PG_TYPES }),
    );
    for (let batch = await cursor.read(FETCH); batch.length > 0; batch = await cursor.read(FETCH))
      yield batch as Row[];
    await cursor.close();
  } finally {
    await client.end();
  }
}

const HEADER =
  'id,staff,staff_id,starts_at,ends_at,break_minutes,location,role,note,published,created_at,updated_at\r\n';

function text(value: string | null): string {
  if (value === null) return '';
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

// Instants: the date part via `toISOString` once per UTC day (cached), the time by arithmetic.
const PAD = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const dates = new Map<number, string>();

function instant(ms: number): string {
  const day = Math.floor(ms / 86_400_000);
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * 86_400_000).toISOString().slice(0, 11);
    dates.set(day, date);
  }
  const s = Math.floor((ms - day * 86_400_000) / 1000);
  return `${date}${PAD[Math.floor(s / 3600)]}:${PAD[Math.floor(s / 60) % 60]}:${PAD[s % 60]}Z`;
}

type Row = [
  string,
  string,
  string,
  number,
  number,
  number,
  string | null,
  string | null,
  string | null,
  boolean | number,
  number,
  number,
];

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/shifts.csv') {
    res.end('ok');
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="shifts.csv"',
  });
  let chunk = HEADER;
  const shop = url.searchParams.get('shop') ?? '';
  if (shifts) {
    for (const r of shifts.iterate(shop) as IterableIterator<Row>) {
      chunk += `${text(r[0])},${text(r[1])},${text(r[2])},${instant(r[3])},${instant(r[4])},${r[5]},${text(r[6])},${text(r[7])},${text(r[8])},${r[9] ? 'true' : 'false'},${instant(r[10])},${instant(r[11])}\r\n`;
      if (chunk.length < 65_536) continue;
      const flushed = res.write(chunk);
      chunk = '';
      if (!flushed) await once(res, 'drain');
    }
  } else {
    for await (const batch of pgRows(shop)) {
      for (const r of batch) {
        chunk += `${text(r[0])},${text(r[1])},${text(r[2])},${instant(r[3])},${instant(r[4])},${r[5]},${text(r[6])},${text(r[7])},${text(r[8])},${r[9] ? 'true' : 'false'},${instant(r[10])},${instant(r[11])}\r\n`;
        if (chunk.length < 65_536) continue;
        const flushed = res.write(chunk);
        chunk = '';
        if (!flushed) await once(res, 'drain');
      }
    }
  }
  res.end(chunk);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
