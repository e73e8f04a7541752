// Issue 25 point 5: a record the user may not read, opened by its URL (another sede's: the server
// answers 404 as if it did not exist, or 403), says 'No tiene permiso para ver este registro.' in
// place, with the way back to the list, instead of returning silently to the list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_FORBIDDEN, recordReadProblem } from '../../../dataProvider';
import estudiantesResource from '../../../resources/estudiantes';
import salonesResource from '../../../resources/salones';
import type { AppResource } from '../../../src/resource-views/types';
import { STUDENT_LOOKUPS } from '../estudiantes/lookups';
import { memoryDataProvider, renderResource } from './harness';

afterEach(() => vi.restoreAllMocks());

function renderRefused(resource: AppResource, path: string, status: number) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-query logs the failed read
  const dataProvider = memoryDataProvider({ lookups: STUDENT_LOOKUPS });
  const message = status === 404 ? 'Registro no encontrado' : 'No tiene permiso para esta operación';
  dataProvider.getOne.mockRejectedValue(new HttpError(message, status, { code: status === 404 ? 'NotFound' : 'Forbidden', message }));
  const view = renderResource({ resource, path, dataProvider });
  return { dataProvider, view };
}

describe('a record the user may not read', () => {
  it.each([
    ['the student detail', estudiantesResource, '/estudiante/detalle/999', 404, '/estudiantes'],
    ['the student editor', estudiantesResource, '/estudiante/editar/999', 404, '/estudiantes'],
    ['a generated detail', salonesResource, '/salon/detalle/999', 403, '/salones'],
    ['a generated editor', salonesResource, '/salon/editar/999', 404, '/salones'],
  ])('%s says so in place and offers the way back', async (_name, resource, path, status, list) => {
    const { dataProvider, view } = renderRefused(resource, path, status);
    expect(await screen.findByText(RECORD_FORBIDDEN)).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalled();
    expect(view.pathname()).toBe(path); // stays: the user sees why
    expect(screen.queryByText('El elemento no existe')).not.toBeInTheDocument(); // react-admin's own notice is left out
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    await waitFor(() => expect(view.pathname()).toBe(list));
  });

  it("another failure shows its own message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataProvider = memoryDataProvider();
    dataProvider.getOne.mockRejectedValue(new HttpError('No fue posible conectar con el servidor', 0, {}));
    renderResource({ resource: salonesResource, path: '/salon/detalle/5', dataProvider });
    expect(await screen.findByText('No fue posible conectar con el servidor')).toBeInTheDocument();
    expect(screen.queryByText(RECORD_FORBIDDEN)).not.toBeInTheDocument();
  });

  it('recordReadProblem: 403 and 404 are the permission sentence, the rest their message', () => {
    expect(recordReadProblem(new HttpError('Registro no encontrado', 404, {}))).toBe('No tiene permiso para ver este registro.');
    expect(recordReadProblem(new HttpError('x', 403, {}))).toBe(RECORD_FORBIDDEN);
    expect(recordReadProblem(new HttpError('Error interno', 500, {}))).toBe('Error interno');
    expect(recordReadProblem(undefined)).toBe('Error de comunicación con el servidor');
  });
});
