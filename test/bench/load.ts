// Parent side of the HTTP load generator (loadClient.ts in a child process).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadSummary } from './stats';

export interface HttpTarget {
  method: 'GET' | 'POST';
  /** Path and query, e.g. '/api/estudiante/detalle' or '/estudiantes/7'. */
  path: string;
  /** JSON text (POST). */
  body?: string;
}

export interface LoadJob {
  baseUrl: string;
  headers: Record<string, string>;
  /** Cycled through, one per request. */
  targets: HttpTarget[];
  concurrency: number;
  maxRequests: number;
  maxSeconds: number;
  warmupRequests: number;
  /** A request without an answer by then counts as an error. */
  timeoutMs: number;
}

export type LoadMessage =
  | { type: 'job'; id: number; job: LoadJob }
  /** No more requests for job `id`: those under way finish, then its result comes. */
  | { type: 'stop'; id: number }
  | { type: 'result'; id: number; summary: LoadSummary }
  | { type: 'error'; id: number; message: string };

export interface LoadClient {
  /** `stop`: once aborted, the job starts no more requests (its bounds still hold before that). */
  run(job: LoadJob, stop?: AbortSignal): Promise<LoadSummary>;
  close(): Promise<void>;
}

export async function startLoadClient(): Promise<LoadClient> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', reject);
  });
  const pending = new Map<number, { resolve: (s: LoadSummary) => void; reject: (e: Error) => void }>();
  let counter = 0;
  child.on('message', (message: LoadMessage) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.type === 'result') waiter.resolve(message.summary);
    else if (message.type === 'error') waiter.reject(new Error(message.message));
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`el cliente de carga terminó (código ${code})`));
    pending.clear();
  });
  return {
    run(job, stop) {
      const id = ++counter;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ type: 'job', id, job } satisfies LoadMessage);
        // Only while it runs: a finished job's id is not kept in the child.
        const stopJob = () => pending.has(id) && child.send({ type: 'stop', id } satisfies LoadMessage);
        stop?.addEventListener('abort', stopJob, { once: true });
      });
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
