import { defineProject } from 'vitest/config';

// Unit tests sit beside the code; jsdom because the layout renders React and uses storage.
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'shell',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    css: false,
  },
});
