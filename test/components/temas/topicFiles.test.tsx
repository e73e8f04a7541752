// A topic's files on its detail (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): the preparation
// PDF — none, added, shown inline at 500×375, replaced, deleted — and the feedback items by grade
// band, added and edited in a dialog checked as the server checks. Changing any of them needs
// BAB1EE7F; a picked file must be a real PDF before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Identifier } from 'react-admin';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import adicionales from '../../../resources/adicionales/schema';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import temasResource from '../../../resources/temas';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const LOOKUPS = { cursos: [{ id: 3, name: 'Foundations' }], tiposClase: [], examenes: [] };
const TEMA = { id: 11, version: 1, curso_id: 3, nombre: 'Saludos', orden: 1, tipo: 'clase', activo: true, requiere_sede_original: 0, rango_nota: 5, peso_nota: 2 };

type Adicional = { id: number; tema_id: number; tipo: string } & Record<string, unknown>;
const PREPARACION: Adicional = { id: 5, tema_id: 11, tipo: 'preparacion', rango_inicial: null, rango_final: null, archivo: { id: 9, nombre: 'guia.pdf', tamano: 1000 } };
const FEEDBACK: Adicional[] = [
  { id: 6, tema_id: 11, tipo: 'feedback', rango_inicial: 0, rango_final: 2.99, archivo: { id: 10, nombre: 'refuerzo.pdf', tamano: 2048 } },
  { id: 7, tema_id: 11, tipo: 'feedback', rango_inicial: 2.99, rango_final: 5, archivo: { id: 11, nombre: 'avanzado.pdf', tamano: 4096 } },
];
// Another topic's preparation: the detail asks for topic 11's files only.
const OTRO_TEMA: Adicional = { id: 8, tema_id: 12, tipo: 'preparacion', archivo: { id: 12, nombre: 'otro-tema.pdf', tamano: 10 } };

const FEEDBACK_CODE = P.cursos.feedback;
const WITHOUT_FEEDBACK_CODE = ALL_PERMISSION_CODES.filter((code) => code !== FEEDBACK_CODE);

const pdf = (name: string) => new File(['%PDF-1.4 contenido'], name, { type: 'application/pdf' });
// The inputs accept PDFs only; a file of another kind still reaches the check (a drop, a renamed file).
const user = () => userEvent.setup({ applyAccept: false });

/**
 * The topic in memory, and its files as the server keeps them: getList('adicionales') answers the
 * filter's topic only; a write stores a picked file as {id, nombre, tamano}, so a refresh shows it.
 */
function provider(files: Adicional[]) {
  const base = memoryDataProvider({ records: [TEMA], lookups: LOOKUPS });
  const stored = files.map((file) => ({ ...file }));
  let nextId = 50;
  let nextFileId = 90;
  const asStored = (data: Record<string, unknown>) => {
    const rawFile = (data.archivo as { rawFile?: File } | null)?.rawFile;
    return rawFile ? { ...data, archivo: { id: nextFileId++, nombre: rawFile.name, tamano: rawFile.size } } : data;
  };
  const find = (id: Identifier) => stored.findIndex((file) => String(file.id) === String(id));
  return {
    ...base,
    getList: vi.fn(async (resource: string, params: { filter?: { tema_id?: unknown }; pagination?: { page: number; perPage: number }; sort?: { field: string; order: string } }) => {
      if (resource !== adicionales.name) return base.getList(resource, params);
      const mine = stored.filter((file) => file.tema_id === params.filter?.tema_id);
      return { data: mine, total: mine.length };
    }),
    create: vi.fn(async (resource: string, params: { data: Record<string, unknown> }) => {
      if (resource !== adicionales.name) return base.create(resource, params);
      const record = { ...asStored(params.data), id: nextId++ } as Adicional;
      stored.push(record);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, params: { id: Identifier; data: Record<string, unknown>; previousData?: unknown }) => {
      if (resource !== adicionales.name) return base.update(resource, params);
      const index = find(params.id);
      stored[index] = { ...stored[index], ...asStored(params.data) };
      return { data: stored[index] };
    }),
    delete: vi.fn(async (_resource: string, params: { id: Identifier; previousData?: unknown }) => {
      stored.splice(find(params.id), 1);
      return { data: { id: params.id } };
    }),
    fetchFile: vi.fn(async (_resource: string, _id: Identifier, _source: string) => new Blob(['%PDF-1.4 guía'])),
  };
}

function open(files: Adicional[], codes = ALL_PERMISSION_CODES) {
  const dataProvider = provider([...files, OTRO_TEMA]);
  renderResource({ resource: temasResource, path: '/tema/detalle/11', dataProvider, codes, related: [adicionales] });
  return dataProvider;
}

const preparationSection = () => screen.findByRole('region', { name: 'Archivo de preparación' });
const feedbackSection = () => screen.findByRole('region', { name: 'Feedback' });

/** The single argument's `archivo.rawFile` of a write, checked to be the picked file. */
const sentFile = (data: Record<string, unknown>) => (data.archivo as { rawFile: File }).rawFile;

// jsdom has no object URLs: the previews get a fixed one (put back after this file: workers share jsdom).
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:prueba');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('preparation file', () => {
  it('without one says so; Agregar archivo sends a picked PDF and shows it', async () => {
    const dataProvider = open([]);
    const section = await preparationSection();
    expect(await within(section).findByText('No se ha agregado un archivo de preparación')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('adicionales', expect.objectContaining({ filter: { tema_id: 11 } }));
    expect(within(section).queryByText('otro-tema.pdf')).toBeNull();

    await user().upload(await within(section).findByLabelText('Agregar archivo'), pdf('nueva.pdf'));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const [resource, { data }] = dataProvider.create.mock.calls[0];
    expect(resource).toBe('adicionales');
    expect(data).toMatchObject({ tipo: 'preparacion', tema_id: 11 });
    expect(sentFile(data)).toBeInstanceOf(File);
    expect(sentFile(data).name).toBe('nueva.pdf');
    expect(await screen.findByText('Preparación creada')).toBeInTheDocument();
    // Refreshed: the new file is shown in place of the notice, with its preview.
    expect(await within(section).findByText('nueva.pdf')).toBeInTheDocument();
    expect(within(section).queryByText('No se ha agregado un archivo de preparación')).toBeNull();
    expect(await within(section).findByTitle('nueva.pdf')).toHaveAttribute('src', 'blob:prueba');
  });

  it('refuses a file that is not a PDF and sends nothing', async () => {
    const dataProvider = open([]);
    const section = await preparationSection();
    const input = await within(section).findByLabelText('Agregar archivo');
    await user().upload(input, new File(['%PDF-1.4'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Solo se permiten archivos PDF')).toBeInTheDocument();
    // Named .pdf but not one: its first bytes give it away.
    await user().upload(input, new File(['hola'], 'falso.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('El archivo no es un PDF válido')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(within(section).getByText('No se ha agregado un archivo de preparación')).toBeInTheDocument();
  });

  it('shows the stored PDF inline at 500×375', async () => {
    const dataProvider = open([PREPARACION]);
    const section = await preparationSection();
    expect(await within(section).findByText('guia.pdf')).toBeInTheDocument();
    const frame = await within(section).findByTitle('guia.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('width', '500');
    expect(frame).toHaveAttribute('height', '375');
    expect(frame).toHaveAttribute('src', 'blob:prueba');
    expect(dataProvider.fetchFile).toHaveBeenCalledWith('adicionales', 5, 'archivo');
    expect(within(section).queryByText('No se ha agregado un archivo de preparación')).toBeNull();
    expect(within(section).queryByLabelText('Agregar archivo')).toBeNull();
  });

  it('Descargar saves the fetched bytes under the file’s name (the server answers files only as downloads)', async () => {
    const dataProvider = open([PREPARACION], WITHOUT_FEEDBACK_CODE);
    const section = await preparationSection();
    await within(section).findByTitle('guia.pdf');
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    try {
      await userEvent.click(within(section).getByRole('button', { name: 'Descargar' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:prueba', download: 'guia.pdf' }]));
    } finally {
      click.mockRestore();
    }
    expect(dataProvider.fetchFile).toHaveBeenLastCalledWith('adicionales', 5, 'archivo');
    // The bytes are typed by the app, whatever the answer said: a PDF, for the browser's PDF viewer.
    const blobs = vi.mocked(URL.createObjectURL).mock.calls.map(([blob]) => (blob as Blob).type);
    expect(blobs).toEqual(['application/pdf', 'application/pdf']);
  });

  it('Reemplazar archivo updates it with the picked PDF; the new one is fetched and shown', async () => {
    const dataProvider = open([PREPARACION]);
    const section = await preparationSection();
    await within(section).findByTitle('guia.pdf');
    await user().upload(within(section).getByLabelText('Reemplazar archivo'), pdf('guia-2.pdf'));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const [resource, params] = dataProvider.update.mock.calls[0];
    expect(resource).toBe('adicionales');
    expect(params).toMatchObject({ id: 5, data: { tipo: 'preparacion', tema_id: 11 }, previousData: { id: 5 } });
    expect(sentFile(params.data).name).toBe('guia-2.pdf');
    expect(await screen.findByText('Preparación modificada')).toBeInTheDocument();
    expect(await within(section).findByTitle('guia-2.pdf')).toBeInTheDocument();
    expect(dataProvider.fetchFile).toHaveBeenCalledTimes(2);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('Eliminar asks first, then deletes it', async () => {
    const dataProvider = open([PREPARACION]);
    const section = await preparationSection();
    await within(section).findByText('guia.pdf');
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Eliminar el archivo de preparación?')).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('adicionales', expect.objectContaining({ id: 5 })));
    expect(await screen.findByText('Eliminado correctamente')).toBeInTheDocument();
    expect(await within(section).findByText('No se ha agregado un archivo de preparación')).toBeInTheDocument();
  });

  it('Cancelar in the confirm deletes nothing', async () => {
    const dataProvider = open([PREPARACION]);
    const section = await preparationSection();
    await within(section).findByText('guia.pdf');
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.delete).not.toHaveBeenCalled();
    expect(within(section).getByText('guia.pdf')).toBeInTheDocument();
  });
});

describe('feedback items', () => {
  it('lists each band (start exclusive, end inclusive) with its file', async () => {
    open([PREPARACION, ...FEEDBACK]);
    const section = await feedbackSection();
    const first = (await within(section).findByText('Más de 0,00 hasta 2,99')).closest('tr')!;
    expect(within(first).getByText(/refuerzo\.pdf/)).toBeInTheDocument();
    const second = within(section).getByText('Más de 2,99 hasta 5,00').closest('tr')!;
    expect(within(second).getByText(/avanzado\.pdf/)).toBeInTheDocument();
    // The preparation is not a feedback item.
    expect(within(section).queryByText(/guia\.pdf/)).toBeNull();
  });

  it('with none says so', async () => {
    open([PREPARACION]);
    expect(await within(await feedbackSection()).findByText('No hay información')).toBeInTheDocument();
  });

  it('Guardar with empty values marks both ranges required and sends nothing', async () => {
    const dataProvider = open(FEEDBACK);
    const section = await feedbackSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Agregar feedback' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo feedback' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText('Rango inicial')).toHaveAccessibleDescription('Este campo es requerido'));
    expect(screen.getByLabelText('Rango final')).toHaveAccessibleDescription('Este campo es requerido');
    expect(screen.getByLabelText('Rango inicial')).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it("refuses an end above the topic's grade and an end not after the start", async () => {
    const dataProvider = open(FEEDBACK);
    await userEvent.click(await within(await feedbackSection()).findByRole('button', { name: 'Agregar feedback' }));
    const inicial = await screen.findByLabelText('Rango inicial');
    const final = screen.getByLabelText('Rango final');
    // The topic's grade goes up to 5.
    await userEvent.type(inicial, '0');
    await userEvent.type(final, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(final).toHaveAccessibleDescription('El rango no puede superar la nota máxima del tema'));

    await userEvent.clear(inicial);
    await userEvent.type(inicial, '3');
    await userEvent.clear(final);
    await userEvent.type(final, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(final).toHaveAccessibleDescription('Rango final debe ser posterior a Rango inicial'));
    expect(inicial).toHaveAccessibleDescription('Entre 0 y 5');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('a new item needs a PDF; with one it is created and listed', async () => {
    const dataProvider = open(FEEDBACK);
    const section = await feedbackSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Agregar feedback' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Rango inicial'), '1.5');
    await userEvent.type(within(dialog).getByLabelText('Rango final'), '4.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user().upload(within(dialog).getByLabelText('Elegir PDF'), pdf('medio.pdf'));
    expect(await within(dialog).findByText('medio.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const [resource, { data }] = dataProvider.create.mock.calls[0];
    expect(resource).toBe('adicionales');
    expect(data).toMatchObject({ tipo: 'feedback', rango_inicial: 1.5, rango_final: 4.25, tema_id: 11 });
    expect(sentFile(data).name).toBe('medio.pdf');
    expect(await screen.findByText('Feedback creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('Más de 1,50 hasta 4,25')).toBeInTheDocument();
  });

  it('the dialog refuses a picked file that is not a PDF', async () => {
    const dataProvider = open(FEEDBACK);
    await userEvent.click(await within(await feedbackSection()).findByRole('button', { name: 'Agregar feedback' }));
    const dialog = await screen.findByRole('dialog');
    await user().upload(within(dialog).getByLabelText('Elegir PDF'), new File(['x'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Solo se permiten archivos PDF')).toBeInTheDocument();
    expect(within(dialog).queryByText('notas.txt')).toBeNull();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('Editar opens the item prefilled and saves it with its stored file', async () => {
    const dataProvider = open(FEEDBACK);
    const section = await feedbackSection();
    const row = (await within(section).findByText('Más de 0,00 hasta 2,99')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { name: 'Editar feedback' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Rango inicial')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Rango final')).toHaveValue('2,99');
    expect(within(dialog).getByText('refuerzo.pdf')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Rango final'));
    await userEvent.type(within(dialog).getByLabelText('Rango final'), '2.5');
    // No new file: an edit keeps the stored one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const [resource, params] = dataProvider.update.mock.calls[0];
    expect(resource).toBe('adicionales');
    expect(params).toMatchObject({ id: 6, data: { tipo: 'feedback', tema_id: 11, rango_inicial: 0, rango_final: 2.5, archivo: FEEDBACK[0].archivo } });
    expect(await screen.findByText('Feedback actualizado')).toBeInTheDocument();
    expect(await within(section).findByText('Más de 0,00 hasta 2,50')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('Editar with a new PDF sends it', async () => {
    const dataProvider = open(FEEDBACK);
    const row = (await within(await feedbackSection()).findByText('Más de 2,99 hasta 5,00')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    await user().upload(within(dialog).getByLabelText('Cambiar PDF'), pdf('avanzado-2.pdf'));
    await within(dialog).findByText('avanzado-2.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const { id, data } = dataProvider.update.mock.calls[0][1];
    expect(id).toBe(7);
    expect(data).toMatchObject({ rango_inicial: 2.99, rango_final: 5 });
    expect(sentFile(data).name).toBe('avanzado-2.pdf');
    expect(await screen.findByText('Feedback actualizado')).toBeInTheDocument();
  });

  it('Eliminar on a row asks first, then deletes that item', async () => {
    const dataProvider = open(FEEDBACK);
    const section = await feedbackSection();
    const row = (await within(section).findByText('Más de 2,99 hasta 5,00')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Eliminar el feedback de 2,99 a 5,00?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('adicionales', expect.objectContaining({ id: 7 })));
    expect(await screen.findByText('Eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Más de 2,99 hasta 5,00')).toBeNull());
    expect(within(section).getByText('Más de 0,00 hasta 2,99')).toBeInTheDocument();
  });
});

describe('without BAB1EE7F', () => {
  it('shows the files but offers no change', async () => {
    const dataProvider = open([PREPARACION, ...FEEDBACK], WITHOUT_FEEDBACK_CODE);
    const preparation = await preparationSection();
    expect(await within(preparation).findByTitle('guia.pdf')).toBeInTheDocument();
    const feedback = await feedbackSection();
    expect(await within(feedback).findByText('Más de 0,00 hasta 2,99')).toBeInTheDocument();
    expect(within(preparation).queryByLabelText('Reemplazar archivo')).toBeNull();
    expect(within(preparation).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(within(feedback).queryByRole('button', { name: 'Agregar feedback' })).toBeNull();
    expect(within(feedback).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(feedback).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith('adicionales', expect.anything());
  });

  it('offers no picker when there is no preparation', async () => {
    open([], WITHOUT_FEEDBACK_CODE);
    const section = await preparationSection();
    expect(await within(section).findByText('No se ha agregado un archivo de preparación')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Agregar archivo')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Agregar archivo' })).toBeNull();
  });
});
