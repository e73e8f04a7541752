// The schedule's tables are read and written by their data modules only (docs/architecture.md 'Layout'):
// agendamientos, clases and tutorias (the scheduler's), progreso (progress') and preasignaciones (the
// school's) are written by their repositories — a handler that wrote one itself would skip the sede
// boundary, the lock, the version or the audit event that the repository keeps in one place — and
// read (FROM, JOIN) by the named reads of their folder's data modules, which the handlers call: a
// handler with its own SQL on them fails here. Outside a table's folder, only the read models of
// READ_MODELS read it, each for the reason given. The demo seed writes its own rows, and the
// endpoints' example fixtures (*.examples.ts) pick their own.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tools/importGraph';

const root = fileURLToPath(new URL('../../', import.meta.url));

const TABLES = ['agendamientos', 'clases', 'tutorias', 'progreso', 'preasignaciones'] as const;
type Table = (typeof TABLES)[number];

/** The folder whose data modules own each table. */
const OWNER: Record<Table, string> = {
  agendamientos: 'server/scheduler/',
  clases: 'server/scheduler/',
  tutorias: 'server/scheduler/',
  progreso: 'server/progress/',
  preasignaciones: 'server/school/',
};

/** The readers of a table outside its folder, and why each reads it rather than calling the owner's data modules. */
const READ_MODELS: Record<string, string> = {
  'server/people/scheduleReads.ts':
    "people's searches (a class's sede, a person's latest scheduled sede), in one place: people sits below the scheduler, which imports its reach rules",
  'server/progress/rows.ts':
    "the progress record shows each row's bookings and class in its one statement: progress sits below the scheduler, which feeds it",
  'server/progress/sync.ts':
    'the progress feed: a signed booking feeds its row in the same statement, and verificar compares both (progress sits below the scheduler)',
  'server/reports/actividad.ts': "a report is a read model over several concepts' tables: a date's bookings",
  'server/reports/consumo.ts': "a report is a read model over several concepts' tables: the bookings and tutoring sessions consumed",
  'server/reports/encuesta.ts': "a report is a read model over several concepts' tables: the surveys with their booking's class or session",
  'server/reports/ocupacion.ts': "a report is a read model over several concepts' tables: the bookings per day, hour and type",
  'server/scheduler/bookingReads.ts':
    'the next topic to book skips the topics the progress record passed, attended or blocked, in the same statement',
  'server/scheduler/tutoringBookingData.ts':
    "a free tutoring slot is a tutor's preassignment with no session, closure or absence over it: one statement for the day",
};

/** Each table's readers (FROM, JOIN) and writers (UPDATE, INSERT INTO, DELETE FROM), sorted. */
const ACCESS: Record<Table, { read: string[]; write: string[] }> = {
  agendamientos: {
    read: [
      'server/people/scheduleReads.ts',
      'server/progress/rows.ts',
      'server/progress/sync.ts',
      'server/reports/actividad.ts',
      'server/reports/consumo.ts',
      'server/reports/encuesta.ts',
      'server/reports/ocupacion.ts',
      'server/scheduler/bookingLifecycle.ts',
      'server/scheduler/bookingReads.ts',
      'server/scheduler/bookingRepository.ts',
      'server/scheduler/bookingSlots.ts',
      'server/scheduler/classReads.ts',
      'server/scheduler/slotReads.ts',
    ],
    write: ['server/scheduler/bookingLifecycle.ts', 'server/scheduler/bookingRepository.ts', 'server/scheduler/classRepository.ts'],
  },
  clases: {
    read: [
      'server/people/scheduleReads.ts',
      'server/progress/rows.ts',
      'server/reports/encuesta.ts',
      'server/scheduler/bookingReads.ts',
      'server/scheduler/bookingRepository.ts',
      'server/scheduler/bookingSlots.ts',
      'server/scheduler/classReads.ts',
      'server/scheduler/classRepository.ts',
      'server/scheduler/slotReads.ts',
    ],
    write: ['server/scheduler/classRepository.ts', 'server/scheduler/classWrites.ts'],
  },
  tutorias: {
    read: ['server/reports/consumo.ts', 'server/reports/encuesta.ts', 'server/scheduler/tutoringBookingData.ts', 'server/scheduler/tutoringRepository.ts'],
    write: ['server/scheduler/tutoringBookingData.ts', 'server/scheduler/tutoringRepository.ts'],
  },
  progreso: {
    read: [
      'server/progress/progressReads.ts',
      'server/progress/progressRepository.ts',
      'server/progress/rows.ts',
      'server/progress/sync.ts',
      'server/scheduler/bookingReads.ts',
    ],
    write: ['server/progress/progressRepository.ts', 'server/progress/sync.ts'],
  },
  preasignaciones: {
    read: ['server/scheduler/tutoringBookingData.ts', 'server/school/preassignmentReads.ts', 'server/school/preassignmentRepository.ts'],
    write: ['server/school/preassignmentRepository.ts'],
  },
};

const TABLE_NAMES = TABLES.join('|');
/** A read of the table (a DELETE FROM is a write, not a read). */
const readOf = (table: string) => new RegExp(`(?<!\\bDELETE\\s+)\\b(?:FROM|JOIN)\\s+(?:${table})\\b`, 'i');
const writeOf = (table: string) => new RegExp(`\\b(?:UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+(?:${table})\\b`, 'i');
const READ = readOf(TABLE_NAMES);
const WRITE = writeOf(TABLE_NAMES);

/** The server's and the resources' source files with their text, the demo seed and the example fixtures aside. */
const SOURCES: readonly { file: string; text: string }[] = ['server', 'resources']
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .map((path) => relative(root, path).split('\\').join('/'))
  .filter((file) => !file.startsWith('server/seed/') && !file.endsWith('.examples.ts'))
  .sort()
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

const filesMatching = (pattern: RegExp): string[] => SOURCES.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe("the schedule's tables are read and written by their data modules only", () => {
  it.each(TABLES)('%s is read by its data modules and the read models only', (table) => {
    expect(filesMatching(readOf(table))).toEqual(ACCESS[table].read);
  });

  it.each(TABLES)('%s is written by its repositories only', (table) => {
    expect(filesMatching(writeOf(table))).toEqual(ACCESS[table].write);
  });

  it("writes a table only in its folder, and reads one outside it only in a read model, with its reason", () => {
    for (const table of TABLES) {
      expect(ACCESS[table].write.filter((file) => !file.startsWith(OWNER[table]))).toEqual([]);
      for (const file of ACCESS[table].read.filter((reader) => !reader.startsWith(OWNER[table]))) expect(READ_MODELS, `${file} reads ${table}`).toHaveProperty([file]);
    }
    // No reason outlives its read.
    const outside = new Set(TABLES.flatMap((table) => ACCESS[table].read.filter((file) => !file.startsWith(OWNER[table]))));
    expect(Object.keys(READ_MODELS).filter((file) => !outside.has(file))).toEqual([]);
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

  it.each([
    ['SELECT 1 FROM agendamientos', true],
    ['select id from clases where', true],
    ['LEFT JOIN tutorias t ON t.id = e.tutoria_id', true],
    ['FROM progreso p JOIN temas t', true],
    ['JOIN\n  preasignaciones p ON', true],
    ['DELETE FROM preasignaciones WHERE', false],
    ['UPDATE agendamientos a SET estado = 1 FROM antes', false],
    ['FROM clase_eventos e', false],
    ['FROM inscripciones i', false],
  ])('%s is a read: %s', (sql, isRead) => {
    expect(READ.test(sql)).toBe(isRead);
  });
});
