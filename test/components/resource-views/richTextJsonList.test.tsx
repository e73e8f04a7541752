// The generated views of a declaration with a 'richText' and a 'jsonList' field: the rich text is
// shown formatted and without anything that runs, the JSON list as a table and edited row by row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { LINK_PROMPT } from '../../../src/resource-views/RichTextInput';
import { memoryDataProvider, renderResource } from './harness';

const planes = defineResource({
  name: 'planes',
  prefix: 'plan',
  label: { one: 'Plan', many: 'Planes' },
  table: 'planes',
  representation: '{titulo}',
  messages: { created: 'Plan creado', updated: 'Plan actualizado' },
  permissions: { list: 'P1', show: 'P2', create: 'P3', edit: 'P4' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true },
    { source: 'descripcion', type: 'richText', label: 'Descripción' },
    {
      source: 'sesiones',
      type: 'jsonList',
      label: 'Sesiones',
      jsonList: {
        maxItems: 2,
        item: [
          { source: 'tema', type: 'text', label: 'Tema', required: true },
          // A label other than its source's: the item inputs take it from the declaration, not from 'horas'.
          { source: 'horas', type: 'integer', label: 'Duración', min: 1, max: 10 },
        ],
      },
    },
  ],
  list: { columns: ['titulo', 'descripcion', 'sesiones'], perPage: 5, perPageOptions: [5], sort: { field: 'titulo', order: 'ASC' } },
});

const CODES = ['P1', 'P2', 'P3', 'P4'];
const resource = buildResource(planes);
const HOSTILE =
  '<p onclick="alert(1)">Plan <strong>intensivo</strong> <em>de verano</em><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">malo</a> <a href="https://ejemplo.com">bueno</a></p><img src=x onerror="alert(4)">';
const PLAN = { id: 1, titulo: 'Verano', descripcion: HOSTILE, sesiones: [{ tema: 'Saludos', horas: 2 }, { tema: 'Números', horas: null }] };

let execCommand: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom has no editing commands: the editor's calls are recorded instead.
  execCommand = vi.fn(() => true);
  document.execCommand = execCommand as unknown as typeof document.execCommand;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('rich text and JSON list values', () => {
  it('detail: the rich text keeps its formatting and loses what runs; the list is a table', async () => {
    const view = renderResource({ resource, path: '/plan/detalle/1', dataProvider: memoryDataProvider({ records: [PLAN] }), codes: CODES });
    const strong = await screen.findByText('intensivo');
    expect(strong.tagName).toBe('STRONG');
    expect(screen.getByText('de verano').tagName).toBe('EM');
    const good = screen.getByText('bueno');
    expect(good).toHaveAttribute('href', 'https://ejemplo.com');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('malo')).not.toHaveAttribute('href');
    const html = view.container.innerHTML;
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<img/);

    const table = screen.getByRole('table', { name: 'Sesiones' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tema', 'Duración']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Saludos2', 'Números']);
  });

  it('detail: empty values read as No hay información', async () => {
    const record = { id: 1, titulo: 'Vacío', descripcion: '<p>&nbsp;</p>', sesiones: [] };
    renderResource({ resource, path: '/plan/detalle/1', dataProvider: memoryDataProvider({ records: [record] }), codes: CODES });
    expect(await screen.findByText('Vacío')).toBeInTheDocument();
    expect(screen.getAllByText('No hay información')).toHaveLength(2);
  });

  it('list: the rich text as plain words (shortened), the JSON list as its count', async () => {
    const long = { ...PLAN, id: 2, titulo: 'Largo', descripcion: `<p>${'palabra '.repeat(20)}&amp; fin</p>`, sesiones: [{ tema: 'A', horas: 1 }] };
    renderResource({ resource, path: '/planes', dataProvider: memoryDataProvider({ records: [PLAN, long] }), codes: CODES });
    const table = await screen.findByRole('table');
    const rowOf = (titulo: string) => within(table).getByText(titulo).closest('tr') as HTMLElement;
    const [first, second] = [rowOf('Verano'), rowOf('Largo')];
    expect(within(first).getByText('Plan intensivo de verano malo bueno')).toBeInTheDocument();
    expect(within(first).getByText('2 elementos')).toBeInTheDocument();
    expect(within(second).getByText('1 elemento')).toBeInTheDocument();
    const cell = within(second).getByText(/^palabra/);
    expect(cell.textContent).toHaveLength(80);
    expect(cell.textContent?.endsWith('…')).toBe(true);
  });
});

describe('the JSON list editor', () => {
  it('adds and removes rows (no more than maxItems) and submits the list', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource, path: '/plan/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Título/), 'Invierno');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getAllByLabelText(/^Tema/)).toHaveLength(2);
    // maxItems 2: the add button is gone.
    expect(screen.queryByRole('button', { name: 'Agregar' })).not.toBeInTheDocument();

    const [firstTema, secondTema] = screen.getAllByLabelText(/^Tema/);
    await userEvent.type(firstTema, 'Borrar');
    await userEvent.type(secondTema, 'Colores');
    await userEvent.type(screen.getAllByLabelText(/^Duración/)[1], '3');
    await userEvent.click(screen.getAllByRole('button', { name: 'Quitar' })[0]);
    await waitFor(() => expect(screen.getAllByLabelText(/^Tema/)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ titulo: 'Invierno', sesiones: [{ tema: 'Colores', horas: 3 }] });
  });

  it('refuses an item that breaks its field rules, with the shared messages', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource, path: '/plan/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Título/), 'Otoño');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await userEvent.type(screen.getByLabelText(/^Duración/), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Debe ser menor o igual a 10')).toBeInTheDocument();
    expect(screen.getByText('Elemento 1, Tema: Este campo es requerido')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

describe('the rich text editor', () => {
  it('has the Spanish toolbar, runs its commands and submits what was written', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource, path: '/plan/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Título/), 'Primavera');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Negrita', 'Cursiva', 'Subrayado', 'Lista', 'Lista numerada', 'Enlace',
    ]);
    const editor = screen.getByRole('textbox', { name: /^Descripción/ });
    editor.innerHTML = '<p>Hola <b>mundo</b></p>';
    fireEvent.input(editor);

    await userEvent.click(within(toolbar).getByRole('button', { name: 'Negrita' }));
    expect(execCommand).toHaveBeenCalledWith('bold');
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce('javascript:alert(1)').mockReturnValueOnce('https://ejemplo.com');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Enlace' }));
    expect(prompt).toHaveBeenCalledWith(LINK_PROMPT);
    expect(execCommand).not.toHaveBeenCalledWith('createLink', false, 'javascript:alert(1)');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Enlace' }));
    expect(execCommand).toHaveBeenCalledWith('createLink', false, 'https://ejemplo.com');

    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ titulo: 'Primavera', descripcion: '<p>Hola <b>mundo</b></p>' });
  });

  it('shows the stored value when editing, cleaned', async () => {
    renderResource({ resource, path: '/plan/editar/1', dataProvider: memoryDataProvider({ records: [PLAN] }), codes: CODES });
    const editor = await screen.findByRole('textbox', { name: /^Descripción/ });
    await waitFor(() => expect(within(editor).getByText('intensivo').tagName).toBe('STRONG'));
    expect(editor.innerHTML).not.toMatch(/<script|onclick|onerror|javascript:/);
  });
});
