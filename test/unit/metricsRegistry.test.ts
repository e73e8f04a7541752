// The metrics' text exposition (server/metrics/registry.ts, Prometheus format 0.0.4) and who may read
// them (server/metrics/access.ts: METRICS_ALLOW addresses and subnets, METRICS_TOKEN).
import { describe, expect, it } from 'vitest';
import { createMetricsAccess, metricsAccessFromEnv } from '../../server/metrics/access';
import { escapeLabelValue, formatValue, MetricsRegistry } from '../../server/metrics/registry';

describe('text exposition', () => {
  it('writes HELP, TYPE and one line per label set, label values escaped', async () => {
    const registry = new MetricsRegistry();
    const requests = registry.counter('http_requests_total', 'Solicitudes\ncon \\ barra', ['route']);
    requests.inc({ route: '/api/a' });
    requests.inc({ route: '/api/a' }, 2);
    requests.inc({ route: 'dice "hola"\\\n' });
    expect(await registry.expose()).toBe(
      [
        '# HELP http_requests_total Solicitudes\\ncon \\\\ barra',
        '# TYPE http_requests_total counter',
        'http_requests_total{route="/api/a"} 3',
        'http_requests_total{route="dice \\"hola\\"\\\\\\n"} 1',
        '',
      ].join('\n'),
    );
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
    expect([Infinity, -Infinity, NaN, 0.25, 3].map(formatValue)).toEqual(['+Inf', '-Inf', 'NaN', '0.25', '3']);
  });

  it('writes a histogram as cumulative buckets ending in +Inf, then _sum and _count', async () => {
    const registry = new MetricsRegistry({ constLabels: { worker: '42' } });
    const durations = registry.histogram('http_request_duration_seconds', 'Duración', ['route'], [0.1, 0.5, 1]);
    for (const seconds of [0.05, 0.1, 0.3, 0.7, 2, 5]) durations.observe({ route: '/r' }, seconds);
    const text = await registry.expose();
    expect(text.split('\n')).toEqual([
      '# HELP http_request_duration_seconds Duración',
      '# TYPE http_request_duration_seconds histogram',
      'http_request_duration_seconds_bucket{worker="42",route="/r",le="0.1"} 2',
      'http_request_duration_seconds_bucket{worker="42",route="/r",le="0.5"} 3',
      'http_request_duration_seconds_bucket{worker="42",route="/r",le="1"} 4',
      'http_request_duration_seconds_bucket{worker="42",route="/r",le="+Inf"} 6',
      'http_request_duration_seconds_sum{worker="42",route="/r"} 8.15',
      'http_request_duration_seconds_count{worker="42",route="/r"} 6',
      '',
    ]);
  });

  it('shows an unlabelled counter and histogram at 0 before anything happens; a labelled one only once used', async () => {
    const registry = new MetricsRegistry();
    registry.counter('errors_total', 'Errores');
    registry.histogram('query_seconds', 'Consultas', [], [1]);
    registry.counter('by_route_total', 'Por ruta', ['route']);
    const text = await registry.expose();
    expect(text).toContain('errors_total 0\n');
    expect(text).toContain('query_seconds_bucket{le="1"} 0\nquery_seconds_bucket{le="+Inf"} 0\nquery_seconds_sum 0\nquery_seconds_count 0\n');
    expect(text).not.toContain('by_route_total');
  });

  it('reads scraped figures at each exposition; one that fails is left out and reported, the rest still answer', async () => {
    const failures: string[] = [];
    const registry = new MetricsRegistry({ onScrapeError: (metric) => failures.push(metric) });
    let value = 1;
    registry.scraped('outbox', 'Bandeja', 'gauge', ['estado'], async () => [
      { labels: { estado: 'pendiente' }, value },
      { labels: { estado: 'fallido' }, value: 0 },
    ]);
    registry.scraped('broken', 'Rota', 'gauge', [], () => {
      throw new Error('sin base de datos');
    });
    registry.scraped('uptime', 'Tiempo', 'gauge', [], () => 12);
    expect(await registry.expose()).toBe('# HELP outbox Bandeja\n# TYPE outbox gauge\noutbox{estado="pendiente"} 1\noutbox{estado="fallido"} 0\n# HELP uptime Tiempo\n# TYPE uptime gauge\nuptime 12\n');
    value = 5;
    expect(await registry.expose()).toContain('outbox{estado="pendiente"} 5\n');
    expect(failures).toEqual(['broken', 'broken']);
  });

  it('refuses bad names, undeclared labels, duplicates, decreasing counters and unordered buckets', () => {
    const registry = new MetricsRegistry({ constLabels: { worker: '1' } });
    expect(() => registry.counter('1bad', 'x')).toThrow();
    expect(() => registry.counter('ok_total', 'x', ['bad-label'])).toThrow();
    expect(() => registry.counter('worker_total', 'x', ['worker'])).toThrow();
    expect(() => registry.histogram('h', 'x', ['le'], [1])).toThrow();
    expect(() => registry.histogram('h2', 'x', [], [1, 1])).toThrow();
    const counter = registry.counter('c_total', 'x', ['a']);
    expect(() => registry.counter('c_total', 'x')).toThrow();
    expect(() => counter.inc({ b: '1' })).toThrow();
    expect(() => counter.inc({ a: '1' }, -1)).toThrow();
  });
});

describe('who may read the metrics', () => {
  const TOKEN = 'x'.repeat(40);

  it('allows nobody when neither METRICS_ALLOW nor METRICS_TOKEN is set, not even this machine', () => {
    const allowed = createMetricsAccess(metricsAccessFromEnv({}));
    expect(allowed('127.0.0.1', undefined)).toBe(false);
    expect(allowed('::1', `Bearer ${TOKEN}`)).toBe(false);
  });

  it('allows the listed addresses and subnets, IPv4 clients of a dual-stack socket included', () => {
    const allowed = createMetricsAccess(metricsAccessFromEnv({ METRICS_ALLOW: ' 10.0.0.0/24, 192.168.1.7 ,fd00::/8' }));
    expect(allowed('10.0.0.200', undefined)).toBe(true);
    expect(allowed('::ffff:10.0.0.3', undefined)).toBe(true);
    expect(allowed('192.168.1.7', undefined)).toBe(true);
    expect(allowed('fd12::1', undefined)).toBe(true);
    expect(allowed('10.0.1.1', undefined)).toBe(false);
    expect(allowed('192.168.1.8', undefined)).toBe(false);
    expect(allowed('127.0.0.1', undefined)).toBe(false);
  });

  it('allows the exact bearer token from anywhere, nothing else', () => {
    const allowed = createMetricsAccess(metricsAccessFromEnv({ METRICS_TOKEN: TOKEN }));
    expect(allowed('203.0.113.9', `Bearer ${TOKEN}`)).toBe(true);
    expect(allowed('203.0.113.9', `bearer ${TOKEN}`)).toBe(true);
    for (const header of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, `Bearer ${TOKEN} otro`]) {
      expect(allowed('203.0.113.9', header), String(header)).toBe(false);
    }
  });

  it('stops the start on a malformed address or a short token', () => {
    for (const METRICS_ALLOW of ['10.0.0.0/33', 'localhost', '10.0.0.1/8/1', '::1/129', '10.0.0.0/x']) {
      expect(() => metricsAccessFromEnv({ METRICS_ALLOW }), METRICS_ALLOW).toThrow(/METRICS_ALLOW no válido/);
    }
    expect(() => metricsAccessFromEnv({ METRICS_TOKEN: 'corto' })).toThrow(/al menos 32 caracteres/);
    expect(metricsAccessFromEnv({ METRICS_TOKEN: '  ', METRICS_ALLOW: ' , ' })).toEqual({ allow: [], token: null });
  });
});
