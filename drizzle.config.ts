import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './web/db/schema/index.ts',
  out: './drizzle',
});
