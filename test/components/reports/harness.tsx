// The report pages rendered alone (pageHarness): report calls answered by path, the 'sedes' and
// 'cursos' lookups, a downloadExport spy (the shared download button's call), and the form steps.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { DownloadRequest, LookupOption } from '../../../dataProvider/types';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import type { LevelChangeRow, ReportStudent } from '../../../core/school/reports/contract';
import { type Answer, bodiesOf, renderCustomPage } from '../pageHarness';

export { bodiesOf };

export const SEDES: LookupOption[] = [
  { id: 1, name: 'Bogotá Chapinero' },
  { id: 2, name: 'Bogotá Usaquén' },
  { id: 25, name: 'Bogotá Premium Andino' },
];

export const CURSOS: LookupOption[] = [
  { id: 7, name: 'Inglés A2 - 1' },
  { id: 8, name: 'Inglés A2 - 2' },
];

export function renderReport(page: ReactElement, path: string, answer: Answer, codes: string[] = ALL_PERMISSION_CODES) {
  const view = renderCustomPage({ page, path, answer, codes, lookups: { sedes: SEDES, cursos: CURSOS } });
  const downloadExport = vi.fn(async (request: DownloadRequest) => ({ fileName: request.fallbackName, bytes: 120 }));
  // react-admin reads the provider's methods when called: the spy is there before any click.
  Object.assign(view.dataProvider, { downloadExport });
  return { ...view, downloadExport };
}

/**
 * Types a day into a date picker ('DD/MM/YYYY') in place of the one it opened with (issue 43: a
 * report opens on this month): cleared, left, then typed from its first section.
 */
export async function typeDate(label: string, day: string) {
  // Disabled while a run (the opening one too) is under way.
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.tab();
  await userEvent.type(screen.getByLabelText(label), day);
}

/** The report run as the page opened (issue 43), then forgotten: a test's bodies are its own runs. */
export async function openingRun(dataProvider: { call: { mock: { calls: unknown[][] }; mockClear(): unknown } }, path: string) {
  await waitFor(() => expect(dataProvider.call.mock.calls.some(([p]) => p === path)).toBe(true));
  dataProvider.call.mockClear();
}

export async function typeRange(inicio: string, fin: string) {
  await typeDate('Fecha inicial', inicio);
  await typeDate('Fecha final', fin);
}

export const button = (name: string) => screen.getByRole('button', { name });

export async function run(name = 'Generar') {
  await waitFor(() => expect(button(name)).toBeEnabled());
  await userEvent.click(button(name));
}

/** The cells of a table's body rows, as text. */
export function cellsOf(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? ''));
}

export function student(id: number, overrides: Partial<ReportStudent> = {}): ReportStudent {
  return {
    id,
    primer_nombre: 'Laura',
    segundo_nombre: null,
    primer_apellido: 'Pérez',
    segundo_apellido: 'Gil',
    tipo_documento: 'CC',
    numero_documento: `10${id}`,
    movil: '3001234567',
    email: `laura${id}@correo.test`,
    estadoCivil: { descripcion: 'Soltero' },
    fecha_nacimiento: '2000-05-04',
    lugar_origen: 'Bogotá',
    estrato: 3,
    regimenSalud: { nombre: 'Contributivo' },
    nivelEducativo: { descripcion: 'Profesional' },
    ocupacion: { descripcion: 'Empleado' },
    discapacidad: null,
    grupoEtnico: null,
    sede_original: { nombre: 'Bogotá Chapinero' },
    genero: 'F',
    modulos_adquiridos: 2,
    fecha_matricula: '2026-01-10',
    nivel_actual: { descripcion: 'A2' },
    curso_actual_id: 7,
    ...overrides,
  };
}

export function levelChange(id: number, overrides: Partial<ReportStudent> = {}): LevelChangeRow {
  return {
    id,
    estudiante_id: 500 + id,
    estudiante: student(500 + id, overrides),
    cursoNuevo: { nombre: 'Inglés A2 - 1', codigo: 'EN-A2-1' },
    cursoAnterior: { nombre: 'Inglés A1 - 2', codigo: 'EN-A1-2' },
    comienza_nivel_en: 'EN-A2-1',
    fecha_avance_nivel: '2026-03-05',
    fecha_entrega_libro: '2026-03-07',
    fecha_inicio_nivel: '2026-03-06',
    fecha_fin_nivel: '2026-06-04',
    sede: { nombre: 'Bogotá Usaquén' },
    resultado: 'aprobado',
    nota_ife: 4.5,
    nota: 4.2,
    nivel: 'A2',
    folio: `F-${id}`,
    fecha_solicitud: '2026-03-01',
    finalizado: false,
  };
}
