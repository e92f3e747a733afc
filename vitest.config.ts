import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['shared-contracts', 'api', 'shell', 'mf-*', 'tooling'],
    // Vitest 3 leaves one CPU free by default: one worker on a two-core CI runner. Most API test
    // files wait on a database, so every CPU gets a worker (at least two).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
