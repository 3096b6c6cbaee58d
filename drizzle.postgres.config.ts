import { defineConfig } from 'drizzle-kit';

/** PostgreSQL migrations, from the schema derived in web/db/postgres/schema.ts (decision 24). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './web/db/postgres/schema.ts',
  out: './drizzle/postgres',
});
