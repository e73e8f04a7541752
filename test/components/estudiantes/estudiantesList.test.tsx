import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import estudiantesResource from '../../../resources/estudiantes';
import schema from '../../../resources/estudiantes/schema';
import { renderResource } from '../resource-views/harness';
import { STUDENT } from './lookups';

const STUDENTS = [
  { ...STUDENT, id: 1, primer_nombre: 'María', primer_apellido: 'Núñez', numero_documento: '1020304050', email: 'maria@correo.com', activo: true },
  { ...STUDENT, id: 2, primer_nombre: 'Pedro', primer_apellido: 'Gómez', numero_documento: '88776655', email: 'pedro@correo.com', activo: false, sede_id: 4 },
];

/** The school API in memory: lista, buscar and sedes/lista, recording every call. */
function fakeApi(students = STUDENTS) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (path === 'estudiante/lista') {
      const start = (Number(body.pagina) - 1) * Number(body.por_pagina);
      return json({ datos: students.slice(start, start + Number(body.por_pagina)), total: students.length });
    }
    if (path === 'estudiante/buscar') {
      const texto = String(body.texto).toLowerCase();
      return json(students.filter((s) => `${s.primer_nombre} ${s.primer_apellido} ${s.email}`.toLowerCase().includes(texto)));
    }
    if (path === 'sedes/lista') return json([{ id: 3, nombre: 'Sede Norte', premium: false }, { id: 4, nombre: 'Sede Sur', premium: false }]);
    return new Response(JSON.stringify({ code: 'NotFound', message: 'Registro no encontrado' }), { status: 404 });
  });
  return { calls, dataProvider: createDataProvider({ resources: [schema], fetchImpl, getToken: () => 'token' }) };
}

describe('estudiantes list', () => {
  it('shows the columns with sede names and Sí/No, and a search box with its hint', async () => {
    const { dataProvider } = fakeApi();
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '', 'Número de documento', 'Primer nombre', 'Primer apellido', 'Correo electrónico', 'Sede', 'Activo', 'Acción',
    ]);
    expect(await within(table).findByText('Sede Sur')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toBeInTheDocument();
    expect(screen.getByText('Escriba al menos 5 caracteres')).toBeInTheDocument();
  });

  it('names the sede of 100 rows with a single sedes/lista request', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      ...STUDENT,
      id: i + 1,
      numero_documento: String(70000000 + i),
      email: `estudiante${i}@correo.com`,
      sede_id: i % 2 === 0 ? 3 : 4,
    }));
    const { calls, dataProvider } = fakeApi(many);
    renderResource({ resource: estudiantesResource, path: '/estudiantes?perPage=100', dataProvider });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    await waitFor(() => expect(within(table).getAllByText('Sede Sur')).toHaveLength(50));
    expect(within(table).getAllByText('Sede Norte')).toHaveLength(50);
    expect(calls.filter((call) => call.path === 'sedes/lista')).toHaveLength(1);
    expect(calls.filter((call) => call.path !== 'sedes/lista' && call.path !== 'estudiante/lista')).toEqual([]);
  });

  it('searches through estudiante/buscar only once the text has 5 characters', async () => {
    const { calls, dataProvider } = fakeApi();
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    expect(await screen.findByText('Pedro')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Buscar'), 'Pedr');
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the list's filter debounce
    expect(calls.some((call) => call.path === 'estudiante/buscar')).toBe(false);
    expect(screen.getByText('María')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Buscar'), 'o');
    await waitFor(() => expect(calls).toContainEqual({ path: 'estudiante/buscar', body: { texto: 'Pedro' } }));
    await waitFor(() => expect(screen.queryByText('María')).not.toBeInTheDocument());
    expect(screen.getByText('Pedro')).toBeInTheDocument();
  });

  it("says 'No se encontraron registros' when the search finds nothing", async () => {
    const { dataProvider } = fakeApi();
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    expect(await screen.findByText('Pedro')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar'), 'zzzzzz');
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
  });
});
