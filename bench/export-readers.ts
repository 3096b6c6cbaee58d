import { request } from 'node:http';

/**
 * Run as a child process by the `csv-fairness` section: downloads the same CSV export `count`
 * times at once, each as fast as this process reads, so the bench process that times other
 * requests is not the one busy reading exports. Prints JSON lines: `{"started":true}` once every
 * answer's headers arrived, then `{"ended":i,"lines":n,"seconds":s}` per export.
 *
 * argv: <url> <token> <count>
 */
const [url, token, countText] = process.argv.slice(2) as [string, string, string];
const count = Number(countText);
const started = performance.now();
let answered = 0;
const say = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);

for (let i = 0; i < count; i++) {
  const req = request(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
    if (res.statusCode !== 200) {
      say({ error: `export ${i} answered ${res.statusCode}` });
      process.exit(1);
    }
    if (++answered === count) say({ started: true });
    let lines = 0;
    res.on('data', (chunk: Buffer) => {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    });
    res.on('end', () => say({ ended: i, lines, seconds: (performance.now() - started) / 1000 }));
  });
  req.on('error', (error) => {
    say({ error: error.message });
    process.exit(1);
  });
  req.end();
}
