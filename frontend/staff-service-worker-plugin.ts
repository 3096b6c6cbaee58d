import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files of the staff app that are not hashed assets but belong to its shell all the same. */
const FIXED_SHELL = ['/staff', '/staff/manifest.webmanifest', '/staff/icon-192.png', '/staff/icon-512.png'];

/**
 * Writes the staff app's service worker (`staff/sw.js`) from its source, with the list of the
 * files its shell loads: the page, the hashed script and style chunks of the `staff` entry, the
 * manifest and the icons. The list is only known once the bundle is, so the worker is written
 * here rather than copied; and since the list names hashed files, a new build is a new worker,
 * which is how a browser learns that the shell changed.
 */
export function staffServiceWorker(source: string): Plugin {
  return {
    name: 'shiftbook-staff-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && item.name === 'staff',
      );
      if (entry?.type !== 'chunk') return;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || files.has(`/${fileName}`)) return;
        files.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(entry.fileName);
      const shell = [...FIXED_SHELL, ...[...files].sort()];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      const code = readFileSync(source, 'utf8')
        .replace("'__SHELL_VERSION__'", JSON.stringify(version))
        .replace("['__SHELL_FILES__']", JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'staff/sw.js', source: code });
    },
  };
}
