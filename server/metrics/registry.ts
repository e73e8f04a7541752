// The server's metrics and their Prometheus text exposition (format 0.0.4): counters and histograms
// the request and database paths update as they go, and figures read when Prometheus asks
// (scraped()). Written here rather than taken from prom-client: the three kinds the server needs and
// their text fit in this file, and each app (each test's) gets its own registry instead of a
// process-wide default one. GET /api/metrics (server/routes/metrics.ts) answers expose().
export type Labels = Readonly<Record<string, string>>;

export type MetricType = 'counter' | 'gauge' | 'histogram';

/** One sample of a figure read at scrape time. */
export interface Sample {
  labels?: Labels;
  value: number;
}

/** The media type of the text exposition format 0.0.4. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A label value in the exposition: backslash, double quote and line feed escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** A HELP text: backslash and line feed escaped. */
function escapeHelp(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** A sample's value as the format writes it: +Inf, -Inf, NaN, or the number. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabelValue(value)}"`);
  return parts.length > 0 ? `{${parts.join(',')}}` : '';
}

function checkLabelNames(metric: string, names: readonly string[], reserved: readonly string[] = []): void {
  for (const name of names) {
    if (!LABEL_NAME.test(name) || name.startsWith('__') || reserved.includes(name)) throw new Error(`Etiqueta no válida en ${metric}: ${name}`);
  }
}

/** The labels of a sample in the metric's own order, every declared one present (missing ones empty). */
function orderedLabels(metric: string, names: readonly string[], labels: Labels | undefined): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const name of names) ordered[name] = labels?.[name] ?? '';
  for (const name of Object.keys(labels ?? {})) {
    if (!names.includes(name)) throw new Error(`Etiqueta no declarada en ${metric}: ${name}`);
  }
  return ordered;
}

const keyOf = (labels: Record<string, string>): string => JSON.stringify(Object.values(labels));

interface Metric {
  readonly name: string;
  readonly help: string;
  readonly type: MetricType;
  /** The sample lines (without HELP and TYPE), given the registry's constant labels. */
  lines(constLabels: Labels): Promise<string[]>;
}

/** A count that only goes up (requests, failed statements), per label set. */
export class Counter implements Metric {
  readonly type = 'counter';
  private readonly values = new Map<string, { labels: Record<string, string>; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[] = [],
  ) {
    // Without labels the one series exists from the start, at 0.
    if (labelNames.length === 0) this.values.set(keyOf({}), { labels: {}, value: 0 });
  }

  inc(labels?: Labels, by = 1): void {
    if (!(by >= 0)) throw new Error(`Un contador solo aumenta: ${this.name}`);
    const ordered = orderedLabels(this.name, this.labelNames, labels);
    const key = keyOf(ordered);
    const entry = this.values.get(key);
    if (entry) entry.value += by;
    else this.values.set(key, { labels: ordered, value: by });
  }

  async lines(constLabels: Labels): Promise<string[]> {
    return [...this.values.values()].map((e) => `${this.name}${labelText({ ...constLabels, ...e.labels })} ${formatValue(e.value)}`);
  }
}

interface HistogramEntry {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative), the last one beyond every bound (+Inf). */
  counts: number[];
  sum: number;
  count: number;
}

/** Durations (or any sizes) counted into buckets, per label set: _bucket (cumulative, le="+Inf" last), _sum, _count. */
export class Histogram implements Metric {
  readonly type = 'histogram';
  readonly buckets: readonly number[];
  private readonly values = new Map<string, HistogramEntry>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    buckets: readonly number[],
  ) {
    if (buckets.length === 0 || buckets.some((b, i) => !Number.isFinite(b) || (i > 0 && b <= buckets[i - 1]))) {
      throw new Error(`Los límites de ${name} deben ser números finitos crecientes`);
    }
    this.buckets = [...buckets];
    if (labelNames.length === 0) this.values.set(keyOf({}), this.emptyEntry({}));
  }

  private emptyEntry(labels: Record<string, string>): HistogramEntry {
    return { labels, counts: new Array<number>(this.buckets.length + 1).fill(0), sum: 0, count: 0 };
  }

  observe(labels: Labels | undefined, value: number): void {
    const ordered = orderedLabels(this.name, this.labelNames, labels);
    const key = keyOf(ordered);
    let entry = this.values.get(key);
    if (!entry) this.values.set(key, (entry = this.emptyEntry(ordered)));
    let bucket = this.buckets.findIndex((bound) => value <= bound);
    if (bucket < 0) bucket = this.buckets.length;
    entry.counts[bucket] += 1;
    entry.sum += value;
    entry.count += 1;
  }

  async lines(constLabels: Labels): Promise<string[]> {
    const lines: string[] = [];
    for (const entry of this.values.values()) {
      const labels = { ...constLabels, ...entry.labels };
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += entry.counts[i];
        lines.push(`${this.name}_bucket${labelText({ ...labels, le: formatValue(bound) })} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${entry.count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${formatValue(entry.sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${entry.count}`);
    }
    return lines;
  }
}

/** A figure read when Prometheus asks (a gauge, or a counter kept elsewhere: CPU seconds). */
class Scraped implements Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'counter' | 'gauge',
    private readonly labelNames: readonly string[],
    private readonly read: () => Promise<readonly Sample[] | number> | readonly Sample[] | number,
  ) {}

  async lines(constLabels: Labels): Promise<string[]> {
    const read = await this.read();
    const samples = typeof read === 'number' ? [{ value: read }] : read;
    return samples.map((s) => `${this.name}${labelText({ ...constLabels, ...orderedLabels(this.name, this.labelNames, s.labels) })} ${formatValue(s.value)}`);
  }
}

export interface RegistryOptions {
  /** Labels every sample carries (a cluster worker's `worker`). */
  constLabels?: Labels;
  /** A figure that could not be read (its metric is left out of that answer). */
  onScrapeError?: (metric: string, error: unknown) => void;
}

export class MetricsRegistry {
  private readonly metrics = new Map<string, Metric>();
  private readonly constLabels: Labels;

  constructor(private readonly options: RegistryOptions = {}) {
    this.constLabels = options.constLabels ?? {};
    checkLabelNames('las etiquetas constantes', Object.keys(this.constLabels), ['le']);
  }

  private add<M extends Metric>(metric: M, labelNames: readonly string[], reserved: readonly string[] = []): M {
    if (!METRIC_NAME.test(metric.name)) throw new Error(`Nombre de métrica no válido: ${metric.name}`);
    if (this.metrics.has(metric.name)) throw new Error(`Métrica duplicada: ${metric.name}`);
    checkLabelNames(metric.name, labelNames, reserved);
    for (const name of labelNames) {
      if (name in this.constLabels) throw new Error(`Etiqueta repetida en ${metric.name}: ${name}`);
    }
    this.metrics.set(metric.name, metric);
    return metric;
  }

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames), labelNames);
  }

  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): Histogram {
    return this.add(new Histogram(name, help, labelNames, buckets), labelNames, ['le']);
  }

  /** A figure read at each scrape: a number, or samples per label set (none: the metric is left out). */
  scraped(
    name: string,
    help: string,
    type: 'counter' | 'gauge',
    labelNames: readonly string[],
    read: () => Promise<readonly Sample[] | number> | readonly Sample[] | number,
  ): void {
    this.add(new Scraped(name, help, type, labelNames, read), labelNames);
  }

  /** Every metric in the text exposition format, in registration order; the figures are read concurrently. */
  async expose(): Promise<string> {
    const blocks = await Promise.all(
      [...this.metrics.values()].map(async (metric) => {
        let lines: string[];
        try {
          lines = await metric.lines(this.constLabels);
        } catch (error) {
          this.options.onScrapeError?.(metric.name, error);
          return '';
        }
        if (lines.length === 0) return '';
        return [`# HELP ${metric.name} ${escapeHelp(metric.help)}`, `# TYPE ${metric.name} ${metric.type}`, ...lines].join('\n') + '\n';
      }),
    );
    return blocks.join('');
  }
}
