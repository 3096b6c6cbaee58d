import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staffServiceWorker } from './staff-service-worker-plugin.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The embedded admin, the shop's time-clock kiosk (kiosk.html, served at /kiosk) and the staff
 * app (staff.html, served at /staff) as three pages of one build that share none of each other's
 * bundles. `npm run build:admin` (run by `npm start`) writes them to dist/admin, where
 * web/http/admin-static.ts serves them; tests and the bench build into their own folders instead.
 * public/staff (the staff app's web manifest and icons) is copied as is, and the staff app's
 * service worker is written beside it with the list of its shell's hashed files.
 * The manifest lets the bench add up the JavaScript each page loads.
 */
export default defineConfig({
  root: here,
  base: '/',
  publicDir: resolve(here, 'public'),
  plugins: [react(), staffServiceWorker(resolve(here, 'src/staff/service-worker.js'))],
  logLevel: 'warn',
  build: {
    outDir: resolve(here, '../dist/admin'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: {
        index: resolve(here, 'index.html'),
        kiosk: resolve(here, 'kiosk.html'),
        staff: resolve(here, 'staff.html'),
      },
    },
  },
});
