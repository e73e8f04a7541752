// The printed report: a plain-text table per section, then the notes.
import type { BenchRow } from './types';

function verdict(met: boolean | null): string {
  if (met === null) return '—';
  return met ? 'sí' : 'NO';
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - [...text].length));
}

export function renderTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...(r[i] ?? '')].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function renderReport(rows: BenchRow[]): string {
  const out: string[] = [];
  const main = rows.filter((r) => !r.section);
  out.push(
    renderTable(
      ['cifra', 'tamaño', 'valor', 'línea base (misma ejecución)', 'razón', 'meta', '¿cumple?'],
      main.map((r) => [r.figure, r.size ?? '', r.value, r.baseline, r.ratio, r.goal, verdict(r.met)]),
    ),
  );
  const sections = [...new Set(rows.flatMap((r) => (r.section ? [r.section] : [])))];
  for (const section of sections) {
    out.push('', section, renderTable(['paso', 'valor', 'parte'], rows.filter((r) => r.section === section).map((r) => [r.figure, r.value, r.baseline])));
  }
  const notes = rows.flatMap((r) => (r.note ? [r.note] : []));
  if (notes.length > 0) out.push('', 'Notas:', ...notes.map((n) => `- ${n}`));
  return out.join('\n');
}
