// Prints how long each project took (wall clock from its first file's start to its last file's end,
// when that was counted from the run's start, and the files' own time added up), how long the run
// took before its first file (start-up, global setups: the browser tests' build and server) and in
// all, the ten slowest files (where the next minute of `npm test` is to be won, issue 44), then one
// plain closing line, 'Tests: N passed, N failed', that CI reads.
import type { Reporter, TestModule } from 'vitest/node';

interface Span {
  start: number;
  end: number;
  files: number;
  fileMs: number;
}

const SLOWEST = 10;

export default class SummaryReporter implements Reporter {
  // Times are performance.now(), which counts from the process's start: Vitest's own start-up is
  // counted too.
  private readonly spans = new Map<string, Span>();
  private readonly files: { project: string; file: string; ms: number }[] = [];

  private span(module: TestModule): Span {
    const name = module.project.name || 'default';
    let span = this.spans.get(name);
    if (!span) this.spans.set(name, (span = { start: Infinity, end: 0, files: 0, fileMs: 0 }));
    return span;
  }

  onTestModuleStart(module: TestModule): void {
    const span = this.span(module);
    span.start = Math.min(span.start, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.span(module);
    span.end = Math.max(span.end, performance.now());
    span.files += 1;
    span.fileMs += module.diagnostic().duration;
    this.files.push({ project: module.project.name || 'default', file: module.relativeModuleId, ms: module.diagnostic().duration });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
    const spans = [...this.spans.entries()].filter(([, span]) => span.files > 0).sort(([, a], [, b]) => a.start - b.start);
    const lines = spans.map(
      ([name, span]) =>
        `  ${name.padEnd(11)} ${seconds(span.end - span.start).padStart(6)}   (de ${seconds(span.start)} a ${seconds(span.end)}; ${span.files} archivos, ${seconds(span.fileMs)} sumando los archivos)`,
    );
    if (spans.length > 0) {
      const first = Math.min(...spans.map(([, span]) => span.start));
      lines.push(`  ${'antes'.padEnd(11)} ${seconds(first).padStart(6)}   (arranque y globalSetup, antes del primer archivo)`);
      lines.push(`  ${'total'.padEnd(11)} ${seconds(performance.now()).padStart(6)}`);
      process.stdout.write(`\nDuración por proyecto:\n${lines.join('\n')}\n`);
      const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
      process.stdout.write(
        `\nLos ${slowest.length} archivos más lentos:\n${slowest.map((f) => `  ${seconds(f.ms).padStart(6)}  ${f.project.padEnd(11)} ${f.file}`).join('\n')}\n`,
      );
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
