// The real server (`server/main.ts`) as a child process on a free port of 127.0.0.1, for the tests
// that need whole processes: the browser tests and two servers sharing one PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { collectProcessOutput } from './logs/capture';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A port of 127.0.0.1 free right now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts it with `env` added to this process's environment and waits until /api/version answers; else throws with its output. */
export async function startServerProcess(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collectProcessOutput('proceso', [child.stdout, child.stderr]);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // The grace timer cleared once the process exits: left running, it kept the calling process (a
    // global setup's, in Vitest's main process) alive for up to `graceMs` after the tests.
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (grace = setTimeout(r, graceMs)))]);
    clearTimeout(grace);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó con código ${child.exitCode}\n${output}`);
    const ready = await fetch(`${url}/api/version`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (ready) return { child, url, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`El servidor no respondió a tiempo\n${output}`);
}

/**
 * A data directory the real server seeded with the demo school on its first start (`env` holds its
 * DATA_DIR), then closed cleanly so the directory can be copied; else throws with its output.
 */
export async function seedDataDir(env: Record<string, string>, timeoutMs: number): Promise<void> {
  const seeding = await startServerProcess(env, timeoutMs);
  await seeding.stop(60_000);
  if (seeding.child.exitCode !== 0) throw new Error(`El servidor no cerró limpio (código ${seeding.child.exitCode})\n${seeding.output()}`);
}
