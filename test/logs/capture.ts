// The whole test run's server logs, collected for test/logs/check.ts (issue 42 point 6: no password,
// token or document number in any log line). npm test (test/run.sh) sets AULA_TEST_LOG_DIR; every
// in-process test server (test/server/helpers.ts) and every server process the tests start
// (test/serverProcess.ts) then writes its lines there, one file per process. Unset (a single file
// run with npx vitest), nothing is collected and the servers stay as quiet as before.
import { appendFileSync, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppLogger } from '../../server/http/logging';

export const LOG_DIR_ENV = 'AULA_TEST_LOG_DIR';

const logDir = (): string | null => process.env[LOG_DIR_ENV]?.trim() || null;

let serial = 0;

/** A logger for buildApp writing JSON lines to the run's log directory, or undefined when none is set. */
export function runLogger(): AppLogger | undefined {
  const dir = logDir();
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `servidor-${process.pid}-${++serial}.jsonl`);
  // Synchronous appends: a line is on disk when the test that caused it ends, whatever ends the worker.
  return { level: 'info', stream: { write: (line: string) => appendFileSync(file, line) } };
}

/** Copies a server process' output (stdout and stderr) into the run's log directory, when one is set. */
export function collectProcessOutput(name: string, streams: (Readable | null)[]): void {
  const dir = logDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = createWriteStream(join(dir, `${name}-${process.pid}-${++serial}.log`), { flags: 'a' });
  let open = streams.filter(Boolean).length;
  for (const stream of streams) {
    stream?.on('data', (chunk: Buffer) => file.write(chunk));
    stream?.once('close', () => {
      if (--open === 0) file.end();
    });
  }
}
