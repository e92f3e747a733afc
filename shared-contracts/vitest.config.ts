import { defineConfig } from 'vitest/config';

// Pure rules and schemas run in node (they also run inside the API); files that need a DOM
// opt in with a `// @vitest-environment jsdom` docblock so the fast default stays node.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'shared-contracts',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
