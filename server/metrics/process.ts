// The serving process's own figures, read at scrape time: memory, CPU, uptime and how late the event
// loop turns (the delay every request waits before its code runs).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { MetricsRegistry } from './registry';

const RESOLUTION_MS = 20;

/** A sample of the sampler is the time between two of its ticks: the lateness is what exceeds its interval. */
const lateness = (nanoseconds: number): number => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS) / 1000;

/** Registers the process metrics; returns the function that stops the event-loop sampler (app close). */
export function registerProcessMetrics(registry: MetricsRegistry): () => void {
  const startSeconds = Math.round(performance.timeOrigin / 1000);
  // Node samples the loop's delay itself (a 20 ms timer, unref'd): the figures cover the time since the previous scrape.
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  registry.scraped('process_start_time_seconds', 'Inicio del proceso (segundos desde 1970)', 'gauge', [], () => startSeconds);
  registry.scraped('process_uptime_seconds', 'Segundos desde que el proceso inició', 'gauge', [], () => Math.round(process.uptime()));
  registry.scraped('process_resident_memory_bytes', 'Memoria residente del proceso', 'gauge', [], () => process.memoryUsage.rss());
  registry.scraped('nodejs_heap_used_bytes', 'Memoria del montículo de V8 en uso', 'gauge', [], () => process.memoryUsage().heapUsed);
  registry.scraped('process_cpu_seconds_total', 'Tiempo de CPU del proceso (usuario y sistema)', 'counter', [], () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  registry.scraped('nodejs_eventloop_delay_seconds', 'Retraso del bucle de eventos desde la lectura anterior (p50, p99, máximo)', 'gauge', ['quantile'], () => {
    // Before the first sample (a scrape right after start) the histogram holds nothing: no figures yet.
    if (delay.count === 0) return [];
    const samples = [
      { labels: { quantile: '0.5' }, value: lateness(delay.percentile(50)) },
      { labels: { quantile: '0.99' }, value: lateness(delay.percentile(99)) },
      { labels: { quantile: '1' }, value: lateness(delay.max) },
    ];
    delay.reset();
    return samples;
  });
  return () => delay.disable();
}
