// The history sections of a student's detail: level changes (the new course only once finalizado,
// a PDF per row fetched with the session), course activations, book deliveries, and observations
// with their 'Crear Nuevo' modal (empty text refused before sending; a refusal shown in the modal,
// which keeps the text; a saved note re-read into the list).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import type { StudentObservation } from '../../../core/school/students/observations';
import type { BookDeliveryRow, EnrolmentRow, LevelChangeRow } from '../../../core/school/students/records';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const course = (id: number, codigo: string) => ({ id, codigo, nombre: `Curso ${codigo}` });
const CHANGE: LevelChangeRow = {
  id: 31, solicitante: { nombre: 'Ana Gómez', numero_documento: '111' }, administrador: { nombre: 'Luis Rey', numero_documento: '222' },
  curso_anterior: course(7, 'B1'), curso_nuevo: course(8, 'B2'), curso_nuevo_id: 8, nivel_siguiente: { id: 3, codigo: 'A2', descripcion: 'Nivel A2' },
  fecha_finalizar_curso: '2099-02-27', fecha_avance_nivel: '2099-03-01', fecha_entrega_libro: '2099-03-05', finalizado: true, sede: 'Norte', created_at: '2099-02-20T10:00:00Z',
};
const PENDING: LevelChangeRow = { ...CHANGE, id: 32, finalizado: false, administrador: null, fecha_avance_nivel: null };
const ENROLMENT: EnrolmentRow = { id: 4, curso: course(8, 'B2'), nivel: 'A1', fecha_matricula: '2099-03-01', sede: 'Norte', actual: true };
const BOOK: BookDeliveryRow = { id: 5, libro: 'Student Book 2', curso: course(8, 'B2'), fecha_entrega: '2099-03-05', sede: 'Norte', entregado_por: 'Ana Gómez' };
const NOTE: StudentObservation = {
  id: 9, observacion: 'Prefiere la mañana', created_at: '2099-03-01T15:00:00Z', usuario: { nombre: 'Ana Gómez', identificacion: '111', email: 'ana@escuela.test' },
};

function provider(answers: Record<string, unknown>) {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string) => answers[path] ?? []);
  return dataProvider;
}

const open = async (title: string) => userEvent.click(await screen.findByRole('button', { name: title }));
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('the history sections of a student’s detail', () => {
  it('shows level changes with the new course only when finalizado, and downloads each PDF', async () => {
    const dataProvider = provider({ 'estudiante/ver_cambio_nivel': [PENDING, CHANGE] });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await open('Cambios de nivel');
    const table = await screen.findByRole('table', { name: 'Cambios de nivel' });
    expect(cellsOf(table)).toEqual([
      ['Ana Gómez (111)', '', 'B1 · Curso B1', 'Pendiente', 'A2', '27/02/2099', '', '05/03/2099', 'Norte', 'PDF'],
      ['Ana Gómez (111)', 'Luis Rey (222)', 'B1 · Curso B1', 'B2 · Curso B2', 'A2', '27/02/2099', '01/03/2099', '05/03/2099', 'Norte', 'PDF'],
    ]);
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/ver_cambio_nivel', { id: 12 });
    await userEvent.click(screen.getByRole('button', { name: 'PDF del cambio de nivel 31' }));
    await waitFor(() => expect(dataProvider.fetchDocument).toHaveBeenCalledWith('pdf/cambio-nivel?id=31'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('shows course activations and book deliveries from their own calls', async () => {
    const dataProvider = provider({ 'estudiante/ver_inscripciones': [ENROLMENT], 'estudiante/ver_entrega_libros': [BOOK] });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await open('Activaciones de curso');
    expect(cellsOf(await screen.findByRole('table', { name: 'Activaciones de curso' }))).toEqual([['B2 · Curso B2', 'A1', '01/03/2099', 'Norte', 'Sí']]);
    await open('Entrega de libros');
    expect(cellsOf(await screen.findByRole('table', { name: 'Entrega de libros' }))).toEqual([['Student Book 2', 'B2 · Curso B2', '05/03/2099', 'Norte', 'Ana Gómez']]);
    expect(dataProvider.read).toHaveBeenCalledTimes(2);
  });

  it("creates an observation from 'Crear Nuevo': empty refused, a refusal kept in the modal, a saved note listed", async () => {
    const notes: StudentObservation[] = [NOTE];
    const dataProvider = provider({});
    dataProvider.read.mockImplementation(async () => [...notes]);
    dataProvider.call
      .mockImplementationOnce(async () => {
        throw new Error('No tiene permiso para esta operación');
      })
      .mockImplementationOnce(async (_path: string, body?: unknown) => {
        notes.unshift({ ...NOTE, id: 10, observacion: (body as { observacion: string }).observacion });
        return { mensaje: 'Observación creada' };
      });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await open('Observaciones');
    expect(await screen.findByText('Prefiere la mañana')).toBeInTheDocument();
    expect(screen.getByText(/Ana Gómez \(111\) · ana@escuela\.test/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crear Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva observación' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Observación'), '   ');
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Observación'), 'Llega en bus');
    await userEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No tiene permiso para esta operación');
    expect(within(dialog).getByLabelText('Observación')).toHaveValue('   Llega en bus');

    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.call).toHaveBeenLastCalledWith('estudiante_observaciones/crear', { estudiante_id: 12, observacion: 'Llega en bus' });
    expect(await screen.findByText('Llega en bus')).toBeInTheDocument();
  });

  it("offers 'Crear Nuevo' only with 9022BCBD", async () => {
    const dataProvider = provider({ 'estudiante_observaciones/lista': [] });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider, codes: ALL_PERMISSION_CODES.filter((c) => c !== P.estudiantes.edit) });
    await open('Observaciones');
    const region = (await screen.findByRole('button', { name: 'Observaciones' })).closest('.MuiAccordion-root') as HTMLElement;
    expect(await within(region).findByText('No hay información')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Crear Nuevo' })).toBeNull();
  });
});
