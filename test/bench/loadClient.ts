// The HTTP load generator, run as a child process (load.ts forks it): the clients' CPU is not the
// server's event loop, as with real callers. Keep-alive sockets, one per concurrent client.
import { Agent, request } from 'node:http';
import { boundedLoop, type OpOutcome } from './stats';
import type { LoadJob, LoadMessage } from './load';

function send(job: LoadJob, agent: Agent, n: number): Promise<OpOutcome> {
  const target = job.targets[n % job.targets.length];
  const url = new URL(target.path, job.baseUrl);
  const body = target.body === undefined ? undefined : Buffer.from(target.body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: target.method,
        agent,
        headers: { ...job.headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}) },
        timeout: job.timeoutMs,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? { ok: true, bytes } : { ok: false, error: `HTTP ${status} ${target.method} ${target.path}` });
        });
        res.on('error', (error) => resolve({ ok: false, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`sin respuesta en ${job.timeoutMs} ms`)));
    req.on('error', (error) => resolve({ ok: false, error: error.message }));
    req.end(body);
  });
}

/** Jobs asked to stop (LoadClient.run's signal). */
const stopped = new Set<number>();

process.on('message', (message: LoadMessage) => {
  if (message.type === 'stop') stopped.add(message.id);
  if (message.type !== 'job') return;
  const { id, job } = message;
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  boundedLoop((n) => send(job, agent, n), {
    concurrency: job.concurrency,
    maxOps: job.maxRequests,
    maxSeconds: job.maxSeconds,
    warmupOps: job.warmupRequests,
    stopped: () => stopped.has(id),
  })
    .then((summary) => process.send?.({ type: 'result', id, summary } satisfies LoadMessage))
    .catch((error: unknown) => process.send?.({ type: 'error', id, message: String(error) } satisfies LoadMessage))
    .finally(() => {
      stopped.delete(id);
      agent.destroy();
    });
});

// The parent went away (ended or crashed): nothing left to do.
process.on('disconnect', () => process.exit(0));
