import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One `npm test` runs four projects: pure rules and providers (unit), React components (jsdom),
// the API against in-memory PGlite (server) and the built app in Debian's chromium (e2e).
export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        // No per-file isolation where files share no global state: module imports are paid once per worker.
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/components/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: { name: 'server', include: ['test/server/**/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
