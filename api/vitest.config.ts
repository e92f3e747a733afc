import { defineConfig } from 'vitest/config';

// API tests boot real databases (PGlite in-memory, PostgreSQL when DATABASE_URL is set):
// a PGlite cluster takes seconds to start on a busy machine, hence the generous timeouts.
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    restoreMocks: true,
  },
});
