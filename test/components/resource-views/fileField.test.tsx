// A 'file' field in the generated views: the input refuses what the server would (Spanish messages,
// nothing sent), shows the current file with 'Quitar'; the detail shows name and size, 'Ver' opens
// the fetched PDF in a dialog (its object URL revoked on close), or 'No tiene un archivo cargado'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const actas = defineResource({
  name: 'actas',
  prefix: 'acta',
  label: { one: 'Acta', many: 'Actas' },
  table: 'actas',
  representation: '{titulo}',
  messages: { created: 'Acta creada', updated: 'Acta actualizada' },
  permissions: { list: 'A1', show: 'A2', create: 'A3', edit: 'A4' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true },
    { source: 'contrato', type: 'file', label: 'Contrato', file: { accept: 'pdf', maxBytes: 1024 } },
  ],
  list: { columns: ['titulo', 'contrato'], perPage: 5, perPageOptions: [5], sort: { field: 'titulo', order: 'ASC' } },
});
const CODES = ['A1', 'A2', 'A3', 'A4'];
const resource = buildResource(actas);
const STORED = { id: 9, titulo: 'Acta de grado', contrato: { id: 41, nombre: 'grado.pdf', tamano: 2048 } };
const file = (name: string, content: string) => new File([content], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'text/plain' });
// The input's accept attribute filters the picker; a drop is not filtered: the validator answers.
const user = () => userEvent.setup({ applyAccept: false });

function provider(records: Record<string, unknown>[] = []) {
  return { ...memoryDataProvider({ records: records as { id: number }[] }), fetchFile: vi.fn(async () => new Blob(['%PDF-1.4 prueba'])) };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:prueba');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function pick(name: string, content: string) {
  // react-admin's Labeled is no <label>: the input is the drop zone's own.
  const input = (await screen.findByTestId('dropzone')).querySelector('input[type="file"]') as HTMLInputElement;
  await user().upload(input, file(name, content));
}

describe('FileFieldInput', () => {
  it('offers the drop zone in Spanish and refuses a .txt, a fake PDF and a big file without sending', async () => {
    const dataProvider = provider();
    renderResource({ resource, path: '/acta/nuevo', dataProvider, codes: CODES });
    expect(await screen.findByText('Arrastre un PDF aquí o haga clic para elegirlo')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Título/), 'Acta');
    for (const [name, content, message] of [
      ['notas.txt', '%PDF-1.4', 'Solo se permiten archivos PDF'],
      ['falso.pdf', 'no soy un PDF', 'El archivo no es un PDF válido'],
      ['grande.pdf', `%PDF-1.4${'x'.repeat(1100)}`, 'El archivo supera el tamaño máximo de 1 KB'],
    ]) {
      await pick(name, content);
      await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends a good PDF as the picked file', async () => {
    const dataProvider = provider();
    renderResource({ resource, path: '/acta/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Título/), 'Acta');
    await pick('acta.pdf', '%PDF-1.4 contenido');
    expect(screen.getByTestId('archivo-actual-contrato')).toHaveTextContent('Nuevo archivo: acta.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const sent = dataProvider.create.mock.calls[0][1].data.contrato as { rawFile: File };
    expect(sent.rawFile).toBeInstanceOf(File);
    expect(sent.rawFile.name).toBe('acta.pdf');
  });

  it('shows the stored file on edit; Quitar empties the field and saving sends null', async () => {
    const dataProvider = provider([STORED]);
    renderResource({ resource, path: '/acta/editar/9', dataProvider, codes: CODES });
    const current = await screen.findByTestId('archivo-actual-contrato');
    expect(current).toHaveTextContent('grado.pdf (2 KB)');
    await userEvent.click(within(current).getByRole('button', { name: 'Quitar' }));
    expect(screen.queryByTestId('archivo-actual-contrato')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ contrato: null });
  });
});

describe('FileFieldValue', () => {
  it('shows name and size; Ver fetches the file into a dialog and its URL is revoked on close', async () => {
    const dataProvider = provider([STORED]);
    renderResource({ resource, path: '/acta/detalle/9', dataProvider, codes: CODES });
    expect(await screen.findByText('grado.pdf (2 KB)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver' }));
    const dialog = await screen.findByRole('dialog');
    expect(dataProvider.fetchFile).toHaveBeenCalledWith('actas', 9, 'contrato');
    expect(within(dialog).getByTitle('grado.pdf')).toHaveAttribute('src', 'blob:prueba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:prueba');
  });

  it('says so when the record has no file, and the list cell shows the file name', async () => {
    renderResource({ resource, path: '/acta/detalle/9', dataProvider: provider([{ ...STORED, contrato: null }]), codes: CODES });
    expect(await screen.findByText('No tiene un archivo cargado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver' })).not.toBeInTheDocument();
  });

  it('lists the file by its name', async () => {
    renderResource({ resource, path: '/actas', dataProvider: provider([STORED]), codes: CODES });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('grado.pdf')).toBeInTheDocument();
  });
});
