// #/preasignaciones rendered alone inside react-admin's AdminContext, on a small fixture: two sedes,
// the rooms of sede 3 (two regular, one tutoring, one inactive) and of sede 5, two teachers and
// their pre-assignments; `call` answers by path and records every body.
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { vi } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import type { Preassignment, RoomSummary, TeacherSummary } from '../../../core/school/preassignments';
import { createI18nProvider } from '../../../src/i18n';
import { PreassignmentsPage } from '../../../src/pages/preassignments/PreassignmentsPage';
import { memoryDataProvider, testAuthProvider } from '../resource-views/harness';

const ROOMS = [
  { id: 101, name: 'Salón 101', sede_id: 3, activo: true },
  { id: 102, name: 'Salón 102', sede_id: 3, activo: true },
  { id: 103, name: 'Cabina 1', sede_id: 3, activo: true },
  { id: 104, name: 'Salón 104', sede_id: 3, activo: false },
  { id: 201, name: 'Salón 201', sede_id: 5, activo: true },
];

const summaryRoom = (id: number, nombre: string, tipos_permitidos: string[], bloques: number, maximo = 55) => ({
  id, nombre, capacidad: 12, tipos_permitidos, bloques, maximo, porcentaje: Math.round((bloques / maximo) * 100),
});

export const ROOM_SUMMARY: RoomSummary = {
  salones: [
    summaryRoom(101, 'Salón 101', ['regular_1', 'regular_16', 'lab'], 11),
    summaryRoom(102, 'Salón 102', ['speakup_basico'], 2),
    summaryRoom(103, 'Cabina 1', ['tutoria'], 26, 260),
    summaryRoom(201, 'Salón 201', ['regular_1'], 0),
  ],
  indice: 10,
};

const teacherRow = (id: number, primer_nombre: string, primer_apellido: string, tipos_permitidos: string[], disponibilidad: string[]) => ({
  id, primer_nombre, primer_apellido, tutor: false, tipos_permitidos, disponibilidad, disponibles: disponibilidad.length, preasignados: 1,
});

export const TEACHERS: TeacherSummary = {
  docentes: [
    teacherRow(7, 'Ana', 'Ruiz', ['regular_1', 'regular_16', 'lab'], ['1T06:00', '1T07:30', '1T09:00']),
    teacherRow(8, 'Beto', 'Sosa', ['speakup_basico'], ['1T07:30', '2T09:00']),
  ],
  total: 2,
  indice: 50,
};

const pre = (id: number, dia: number, hora: string, salon: [number, string], docente: [number, string, string], tipos: string[], modo: 'and' | 'or' = 'or'): Preassignment => ({
  id, dia, hora, salon_id: salon[0], docente_id: docente[0], tipos: { tipos, modo }, salon: { nombre: salon[1] }, docente: { primer_nombre: docente[1], primer_apellido: docente[2] },
});
const ANA: [number, string, string] = [7, 'Ana', 'Ruiz'];
const BETO: [number, string, string] = [8, 'Beto', 'Sosa'];

export const BY_ROOM: Record<number, Preassignment[]> = {
  101: [pre(1, 1, '06:00', [101, 'Salón 101'], ANA, ['regular_1']), pre(2, 2, '09:00', [101, 'Salón 101'], ANA, ['regular_1', 'regular_16'], 'and')],
  102: [pre(3, 1, '07:30', [102, 'Salón 102'], BETO, ['speakup_basico'])],
  201: [],
};

export const CANDIDATES = [
  { dia: 1, hora: '07:30', salon_id: 101, salon: { nombre: 'Salón 101' } },
  { dia: 1, hora: '09:00', salon_id: 101, salon: { nombre: 'Salón 101' } },
];

const TYPES = [
  { id: 'regular_1', name: 'Foundations', nombre_corto: 'FN', color: '#1976d2' },
  { id: 'regular_16', name: 'Foundations B', nombre_corto: 'FB', color: '#1565c0' },
  { id: 'lab', name: 'Laboratorio', nombre_corto: 'LB', color: '#2e7d32' },
  { id: 'speakup_basico', name: 'Speak Up básico', nombre_corto: 'SB', color: '#ef6c00' },
];

function answer(path: string, body: Record<string, unknown>): unknown {
  switch (path) {
    case 'salon/resumen': return ROOM_SUMMARY;
    case 'docente/resumen': return TEACHERS;
    case 'preasignaciones/xsalon': return BY_ROOM[Number(body.salon_id)] ?? [];
    case 'preasignaciones/xsede': return Object.values(BY_ROOM).flat();
    case 'preasignaciones/xdocente': return Object.values(BY_ROOM).flat().filter((p) => p.docente_id === body.docente_id);
    case 'preasignacion/calcular': return body.salon_id === 'delete' ? [{ dia: 1, hora: '06:00', salon_id: null, salon: null }] : CANDIDATES;
    case 'preasignacion/guardar': return { mensaje: 'Información Guardada', preasignaciones: [] };
    case 'preasignaciones/borrar': return { mensaje: 'Proceso finalizado correctamente', eliminadas: 4 };
    default: throw new Error(`Llamada inesperada: ${path}`);
  }
}

export function renderPage(codes: string[] = ALL_PERMISSION_CODES) {
  const dataProvider = memoryDataProvider({ lookups: { sedes: [{ id: 3, name: 'Sede Norte' }, { id: 5, name: 'Sede Centro' }], tiposClase: TYPES } });
  dataProvider.call.mockImplementation(async (path: string, body?: unknown) => answer(path, (body ?? {}) as Record<string, unknown>));
  dataProvider.read.mockImplementation(async (path: string, body?: unknown) => answer(path, (body ?? {}) as Record<string, unknown>));
  const lookup = dataProvider.lookup.getMockImplementation();
  dataProvider.lookup.mockImplementation(async (name: string, params?: Record<string, unknown>) =>
    name === 'salones' ? ROOMS.filter((room) => room.sede_id === params?.sede_id) : (lookup?.(name) ?? []),
  );
  // The user's sede is 3 (authProvider/index.ts gives identity.sede_id).
  const authProvider = { ...testAuthProvider(codes, []), getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Ana Gómez', sede_id: 3 })) };
  const view = render(
    <TestMemoryRouter initialEntries={['/preasignaciones']}>
      <AdminContext
        // react-admin's DataProvider type is an index of methods; ours are vi.fn-wrapped verbs.
        dataProvider={dataProvider as Parameters<typeof AdminContext>[0]['dataProvider']}
        authProvider={authProvider}
        i18nProvider={createI18nProvider([])}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <h1 id="react-admin-title" />
        <PreassignmentsPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, dataProvider };
}

/** The bodies `call` was given for a path. */
export const bodiesOf = (dataProvider: ReturnType<typeof memoryDataProvider>, path: string): unknown[] =>
  [...dataProvider.call.mock.calls, ...dataProvider.read.mock.calls].filter(([p]) => p === path).map(([, body]) => body);
