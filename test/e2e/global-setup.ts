// The browser tests' world, made in the background while the other projects run (the browser tests
// come after them: sequence.groupOrder 1 in vitest.config.ts), so nothing waits for it: `vite build`,
// then the real server (`server/main.ts`) on a fresh data directory, seeded with the demo data on its
// first start and copied for one more server per e2e worker (two files run at once, each on its own
// data), and one chromium the files connect to. The files read the servers' URLs and the browser's
// endpoint from a status file once it is written (session.ts), or the error that stopped the setup.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { seedDataDir, type ServerProcess, startServerProcess } from '../serverProcess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { TEST_START } from '../testDay';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the setup writes its outcome (E2eStatus, JSON). */
    e2eStatus: string;
  }
}

export type E2eStatus = { servers: string[]; browser: string } | { error: string };

const START_TIMEOUT_MS = 180_000;
/** The app as `npm start` serves it: React's production build, the server in production, on the tests' day. */
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: '', SCHOOL_CLOCK_START: TEST_START };

/**
 * `vite build` in its own process: its NODE_ENV is not this process's (Vitest's 'test'). At the
 * lowest priority (nice 19, its threads too): the browser tests need it only once the first
 * projects are done, and until then it takes only the CPU their workers leave idle.
 */
function buildApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '19', process.execPath, join(process.cwd(), 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--logLevel', 'warn'], {
      env: { ...process.env, ...PRODUCTION },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build terminó con código ${code}\n${output}`))));
  });
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'aula-e2e-'));
  const statusFile = join(dir, 'estado.json');
  project.provide('e2eStatus', statusFile);
  // One server per worker that may run e2e files at once.
  const lanes = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers: ServerProcess[] = [];
  const browser = chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  browser.catch(() => undefined); // reported through `ready` (below)

  const ready = (async (): Promise<E2eStatus> => {
    await buildApp();
    const dataDir = (lane: number) => join(dir, `datos-${lane}`);
    mkdirSync(dataDir(1));
    // Seeded on its first start, then closed cleanly so its directory can be copied.
    await seedDataDir({ ...PRODUCTION, DATA_DIR: dataDir(1) }, START_TIMEOUT_MS);
    for (let lane = 2; lane <= lanes; lane++) cpSync(dataDir(1), dataDir(lane), { recursive: true });
    for (let lane = 1; lane <= lanes; lane++) servers.push(await startServerProcess({ ...PRODUCTION, DATA_DIR: dataDir(lane) }, START_TIMEOUT_MS));
    return { servers: servers.map((server) => server.url), browser: (await browser).wsEndpoint() };
  })().catch((error: unknown): E2eStatus => ({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  // Written aside, then renamed: a file polling it never reads half of it.
  void ready.then((status) => {
    writeFileSync(`${statusFile}.parcial`, JSON.stringify(status));
    renameSync(`${statusFile}.parcial`, statusFile);
  });

  return async () => {
    await ready;
    await Promise.all(servers.map((server) => server.stop(300)));
    await (await browser.catch(() => null))?.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
