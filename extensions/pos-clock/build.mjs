// Bundles the three targets into dist/pos-clock.js with the esbuild settings Shopify CLI uses at deploy
// (bundled, minified, target es6, JSX with tsconfig.json's preact import source), so CI proves
// the extension builds and the bench can weigh it. Deploying goes through `shopify app deploy`,
// which bundles the sources itself.
// APP_URL and SHOPIFY_APP_URL are inlined when set, as the CLI inlines its environment; unset,
// the bundle calls paths relative to the app, which POS resolves against the app's app_url.
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const define = { 'process.env.NODE_ENV': '"production"' };
for (const name of ['APP_URL', 'SHOPIFY_APP_URL']) {
  const url = process.env[name];
  if (!url) continue;
  if (!url.startsWith('https://'))
    console.warn(`${name} is ${url}: POS refuses every URL that is not https.`);
  define[`process.env.${name}`] = JSON.stringify(url);
}

// One bundle for the three targets, as Shopify CLI ships one per extension: the 64 KB (compressed)
// limit that Shopify enforces at deploy applies to it.
const result = await build({
  absWorkingDir: import.meta.dirname,
  stdin: {
    contents:
      "export { default as tile } from './src/Tile.tsx';\nexport { default as modal } from './src/Modal.tsx';\nexport { default as background } from './src/Background.ts';\n",
    resolveDir: import.meta.dirname,
    sourcefile: 'targets.ts',
    loader: 'ts',
  },
  outfile: 'dist/pos-clock.js',
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es6',
  legalComments: 'none',
  define,
  metafile: true,
  logLevel: 'warning',
});
for (const [file, { bytes }] of Object.entries(result.metafile.outputs))
  console.log(`${relative(process.cwd(), join(import.meta.dirname, file))} ${(bytes / 1024).toFixed(1)} KiB`);
