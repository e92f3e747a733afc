import { defineConfig } from 'vitest/config';

// Build helpers' own tests (plain Node); Lighthouse's folder is outside the workspace.
export default defineConfig({
  test: { name: 'tooling', environment: 'node', exclude: ['**/node_modules/**', 'lighthouse/**'] },
});
