// What the write benchmarks share (a bulk import, a bulk payment update): clients reading
// estudiante/lista and detalle in turn, first alone (the baseline), then while one big write runs,
// with the server's longest event-loop stall meanwhile.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../server/helpers';
import { percentile } from './stats';

export interface LatencyFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

export function latencyFigures(latencies: number[]): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: sorted.length, p50: round(percentile(sorted, 50) || 0), p99: round(percentile(sorted, 99) || 0), max: round(sorted[sorted.length - 1] ?? 0) };
}

/** One client: lista and detalle in turn until `keepGoing` says stop (or `limit` reads). */
async function readLoop(server: TestServer, ids: number[], seed: number, limit: number, keepGoing: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  for (let n = 0; n < limit && keepGoing(); n++) {
    const started = performance.now();
    const response =
      n % 2 === 0
        ? await server.post('estudiante/lista', { pagina: 1 + ((seed + n) % 3), por_pagina: 10 }, server.adminToken)
        : await server.post('estudiante/detalle', { id: ids[(seed * 7919 + n * 104729) % ids.length] }, server.adminToken);
    latencies.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`lectura ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return latencies;
}

/** `reads` reads per client with nothing else running, after a warm-up (first requests compile queries and fill caches). */
export async function baselineReads(server: TestServer, ids: number[], clients: number, reads: number): Promise<number[]> {
  const all = (limit: number) => Promise.all(Array.from({ length: clients }, (_, c) => readLoop(server, ids, c, limit, () => true)));
  await all(20);
  return (await all(reads)).flat();
}

export interface WriteDuringReads {
  response: LightMyRequestResponse;
  /** The write's duration with the reads beside it. */
  ms: number;
  /** The reads issued while it ran. */
  latencies: number[];
  eventLoopMaxMs: number;
}

/** Runs `write` while every client reads (at most `maxReadsPerClient` each) until it answers. */
export async function writeDuringReads(
  server: TestServer,
  ids: number[],
  clients: number,
  maxReadsPerClient: number,
  write: () => Promise<LightMyRequestResponse>,
): Promise<WriteDuringReads> {
  let writing = true;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const written = write().then((response) => {
    writing = false;
    return { response, ms: performance.now() - started };
  });
  const during = Promise.all(Array.from({ length: clients }, (_, c) => readLoop(server, ids, c, maxReadsPerClient, () => writing)));
  const [{ response, ms }, latencies] = await Promise.all([written, during]);
  loop.disable();
  return { response, ms, latencies: latencies.flat(), eventLoopMaxMs: Math.round(loop.max / 1e6) };
}
