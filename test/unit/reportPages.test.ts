// The report pages' pure rules (src/pages/reports/*.ts): range checks with the contract's messages,
// the bodies each call takes, the tables' shapes, the activity table's filter/sort/pages, the advance
// modal's course rule, and the registry's six pages agreeing with the call contract.
import { describe, expect, it } from 'vitest';
import { P } from '../../core/engine/permissions';
import { PAGES } from '../../src/shell/pages';
import { ACTIVITY_COLUMNS } from '../../core/school/reports/columns';
import { type ActivityRow, type LevelChangeRow, REPORT_BODIES, REPORT_KEYS, REPORT_MESSAGES, REPORTS } from '../../core/school/reports/contract';
import { emptyOccupancy } from '../../core/school/reports/occupancy';
import { ACTIVITY_FIELDS, ACTIVITY_PAGE_SIZES, activityPage, filterActivity, fold, nextSort, sortActivity } from '../../src/pages/reports/activityTable';
import { currentLevelText, mayEditAdvanceCourse } from '../../src/pages/reports/advanceRow';
import { consumptionBlocks, dayTick } from '../../src/pages/reports/consumption';
import { OCCUPANCY_HEADERS, occupancyTables } from '../../src/pages/reports/occupancyTables';

/** Ocupación's headers on screen, in words (the file keeps the spec's codes). */
const OCCUPANCY_WORDS = [
  'Hora', 'Foundations', 'Transition 1', 'Transition 2', 'Transition 3', 'Starter 1', 'Starter 2', 'Otras A1', 'Otras A2', 'Otras B1', 'Otras B2',
  'Laboratorio', 'Inmersión', 'Clubes', 'Canceladas',
];
import {
  chosenNames, MULTI_SELECT_MAX_HEIGHT, MULTI_SELECT_ROWS, OPTION_HEIGHT, rangeBodyOf, rangeProblem, rangeReady, sedesBodyOf, surveyBodyOf,
} from '../../src/pages/reports/reportForm';
import { cellText, downloadFormats, pageRows } from '../../src/pages/reports/reportTable';

describe('the report range', () => {
  it('is silent until both days are chosen, then refuses an inverted range and one over 366 days', () => {
    expect(rangeProblem({ inicio: '', fin: '' })).toBeNull();
    expect(rangeProblem({ inicio: '2026-03-01', fin: '' })).toBeNull();
    expect(rangeReady({ inicio: '2026-03-01', fin: '' })).toBe(false);
    expect(rangeProblem({ inicio: '2026-03-02', fin: '2026-03-01' })).toBe(REPORT_MESSAGES.rangeInverted);
    expect(rangeProblem({ inicio: '2025-03-01', fin: '2026-03-01' })).toBeNull(); // 366 days, inclusive
    expect(rangeProblem({ inicio: '2025-03-01', fin: '2026-03-02' })).toBe(REPORT_MESSAGES.rangeTooLong);
    expect(rangeReady({ inicio: '2026-03-01', fin: '2026-03-01' })).toBe(true);
    expect(rangeReady({ inicio: '2025-03-01', fin: '2026-03-02' })).toBe(false);
  });
});

describe('the report bodies', () => {
  const range = { inicio: '2026-03-01', fin: '2026-03-31' };

  it('send sedes only from a user who may choose them and chose some', () => {
    expect(sedesBodyOf(range, [3, 7], true)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', sedes: [3, 7] });
    expect(sedesBodyOf(range, [3, 7], false)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' });
    expect(sedesBodyOf(range, [], true)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' });
    expect(surveyBodyOf(range, [2], true, 'tutoria')).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', sedes: [2], tipo: 'tutoria' });
  });

  it('are what the call contract accepts', () => {
    expect(REPORT_BODIES.ocupacion.safeParse(rangeBodyOf(range)).success).toBe(true);
    expect(REPORT_BODIES.siet.safeParse(sedesBodyOf(range, [1], true)).success).toBe(true);
    expect(REPORT_BODIES.solicitudAvance.safeParse(sedesBodyOf(range, [], false)).success).toBe(true);
    expect(REPORT_BODIES.encuesta.safeParse(surveyBodyOf(range, [1, 2], true, 'clase')).success).toBe(true);
  });

  it('give SIET its .xls and the others CSV and Excel', () => {
    expect(downloadFormats('siet')).toEqual(['xls']);
    for (const key of REPORT_KEYS.filter((k) => k !== 'siet')) expect(downloadFormats(key)).toEqual(['csv', 'xlsx']);
  });
});

describe('the sede multi-select', () => {
  it('opens 10 rows tall and names the chosen sedes in the list’s order', () => {
    expect(MULTI_SELECT_ROWS).toBe(10);
    expect(MULTI_SELECT_MAX_HEIGHT).toBe(10 * OPTION_HEIGHT + 16);
    const options = [{ id: 1, name: 'Chapinero' }, { id: 2, name: 'Usaquén' }, { id: 25, name: 'Andino' }];
    expect(chosenNames(options, [25, 1])).toBe('Chapinero, Andino');
    expect(chosenNames(options, [])).toBe('');
  });
});

describe('the occupancy tables', () => {
  it('are one per day in date order, titled DD/MM/YYYY, rows the hours in order with FN … CANCEL', () => {
    const counts = { ...emptyOccupancy(), FN: 3, LAB: 1, CANCEL: 2 };
    const tables = occupancyTables([
      { fecha: '2026-03-03', horas: [{ hora: '18:20', datos: emptyOccupancy() }, { hora: '07:30', datos: counts }] },
      { fecha: '2026-03-02', horas: [{ hora: '12:10', datos: counts }] },
    ]);
    expect(tables.map((t) => t.title)).toEqual(['02/03/2026', '03/03/2026']);
    expect(tables[1].rows.map((r) => r.label)).toEqual(['7:30 am', '6:20 pm']);
    expect(OCCUPANCY_HEADERS.map((h) => h.text)).toEqual(OCCUPANCY_WORDS);
    expect(OCCUPANCY_HEADERS.every((h) => h.meaning.length > 0)).toBe(true);
    expect(tables[1].rows[0].cells).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2]);
    expect(occupancyTables([])).toEqual([]);
  });
});

describe('the consumption blocks', () => {
  it('are one per sede with its dates and counts, the chart’s x the days', () => {
    const blocks = consumptionBlocks({ y_labels: ['Bogotá Chapinero', 'Medellín Poblado'], x_labels: ['2026-03-01', '2026-03-02'], datos: [[4, 0], [1, 7]] });
    expect(blocks).toEqual([
      { sede: 'Bogotá Chapinero', rows: [{ fecha: '2026-03-01', cantidad: 4 }, { fecha: '2026-03-02', cantidad: 0 }], points: [{ dia: '01/03/2026', cantidad: 4 }, { dia: '02/03/2026', cantidad: 0 }] },
      { sede: 'Medellín Poblado', rows: [{ fecha: '2026-03-01', cantidad: 1 }, { fecha: '2026-03-02', cantidad: 7 }], points: [{ dia: '01/03/2026', cantidad: 1 }, { dia: '02/03/2026', cantidad: 7 }] },
    ]);
    expect(consumptionBlocks(null)).toEqual([]);
    expect(dayTick('01/03/2026')).toBe('01/03');
  });
});

const activity = (id: number, bloque: string, estudiante: string, estado: string): ActivityRow => ({ id, bloque, estudiante, numero_documento: String(1000 + id), estado, sede: 'Chapinero' });
const ROWS = [
  activity(1, '10:40', 'Álvaro Núñez', 'asistido'),
  activity(2, '07:30', 'María López', 'ausencia'),
  activity(3, '09:00', 'Ana Pérez', 'cancelado'),
  activity(4, '07:30', 'Luis Gómez', 'asignado'),
];

describe('the activity table', () => {
  it('has its fields in ACTIVITY_COLUMNS’ order and the spec’s page sizes', () => {
    expect(ACTIVITY_COLUMNS.map((c) => c.header)).toEqual(['Bloque', 'Estudiante', 'Número de documento', 'Estado']);
    expect(ACTIVITY_FIELDS).toEqual(['bloque', 'estudiante', 'numero_documento', 'estado']);
    expect(ACTIVITY_PAGE_SIZES).toEqual([10, 50, 100, 200, 400]);
  });

  it('filters every column on the cell as shown, without case or accents', () => {
    expect(fold('Álvaro NÚÑEZ')).toBe('alvaro nunez');
    expect(filterActivity(ROWS, { estudiante: 'alvaro' }).map((r) => r.id)).toEqual([1]);
    expect(filterActivity(ROWS, { bloque: '7:30 am' }).map((r) => r.id)).toEqual([2, 4]);
    expect(filterActivity(ROWS, { bloque: '7:30', estado: 'NO ASIS' }).map((r) => r.id)).toEqual([2]);
    expect(filterActivity(ROWS, { numero_documento: '1003' }).map((r) => r.id)).toEqual([3]);
    expect(filterActivity(ROWS, { estudiante: '  ' }).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('shows the state in words, as the student page does', () => {
    expect(ROWS.map((row) => ACTIVITY_COLUMNS[3].value(row))).toEqual(['Asistió', 'No asistió', 'Cancelado', 'Asignado']);
  });

  it('sorts bloque by the hour and estado by its words, ascending first, ties in the server’s order', () => {
    expect(sortActivity(ROWS, { field: 'bloque', order: 'asc' }).map((r) => r.id)).toEqual([2, 4, 3, 1]);
    expect(sortActivity(ROWS, { field: 'bloque', order: 'desc' }).map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect(sortActivity(ROWS, { field: 'estado', order: 'asc' }).map((r) => r.estado)).toEqual(['asignado', 'asistido', 'cancelado', 'ausencia']);
    expect(sortActivity(ROWS, null).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(nextSort(null, 'estado')).toEqual({ field: 'estado', order: 'asc' });
    expect(nextSort({ field: 'estado', order: 'asc' }, 'estado')).toEqual({ field: 'estado', order: 'desc' });
    expect(nextSort({ field: 'estado', order: 'desc' }, 'bloque')).toEqual({ field: 'bloque', order: 'asc' });
  });

  it('pages the filtered rows, a page past the end falling back to the last', () => {
    const many = Array.from({ length: 23 }, (_, i) => activity(i + 1, '06:00', `Estudiante ${i + 1}`, 'asistido'));
    const second = activityPage(many, {}, null, 1, 10);
    expect(second).toMatchObject({ count: 23, page: 1 });
    expect(second.rows.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const filtered = activityPage(many, { estudiante: 'Estudiante 2' }, null, 2, 10);
    expect(filtered).toMatchObject({ count: 5, page: 0 }); // 2, 20, 21, 22, 23
  });
});

describe('the report tables', () => {
  it('write cells as text and page rows', () => {
    expect([cellText(null), cellText(true), cellText(false), cellText(4.5), cellText('x')]).toEqual(['', 'Sí', 'No', '4.5', 'x']);
    expect(pageRows([1, 2, 3, 4, 5], 9, 2)).toEqual({ rows: [5], page: 2 });
  });
});

describe('the advance modal', () => {
  const row = (cursoActual: number | null) => ({ estudiante: { curso_actual_id: cursoActual, nivel_actual: cursoActual ? { descripcion: 'A2' } : null } }) as unknown as LevelChangeRow;

  it('edits the course with C448968B, or with C0F0653E only while the student has none', () => {
    expect(mayEditAdvanceCourse(row(7), [P.estudiantes.editCurso])).toBe(true);
    expect(mayEditAdvanceCourse(row(null), [P.estudiantes.editCurso])).toBe(true);
    expect(mayEditAdvanceCourse(row(7), [P.estudiantes.assignCurso])).toBe(false);
    expect(mayEditAdvanceCourse(row(null), [P.estudiantes.assignCurso])).toBe(true);
    expect(mayEditAdvanceCourse(row(null), [P.reportes.solicitudAvance])).toBe(false);
    expect([P.estudiantes.editCurso, P.estudiantes.assignCurso]).toEqual(['C448968B', 'C0F0653E']);
  });

  it('shows the student’s current level', () => {
    expect(currentLevelText(row(7))).toBe('Nivel actual: A2');
    expect(currentLevelText(row(null))).toBe('Nivel actual: Sin nivel');
  });
});

describe('the registry’s report pages', () => {
  it('have the contract’s routes, titles and codes, in the Reportes menu', () => {
    const pages = [PAGES.reporteOcupacion, PAGES.reporteActividad, PAGES.reporteConsumo, PAGES.reporteSiet, PAGES.reporteSolicitudAvance, PAGES.reporteEncuesta];
    expect(pages.map((p) => ({ path: p.path, title: p.title, access: p.access }))).toEqual(
      REPORT_KEYS.map((key) => ({ path: REPORTS[key].route, title: REPORTS[key].title, access: REPORTS[key].code })),
    );
    expect(pages.every((p) => p.menu.group === 'Reportes')).toBe(true);
  });
});
