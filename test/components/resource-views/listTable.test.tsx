// The generated list table with many rows: references named from one lookup call per list (never
// one per cell), plain cells, and the 'Ver' links.
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LookupOption } from '../../../dataProvider/types';
import { defineResource } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const ROWS = 120;

const matriculas = defineResource({
  name: 'matriculas',
  prefix: 'matricula',
  label: { one: 'Matrícula', many: 'Matrículas' },
  table: 'matriculas',
  representation: '{nombre}',
  messages: { created: 'Matrícula Creada', updated: 'Matrícula Actualizada' },
  permissions: { list: 'M1', show: 'M2' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre' },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' },
    // A second column over the same list: still one call for both.
    { source: 'sede_examen_id', type: 'select', lookup: 'sedes', label: 'Sede del examen' },
    { source: 'tipo_documento', type: 'select', lookup: 'tiposDocumento', label: 'Tipo de documento' },
    { source: 'jornada', type: 'select', label: 'Jornada', choices: [{ id: 'am', name: 'Mañana' }, { id: 'pm', name: 'Tarde' }] },
    { source: 'activo', type: 'boolean', label: 'Activo' },
    { source: 'inicio', type: 'date', label: 'Inicio' },
    { source: 'url', type: 'url', label: 'Url' },
  ],
  list: {
    columns: ['nombre', 'sede_id', 'sede_examen_id', 'tipo_documento', 'jornada', 'activo', 'inicio', 'url'],
    columnLabels: { url: 'Sala virtual' },
    perPage: ROWS,
    perPageOptions: [ROWS],
    sort: { field: 'id', order: 'ASC' },
  },
});

const resource = buildResource(matriculas);
const CODES = ['M1', 'M2'];

const SEDES: LookupOption[] = [
  { id: 1, name: 'Sede Norte' },
  { id: 2, name: 'Sede Sur' },
  { id: 3, name: 'Sede Centro' },
];
const TIPOS: LookupOption[] = [
  { id: 'CC', name: 'Cédula de ciudadanía' },
  { id: 'TI', name: 'Tarjeta de identidad' },
];

const records = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    nombre: `Persona ${String(i + 1).padStart(3, '0')}`,
    sede_id: 1 + (i % 3),
    sede_examen_id: String(1 + ((i + 1) % 3)), // ids may arrive as text
    tipo_documento: i % 2 === 0 ? 'CC' : 'TI',
    jornada: i % 2 === 0 ? 'am' : 'pm',
    activo: i % 4 !== 0,
    inicio: '2025-02-03',
    url: i === 0 ? 'https://aula.example/sala-1' : null,
  }));

/** A promise resolved from outside: to hold a provider call until the test lets it go. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const bodyRows = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ROWS + 1));
  return within(table).getAllByRole('row').slice(1);
};

const lookupCalls = (dataProvider: ReturnType<typeof memoryDataProvider>) =>
  dataProvider.lookup.mock.calls.map(([name]) => name).sort();

/** How many mounted hooks observe each lookup query: one per list means none per cell. */
const lookupObservers = (queryClient: QueryClient) =>
  Object.fromEntries(
    queryClient
      .getQueryCache()
      .findAll({ queryKey: ['lookup'] })
      .map((query) => [String(query.queryKey[1]), query.getObserversCount()]),
  );

describe(`list table with ${ROWS} rows`, () => {
  it('names every reference, with one lookup call and one query per referenced list', async () => {
    const dataProvider = memoryDataProvider({ records: records(ROWS), lookups: { sedes: SEDES, tiposDocumento: TIPOS } });
    const { queryClient } = renderResource({ resource, path: '/matriculas', dataProvider, codes: CODES });
    const rows = await bodyRows();
    await waitFor(() => expect(within(rows[ROWS - 1]).getAllByRole('cell')[2]).toHaveTextContent('Sede Centro'));

    // Straight from the DOM: role queries over every cell of every row would take seconds in jsdom.
    // The row's checkbox cell first (its list code allows the bulk export): not a value.
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td:not(.aula-select-cell)')].map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual([
      'Persona 001', 'Sede Norte', 'Sede Sur', 'Cédula de ciudadanía', 'Mañana', 'No', '03/02/2025', 'https://aula.example/sala-1', 'Ver',
    ]);
    expect(cells(rows[1])).toEqual(['Persona 002', 'Sede Sur', 'Sede Centro', 'Tarjeta de identidad', 'Tarde', 'Sí', '03/02/2025', '', 'Ver']);
    // No cell of a reference column is left with an id.
    for (const row of rows) {
      const [, sede, examen, tipo] = cells(row);
      expect([sede, examen]).not.toContainEqual(expect.stringMatching(/^\d+$/));
      expect(['Cédula de ciudadanía', 'Tarjeta de identidad']).toContain(tipo);
    }
    expect(lookupCalls(dataProvider)).toEqual(['sedes', 'tiposDocumento']);
    // Two columns read sedes, every row shows them: still one hook on each list, above the rows.
    expect(lookupObservers(queryClient)).toEqual({ sedes: 1, tiposDocumento: 1 });
  });

  it('shows the declared headers and plain cells: a url as a link, a Ver link per row to the detail route', async () => {
    const dataProvider = memoryDataProvider({ records: records(ROWS), lookups: { sedes: SEDES, tiposDocumento: TIPOS } });
    renderResource({ resource, path: '/matriculas', dataProvider, codes: CODES });
    const rows = await bodyRows();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '', 'Nombre', 'Sede', 'Sede del examen', 'Tipo de documento', 'Jornada', 'Activo', 'Inicio', 'Sala virtual', 'Acción',
    ]);
    const url = within(rows[0]).getByRole('link', { name: 'https://aula.example/sala-1' });
    expect(url).toHaveAttribute('href', 'https://aula.example/sala-1');
    expect(url).toHaveAttribute('target', '_blank');
    expect(within(table).getAllByRole('link', { name: 'Ver' })).toHaveLength(ROWS);
    expect(within(rows[41]).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/matricula/detalle/42');
    // Plain text in the cells: no wrapper element around a value.
    expect(within(rows[0]).getAllByRole('cell')[1].children).toHaveLength(0);
  });

  it('a click on Ver opens the detail page inside the app', async () => {
    const dataProvider = memoryDataProvider({ records: records(ROWS), lookups: { sedes: SEDES, tiposDocumento: TIPOS } });
    const view = renderResource({ resource, path: '/matriculas', dataProvider, codes: CODES });
    const rows = await bodyRows();
    await userEvent.click(within(rows[6]).getByRole('link', { name: 'Ver' }));
    await waitFor(() => expect(view.pathname()).toBe('/matricula/detalle/7'));
    expect(await screen.findByText('Persona 007')).toBeInTheDocument();
  });

  it('asks for the lookups along with the records, not once the rows are drawn', async () => {
    const dataProvider = memoryDataProvider({ records: records(ROWS), lookups: { sedes: SEDES, tiposDocumento: TIPOS } });
    const list = deferred<void>();
    const getList = dataProvider.getList.getMockImplementation();
    dataProvider.getList.mockImplementation(async (...args) => {
      await list.promise;
      return getList!(...args);
    });
    renderResource({ resource, path: '/matriculas', dataProvider, codes: CODES });
    await waitFor(() => expect(lookupCalls(dataProvider)).toEqual(['sedes', 'tiposDocumento']));
    list.resolve();
    const rows = await bodyRows();
    expect(within(rows[2]).getAllByRole('cell')[2]).toHaveTextContent('Sede Centro');
    expect(dataProvider.lookup).toHaveBeenCalledTimes(2);
  });

  it('shows ids until a list arrives, then its names, still with one call', async () => {
    const dataProvider = memoryDataProvider({ records: records(ROWS), lookups: { tiposDocumento: TIPOS } });
    const sedes = deferred<LookupOption[]>();
    const lookup = dataProvider.lookup.getMockImplementation();
    dataProvider.lookup.mockImplementation((name: string) => (name === 'sedes' ? sedes.promise : lookup!(name)));
    renderResource({ resource, path: '/matriculas', dataProvider, codes: CODES });
    const rows = await bodyRows();
    expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent(/^1$/);
    sedes.resolve(SEDES);
    await waitFor(() => expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('Sede Norte'));
    expect(within(rows[ROWS - 1]).getAllByRole('cell')[3]).toHaveTextContent('Sede Norte');
    expect(lookupCalls(dataProvider)).toEqual(['sedes', 'tiposDocumento']);
  });

  it('another page reuses the loaded lists', async () => {
    const dataProvider = memoryDataProvider({ records: records(ROWS * 2), lookups: { sedes: SEDES, tiposDocumento: TIPOS } });
    renderResource({ resource, path: '/matriculas', dataProvider, codes: CODES });
    const [first] = await bodyRows();
    await waitFor(() => expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('Sede Norte'));
    await userEvent.click(screen.getByRole('button', { name: /página 2/i }));
    const row = (await screen.findByText(`Persona ${ROWS + 1}`)).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getAllByRole('cell')[2]).toHaveTextContent('Sede Norte');
    expect(lookupCalls(dataProvider)).toEqual(['sedes', 'tiposDocumento']);
  });
});
