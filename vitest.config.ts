import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ['shared-contracts', 'api', 'shell', 'mf-*', 'tooling'],
  },
});
