import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter api db:generate` writes versioned SQL migrations into api/drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
