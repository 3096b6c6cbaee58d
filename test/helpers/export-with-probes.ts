import { request } from 'node:http';

/**
 * Run in a process of its own (`node --import tsx`), so that it reads as fast as its core
 * allows whatever the server's event loop is doing: downloads a CSV export and, as soon as
 * the first bytes arrive, asks for each probe path. Prints one JSON line: the order in which
 * the answers and the export's end arrived, and the export's line count.
 *
 * argv: <base url> <token> <export path> <probe path>...
 */
const [baseUrl, token, exportPath, ...probePaths] = process.argv.slice(2) as [string, string, string];
const events: string[] = [];
const headers = { authorization: `Bearer ${token}` };

function get(path: string, onFirstBytes: () => void = () => {}): Promise<{ status: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers, agent: false }, (res) => {
      let lines = 0;
      let first = true;
      res.on('data', (chunk: Buffer) => {
        if (first) {
          first = false;
          onFirstBytes();
        }
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const probes: Promise<unknown>[] = [];
const exported = await get(exportPath, () => {
  for (const path of probePaths)
    probes.push(
      get(path).then((answer) => {
        events.push(`${path} ${answer.status}`);
      }),
    );
});
events.push('export end');
await Promise.all(probes);
process.stdout.write(`${JSON.stringify({ events, exportStatus: exported.status, lines: exported.lines })}\n`);
