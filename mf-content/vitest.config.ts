import { defineProject } from 'vitest/config';
import { vitestReactOnPreact } from 'tooling/react-on-preact';

// React's API runs on Preact in the tests as in the builds (ADR 0011).
const preact = vitestReactOnPreact(import.meta.url);

// Unit tests sit beside the code; jsdom because pages and components render React.
export default defineProject({
  resolve: preact.resolve,
  esbuild: { jsx: 'automatic' },
  test: {
    server: preact.server,
    name: 'mf-content',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
