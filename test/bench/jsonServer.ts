// json-server (0.17, the last line with full-text `q` and that runs on Node 20; 1.x betas ≥ 4 need
// Node 22 and 1.x has no `q`) as a child process on 127.0.0.1: the baseline of a naive JSON API.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface JsonServer {
  url: string;
  version: string;
  stop(): Promise<void>;
}

function packageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('json-server/package.json'));
}

export function jsonServerVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageDir(), 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '?';
}

/** Starts json-server on `dbFile` and waits until `probePath` answers 200 (bounded). */
export async function startJsonServer(dbFile: string, port: number, probePath: string, timeoutMs = 120_000): Promise<JsonServer> {
  const bin = join(packageDir(), 'lib', 'cli', 'bin.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '--port', String(port), '--host', '127.0.0.1', '--quiet', '--read-only', '--no-cors', dbFile],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`json-server terminó con código ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${probePath}`);
      await response.arrayBuffer();
      if (response.ok) return { url, version: jsonServerVersion(), stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`json-server no respondió en ${timeoutMs / 1000} s`);
}
