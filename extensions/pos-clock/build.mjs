// Bundles the two targets into dist/pos-clock.js with the esbuild settings Shopify CLI uses at deploy
// (bundled, minified, target es6, JSX with tsconfig.json's preact import source), so CI proves
// the extension builds and the bench can weigh it. Deploying goes through `shopify app deploy`,
// which bundles the sources itself.
// SHOPIFY_APP_URL (default: shopify.app.toml's application_url) is inlined as the CLI inlines it.
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const appUrl = process.env.SHOPIFY_APP_URL;
if (appUrl && !appUrl.startsWith('https://'))
  console.warn(`SHOPIFY_APP_URL is ${appUrl}: POS refuses every URL that is not https.`);

const define = { 'process.env.NODE_ENV': '"production"' };
if (appUrl) define['process.env.SHOPIFY_APP_URL'] = JSON.stringify(appUrl);

// One bundle for both targets, as Shopify CLI ships one per extension: the 64 KB (compressed)
// limit that Shopify enforces at deploy applies to it.
const result = await build({
  absWorkingDir: import.meta.dirname,
  stdin: {
    contents:
      "export { default as tile } from './src/Tile.tsx';\nexport { default as modal } from './src/Modal.tsx';\n",
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
