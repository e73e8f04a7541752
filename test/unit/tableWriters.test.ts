// The scheduler's tables are written by their repositories only (docs/architecture.md, 'Layers'): a handler that
// wrote agendamientos, clases, tutorias, progreso or preasignaciones itself would skip the sede
// boundary, the lock, the version or the audit event that the repository keeps in one place. The
// demo seed writes its own rows.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tools/importGraph';

const root = fileURLToPath(new URL('../../', import.meta.url));

const REPOSITORIES = [
  'server/progress/progressRepository.ts',
  'server/progress/sync.ts',
  'server/scheduler/bookingLifecycle.ts',
  'server/scheduler/bookingRepository.ts',
  'server/scheduler/classRepository.ts',
  'server/scheduler/classWrites.ts',
  'server/scheduler/tutoringRepository.ts',
  'server/school/preassignmentRepository.ts',
];

const WRITE = /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(agendamientos|clases|tutorias|progreso|preasignaciones)\b/i;

/** The server's files (the demo seed aside) that write one of the scheduler's tables. */
function tableWriters(): string[] {
  return sourceFiles(join(root, 'server'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => !file.startsWith('server/seed/'))
    .filter((file) => WRITE.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

describe("the scheduler's tables", () => {
  it('are written by their repositories only', () => {
    expect(tableWriters()).toEqual(REPOSITORIES);
  });

  it.each([
    ['UPDATE agendamientos SET estado = $2', true],
    ['INSERT INTO tutorias (fecha)', true],
    ['delete from preasignaciones where', true],
    ['UPDATE progreso p SET', true],
    ['SELECT 1 FROM agendamientos', false],
    ['UPDATE inscripciones SET', false],
  ])('%s is a write: %s', (sql, isWrite) => {
    expect(WRITE.test(sql)).toBe(isWrite);
  });
});
