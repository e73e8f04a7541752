// Builds the app, starts the real server (`server/main.ts`) on a free port with a fresh data
// directory (seeded with the demo data on first start) and hands its URL to the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn', configFile: join(process.cwd(), 'vite.config.ts') });
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-e2e-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, 120_000);
  const baseURL = server.url;
  project.provide('baseURL', baseURL);
  return async () => {
    await server.stop(300);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
