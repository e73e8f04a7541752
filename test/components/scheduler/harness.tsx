// #/programador rendered alone inside react-admin's AdminContext on a small slot: two classes (one
// full) and two pending bookings; `read` and `call` answer by path and record every body.
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import type { BookingView, ClassView, SlotView } from '../../../core/school/scheduler/slotView';
import { SchedulerPage } from '../../../src/pages/scheduler/SchedulerPage';
import { renderCustomPage } from '../pageHarness';

const FECHA = '2099-01-05';
const HORA = '07:30';
const AT = Date.parse(`${FECHA}T${HORA}:00-05:00`);

export const AGENDA = [
  { fecha: FECHA, texto: 'Lunes 05/01/2099', timestamp: AT, horas: [{ id: `${FECHA}T${HORA}`, hora: HORA, nombre_corto: '7:30 am', marca_tiempo: '', timestamp: AT }] },
];

function booking(id: number, estudiante: string, over: Partial<BookingView> = {}): BookingView {
  return {
    id, version: 3, estado: 'solicitado', estudiante_id: 100 + id, estudiante, tipo_clase: 'regular_7', tipo_solicitud: 'normal',
    tema_id: 9, tema: 'Unit 1: Greetings', curso: 'Inglés B2', clase_id: null, novedad: null, ...over,
  };
}

function clase(id: number, salon: string, profesor: string, capacidad: number, agendamientos: BookingView[]): ClassView {
  return {
    id, version: 1, fecha: FECHA, hora: HORA, sede_id: 1, salon_id: 200 + id, salon_nombre: salon, capacidad, profesor_id: 300 + id, profesor,
    tipos: ['regular_7'], tipo_clase: 'regular', curso_id: -1, agendamientos: agendamientos.map((b) => ({ ...b, clase_id: id, estado: b.estado === 'solicitado' ? 'asignado' : b.estado })),
  };
}

export function slotFixture(): SlotView {
  return {
    clases: [
      clase(1, 'Salón 101', 'Ana Ruiz', 3, [booking(10, 'Carla Díaz', { estado: 'asignado', novedad: 'error_tema' })]),
      clase(2, 'Salón 102', 'Beto Sosa', 1, [booking(11, 'Diego Mora', { estado: 'notificado' })]),
    ],
    pendientes: [booking(20, 'Elena Paz', { motivo_pendiente: 'sin cupo para tipo regular_7' }), booking(21, 'Fabio León', { tipo_clase: 'lab' })],
  };
}

const TYPES = [
  { id: 'regular_7', name: 'Navigator 1', nombre_corto: 'N1', color: '#6a1b9a' },
  { id: 'regular_9', name: 'Navigator 3', nombre_corto: 'N3', color: '#4a148c' },
  { id: 'lab', name: 'Laboratorio', nombre_corto: 'LAB', color: '#2e7d32' },
];

function answer(path: string, body: Record<string, unknown>): unknown {
  switch (path) {
    case 'agenda_disponible': return AGENDA;
    case 'clases/por_hora': return slotFixture();
    case 'estado/disponibilidad_full':
      return [{ tipo: 'regular_7', nombre_corto: 'N1', disponibles: 2, insignia: 'info', capacidad_salones_disponibles: 0, capacidad_salones_ocupados: 4, ocupacion_salones_ocupados: 2, ocupacion_sin_asignar: 1 }];
    case 'clase/docentes_disponibles': return [{ id: 7, primer_nombre: 'Ana', primer_apellido: 'Ruiz' }];
    case 'clase/salones_disponibles': return { datos: [], mensaje: 'No hay salones disponibles que permitan estos tipos' };
    case 'clase/historial': return [{ evento: 'Clase creada', usuario: 'Laura Restrepo', motivo: 'Apertura', created_at: '2099-01-01T12:00:00Z' }];
    default: return { mensaje: 'ok', body };
  }
}

export function renderScheduler(codes: string[] = ALL_PERMISSION_CODES) {
  return renderCustomPage({ page: <SchedulerPage />, path: '/programador', answer, codes, lookups: { tiposClase: TYPES } });
}

/** The bodies a path was sent, by `read` (the board's moves) or `call` (its dialogs). */
export { bodiesOf as callsOf } from '../pageHarness';
