import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One `npm test` runs five projects: pure rules and providers (unit), React components (jsdom),
// the API against in-memory PGlite (server), the server killed mid-import (crash) and the built app
// in Debian's chromium (e2e).
/**
 * The projects that run once the first three are done (see e2e/global-setup.ts), on three workers:
 * a browser test waits on the page a good part of its time (two workers left a quarter of both
 * cores idle), so a third takes e2e from 225–232 to 196–202 s (docs/testing.md).
 */
const AFTER = { sequence: { groupOrder: 1 }, maxWorkers: 3 };

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    // A worker per core: Vitest's default (cores - 1) is a single worker on the 2-core CI machine.
    // crash and e2e run after the others, on three workers (each e2e worker on its own server).
    maxWorkers: '100%',
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
          // A form test takes 5–8 s alone but over 20 s while the browser tests' build runs beside
          // it on the same two cores (CI: temas.test.tsx); a hung test still fails within a minute.
          testTimeout: 60000,
          // One jsdom and one React/MUI/react-admin import per worker instead of per file (half the
          // project's time); setup.ts resets what a file could leave behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server', include: ['test/server/**/*.test.ts'], environment: 'node', testTimeout: 30000, hookTimeout: 60000, isolate: false },
      },
      {
        extends: true,
        // The real server killed with SIGKILL mid-import and restarted (test/crash/bulk-kill.test.ts).
        // Its seeded data directory is made by its global setup while the first projects run.
        test: { name: 'crash', include: ['test/crash/**/*.test.ts'], environment: 'node', globalSetup: ['test/crash/global-setup.ts'], testTimeout: 600000, hookTimeout: 200000, ...AFTER },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          // A page that updates within a second alone may take several on a loaded 2-core machine:
          // expect.poll's default second failed 'the tab names the student' under load.
          expect: { poll: { timeout: 10_000 } },
          // One module graph (playwright, the session helpers) per worker, not per file.
          isolate: false,
          ...AFTER,
        },
      },
    ],
  },
});
