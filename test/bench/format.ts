// Number formats of the printed table.

export function rate(perSecond: number): string {
  return `${Math.round(perSecond).toLocaleString('en-US')} req/s`;
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 100 ? `${Math.round(value).toLocaleString('en-US')} ms` : `${value.toFixed(value >= 10 ? 1 : 2)} ms`;
}

export function micros(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} µs`;
}

export function times(ratio: number): string {
  if (!Number.isFinite(ratio)) return '—';
  return `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(1)}×`;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;
}
