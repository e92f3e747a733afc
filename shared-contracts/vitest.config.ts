import { defineConfig } from 'vitest/config';
import { vitestReactOnPreact } from 'tooling/react-on-preact';

// React's API runs on Preact in the tests as in the builds (ADR 0011).
const preact = vitestReactOnPreact(import.meta.url);

// Pure rules and schemas run in node (they also run inside the API); files that need a DOM
// opt in with a `// @vitest-environment jsdom` docblock so the fast default stays node.
export default defineConfig({
  resolve: preact.resolve,
  esbuild: { jsx: 'automatic' },
  test: {
    server: preact.server,
    name: 'shared-contracts',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
