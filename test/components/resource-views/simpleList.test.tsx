// A generated list on a phone (below 600 px): react-admin's SimpleList with the name, the document and
// one more line, each item opening the detail; a tablet or a laptop keeps the table, and so does a
// phone for rows that offer 'Eliminar' (simpleListPlan.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupOption } from '../../../dataProvider/types';
import { defineResource } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { stubViewport } from '../viewport';
import { memoryDataProvider, renderResource } from './harness';

const socios = defineResource({
  name: 'socios',
  prefix: 'socio',
  label: { one: 'Socio', many: 'Socios' },
  table: 'socios',
  representation: '{nombre} {apellido}',
  messages: { created: 'Socio creado', updated: 'Socio actualizado' },
  permissions: { list: 'S1', show: 'S2', create: 'S3', delete: 'S4' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre' },
    { source: 'apellido', type: 'text', label: 'Apellido' },
    { source: 'numero_documento', type: 'text', label: 'Documento' },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' },
    { source: 'activo', type: 'boolean', label: 'Activo' },
  ],
  list: { columns: ['nombre', 'apellido', 'sede_id', 'numero_documento', 'activo'], perPage: 10, perPageOptions: [10], sort: { field: 'id', order: 'ASC' } },
});

const RECORDS = [
  { id: 1, nombre: 'Ana', apellido: 'Gómez', numero_documento: '1010', sede_id: 2, activo: true },
  { id: 2, nombre: 'Luis', apellido: 'Pérez', numero_documento: '2020', sede_id: 1, activo: false },
];
const SEDES: LookupOption[] = [
  { id: 1, name: 'Sede Norte' },
  { id: 2, name: 'Sede Sur' },
];

function renderList(declaration = socios) {
  const dataProvider = memoryDataProvider({ records: RECORDS, lookups: { sedes: SEDES } });
  return renderResource({ resource: buildResource(declaration), path: `/${declaration.name}`, dataProvider, codes: ['S1', 'S2', 'S3', 'S4'] });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a generated list on a phone', () => {
  it('is a SimpleList: the name, the document, the next column, Nuevo reachable', async () => {
    stubViewport(390);
    const view = renderList();
    const first = await screen.findByText('Ana Gómez');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const item = first.closest('li')!;
    expect(screen.getAllByRole('listitem')).toHaveLength(RECORDS.length);
    // The document before the columns ahead of it in the list (sede), then the next one after it.
    await waitFor(() => expect(item).toHaveTextContent('Ana GómezDocumento: 1010Activo: Sí'));
    expect(within(screen.getByText('Luis Pérez').closest('li')!).getByText('Activo: No')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/socio/nuevo');
    await userEvent.click(first);
    await waitFor(() => expect(view.pathname()).toBe('/socio/detalle/1'));
  });

  it('keeps the table on a tablet', async () => {
    stubViewport(768);
    renderList();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(RECORDS.length + 1));
    expect(within(table).getByText('Sede Sur')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps the table on a phone when its rows offer Eliminar', async () => {
    stubViewport(390);
    renderList(defineResource({ ...socios, list: { ...socios.list, rowActions: ['delete'] } }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /Eliminar/ })).toHaveLength(RECORDS.length));
  });
});
