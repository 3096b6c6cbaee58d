import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The embedded admin, and the shop's time-clock kiosk as a second page (kiosk.html, served at
 * /kiosk) that shares the build but none of the admin's bundle. `npm run build:admin` (run by
 * `npm start`) writes both to dist/admin, where web/http/admin-static.ts serves them; tests and
 * the bench build into their own folders instead.
 * The manifest lets the bench add up the JavaScript each page loads.
 */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, '../dist/admin'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { index: resolve(here, 'index.html'), kiosk: resolve(here, 'kiosk.html') },
    },
  },
});
