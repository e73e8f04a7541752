// The progress page #/estudiante/progreso/{id} ('Clases'): the table and its labels, compact and
// expanded rows, the 'Inconsistencia' alert, the summary, the nav by code, and a read-only page once
// the level advanced. The row actions are in progressRowActions.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import type { StudentProgress } from '../../../core/school/students/progress';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';
import { LEVELLING, PROGRESS } from './progressPage.fixtures';
import { progressProvider, rowOf, texts } from './progressPage.helpers';

const PATH = '/estudiante/progreso/12';
const ACTION_LABELS = ['Firmar', 'Anular', 'Bloquear', 'Desbloquear', 'Registrar asistencia', 'Editar nota'];

describe('#/estudiante/progreso/{id}', () => {
  it("is an extra page of the students guarded by 4EBC511D, titled 'Clases'", () => {
    expect(estudiantesResource.extraPages).toContainEqual(
      expect.objectContaining({ path: '/estudiante/progreso/:id', permission: P.estudiantes.progreso, title: 'Clases' }),
    );
  });

  it('lists the rows with their state labels, attendance and grade', async () => {
    const dataProvider = progressProvider();
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    expect(screen.getByRole('heading', { name: 'Clases · María Núñez Peña' })).toBeInTheDocument();
    expect(screen.getByText('Curso: Básico 1')).toBeInTheDocument();
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/progreso', { estudiante_id: 12 });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['ID', 'Clase', 'Estado', 'Asiste', 'Nota', 'Acciones']);
    const cells = (id: number) => texts(rowOf(table, id)).slice(0, 5);
    expect(cells(101)).toEqual(['101', 'Saludos', 'Agendado', '—', '—']);
    expect(cells(102)).toEqual(['102', 'Familia', 'Pendiente', '—', '—']);
    expect(cells(103)).toEqual(['103', 'Rutina', 'Asistió', 'Sí', '4 / 5']);
    expect(cells(104)).toEqual(['104', 'Ensayo', 'Superado', '—', '8,5 / 10']);
    expect(cells(105)).toEqual(['105', 'Viajes', 'revisar', '—', '—']);
    expect(cells(107)).toEqual(['107', 'Clima', 'Bloqueado', 'No', '—']);
  });

  it("raises 'Inconsistencia' only on a row held by more than one open booking", async () => {
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider() });
    const table = await screen.findByRole('table', { name: 'Clases' });
    const alerts = within(table).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Inconsistencia: 2 agendamientos abiertos del mismo tema');
    expect(rowOf(table, 106)).toContainElement(alerts[0]);
    // One open booking reads 'Agendado' and is consistent.
    expect(within(rowOf(table, 101)).queryByRole('alert')).toBeNull();
    expect(texts(rowOf(table, 106))[2]).toBe('Agendado');
  });

  it("expands a row: its class, people, 'Pendiente' conformity and bookings, then its history and criteria", async () => {
    const dataProvider = progressProvider();
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    expect(within(table).queryByText('Fecha de conformidad')).toBeNull();
    await userEvent.click(within(rowOf(table, 103)).getByRole('button', { name: 'Ver más' }));
    expect(within(rowOf(table, 103)).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    const detail = (label: string) => within(table).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Fecha de la clase')).toBe('05/03/2099 7:30 am');
    expect(detail('Sede')).toBe('Norte');
    expect(detail('Salón')).toBe('Salón 3');
    expect(detail('Docente')).toBe('Luis Pardo');
    expect(detail('Asistencia registrada por')).toMatch(/^Ana Gómez · 05\/03\/2099 /);
    expect(detail('Autorizado por')).toMatch(/^Rosa Díaz · 06\/03\/2099 /);
    expect(detail('Fecha de conformidad')).toBe('Pendiente');
    const bookings = within(table).getByRole('table', { name: 'Agendamientos de Rutina' });
    expect(texts(within(bookings).getAllByRole('row')[1])).toEqual(['Asistió', '05/03/2099', '7:30 am', 'Norte · Salón 3 · Luis Pardo']);

    await userEvent.click(within(table).getByRole('button', { name: 'Ver histórico' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico de Rutina' });
    expect(dataProvider.read).toHaveBeenCalledWith('progreso/ver_observaciones', { progreso_id: 103 });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    // Newest first, whatever order the list came in.
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Registro firmado: revisado'),
      expect.stringContaining('Asistencia registrada'),
    ]);
    await userEvent.click(within(history).getByRole('button', { name: 'Cerrar' }));
    // The page is hidden from assistive technology until the dialog has gone.
    await userEvent.click(await within(table).findByRole('button', { name: 'Criterios del examen' }));
    const criteria = await screen.findByRole('dialog', { name: 'Criterios de calificación' });
    expect(within(criteria).getByText('Examen oral')).toBeInTheDocument();
  });

  it('shows a conformity date when the row has one, and no criteria link without an exam', async () => {
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider() });
    const table = await screen.findByRole('table', { name: 'Clases' });
    await userEvent.click(within(rowOf(table, 108)).getByRole('button', { name: 'Ver más' }));
    expect(within(table).getByText('Fecha de conformidad', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/^07\/03\/2099 /);
    expect(within(table).getByText('Sin agendamientos de este tema.')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Criterios del examen' })).toBeNull();
  });

  it('sums up the final grade out of 5.0 and the classes and absences with their percentages', async () => {
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider() });
    const summary = await screen.findByRole('region', { name: 'Resumen' });
    expect(within(summary).getByText('Nota final: 3,50 / 5,0')).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Clases: 3 (38%)', 'Inasistencias: 1 (13%)', 'Total: 8']);
  });

  it('offers Volver, Definir tema, Reiniciar, Verificar and Actualizar with every code; Verificar shows what it found', async () => {
    const dataProvider = progressProvider();
    dataProvider.call.mockResolvedValueOnce({
      mensaje: 'Progreso verificado: 1 inconsistencias, 1 registros reparados',
      inconsistencias: [{ progreso_id: 106, tema: 'Compras', agendamientos: [903, 904] }],
      reparados: [{ progreso_id: 102, tema: 'Familia', agendamiento_id: 905, estado: 'asistido' }],
    });
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    await screen.findByRole('table', { name: 'Clases' });
    const nav = screen.getByRole('navigation', { name: 'Acciones del progreso' });
    expect(within(nav).getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/estudiante/detalle/12');
    await within(nav).findByRole('button', { name: 'Verificar' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Definir tema', 'Reiniciar', 'Verificar', 'Notas', 'Actualizar']);

    await userEvent.click(within(nav).getByRole('button', { name: 'Verificar' }));
    expect(dataProvider.call).toHaveBeenCalledWith('progreso/verificar', { estudiante_id: 12, curso_id: 7 });
    expect(await screen.findByText('Progreso verificado: 1 inconsistencias, 1 registros reparados')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Inconsistencias encontradas' })).getByRole('listitem')).toHaveTextContent('Registro 106 (Compras): agendamientos abiertos 903, 904');
    expect(within(screen.getByRole('list', { name: 'Registros reparados' })).getByRole('listitem')).toHaveTextContent('actualizado desde el agendamiento 905, ahora Asistió');
    await waitFor(() => expect(dataProvider.read.mock.calls.filter(([path]) => path === 'estudiante/progreso')).toHaveLength(2));

    await userEvent.click(within(nav).getByRole('button', { name: 'Definir tema' }));
    const define = await screen.findByRole('dialog', { name: 'Definir tema' });
    expect(define).toBeInTheDocument();
  });

  it('hides each nav action without its code, and Actualizar reads the page again', async () => {
    const without: string[] = [P.progreso.defineTema, P.progreso.resetNivel, P.progreso.review, P.progreso.notas];
    const codes = ALL_PERMISSION_CODES.filter((c) => !without.includes(c));
    const dataProvider = progressProvider();
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider, codes });
    await screen.findByRole('table', { name: 'Clases' });
    const nav = screen.getByRole('navigation', { name: 'Acciones del progreso' });
    await waitFor(() => expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Actualizar']));
    await userEvent.click(within(nav).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(dataProvider.read.mock.calls.filter(([path]) => path === 'estudiante/progreso')).toHaveLength(2));
  });

  it('is read-only once the level advanced: the notice, and no row action nor Definir tema', async () => {
    const advanced: StudentProgress = { ...PROGRESS, avance_nivel: '2099-02-28' };
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider(advanced, { ...LEVELLING, codigo: 'cerrado' }) });
    const table = await screen.findByRole('table', { name: 'Clases' });
    expect(screen.getByText('Nivel avanzado el 28/02/2099: las notas y fechas son de solo lectura')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Acciones del progreso' });
    await within(nav).findByRole('button', { name: 'Verificar' });
    expect(within(nav).queryByRole('button', { name: 'Definir tema' })).toBeNull();
    for (const label of ACTION_LABELS) expect(within(table).queryByRole('button', { name: label })).toBeNull();
  });

  it("says the student has no current course instead of a table", async () => {
    const none: StudentProgress = { ...PROGRESS, curso_id: null, curso: null, registros: [], resumen: { clases: 0, inasistencias: 0, total: 0 }, nota_final: 0 };
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider(none) });
    expect(await screen.findByText('El estudiante no tiene curso activo')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Clases' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Resumen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reiniciar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verificar' })).toBeNull();
  });
});

describe("'Clases' on the student detail", () => {
  it('links to the progress page with 4EBC511D, and is absent without it', async () => {
    const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
    const first = renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    expect(await screen.findByRole('link', { name: 'Clases' })).toHaveAttribute('href', '/estudiante/progreso/12');
    first.unmount();
    renderResource({
      resource: estudiantesResource,
      path: '/estudiante/detalle/12',
      dataProvider: memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS }),
      codes: ALL_PERMISSION_CODES.filter((c) => c !== P.estudiantes.progreso),
    });
    await screen.findByRole('link', { name: 'Registro de tutorías' });
    expect(screen.queryByRole('link', { name: 'Clases' })).toBeNull();
  });
});
