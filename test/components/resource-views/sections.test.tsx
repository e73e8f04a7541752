// buildResource's `sections`: blocks added to the generated detail, edit and create views (and to
// their dialogs) right after a field or at the end, inside the form, hidden without their code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import type { ViewSection } from '../../../src/resource-views/types';
import { memoryDataProvider, renderResource } from './harness';

const discos = defineResource({
  name: 'discos',
  prefix: 'disco',
  label: { one: 'Disco', many: 'Discos' },
  table: 'discos',
  representation: '{titulo}',
  messages: { created: 'Disco Creado', updated: 'Disco Actualizado' },
  permissions: { list: 'D1', show: 'D2', create: 'D3', edit: 'D4' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true },
    { source: 'artista', type: 'text', label: 'Artista' },
    { source: 'pistas', type: 'integer', label: 'Pistas' },
    { source: 'codigo', type: 'text', label: 'Código', readOnly: true },
  ],
  list: { columns: ['titulo', 'artista'], perPage: 10, perPageOptions: [10], sort: { field: 'titulo', order: 'ASC' } },
});

const CODES = ['D1', 'D2', 'D3', 'D4', 'EXTRA'];
const ABBEY = { id: 9, titulo: 'Abbey Road', artista: 'The Beatles', pistas: 17, codigo: 'AR-69' };

/** Reads the form it sits in: a section of a form is inside it. */
function TitleEcho() {
  const titulo: unknown = useWatch({ name: 'titulo' });
  return <p>Eco: {String(titulo ?? '')}</p>;
}

const after = (key: string, source: string | undefined, text: string, extra: Partial<ViewSection> = {}): ViewSection => ({
  key, after: source, element: <p>{text}</p>, ...extra,
});

const resource = buildResource({ ...discos, views: { modal: true } }, {
  sections: {
    show: [
      after('ventas', 'artista', 'Sección ventas', { title: 'Ventas' }),
      after('notas', undefined, 'Sección notas'),
      after('secreto', 'artista', 'Sección secreta', { permission: 'NADIE' }),
      after('extra', 'pistas', 'Sección con código', { permission: 'EXTRA' }),
    ],
    edit: [
      { key: 'eco', after: 'titulo', element: <TitleEcho /> },
      after('secreto', 'titulo', 'Sección secreta', { permission: 'NADIE' }),
      after('extra', 'artista', 'Edición con código', { permission: 'EXTRA' }),
    ],
    // 'codigo' is not an input on create: the section goes at the end.
    create: [after('ayuda', 'codigo', 'Sección ayuda')],
  },
});

const render = (path: string) => renderResource({ resource, path, dataProvider: memoryDataProvider({ records: [ABBEY] }), codes: CODES });

/** The row (show) or input (form) a section follows: its wrapper's previous sibling. */
const previousRow = (text: string, wrapper: string) => screen.getByText(text).closest(wrapper)?.previousElementSibling as HTMLElement;

describe('sections added to the generated views', () => {
  it('detail: after its field, titled; without after at the end; hidden without its code', async () => {
    render('/disco/detalle/9');
    expect(await screen.findByText('Sección ventas')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ventas' })).toBeInTheDocument();
    expect(within(previousRow('Sección ventas', '.RaSimpleShowLayout-row')).getByText('The Beatles')).toBeInTheDocument();
    expect(await screen.findByText('Sección con código')).toBeInTheDocument();
    expect(within(previousRow('Sección con código', '.RaSimpleShowLayout-row')).getByText('17')).toBeInTheDocument();
    expect(within(previousRow('Sección notas', '.RaSimpleShowLayout-row')).getByText('AR-69')).toBeInTheDocument();
    expect(screen.queryByText('Sección secreta')).not.toBeInTheDocument();
  });

  it("edit: inside the form right after its field's input, reading the form", async () => {
    render('/disco/editar/9');
    expect(await screen.findByText('Eco: Abbey Road')).toBeInTheDocument();
    expect(within(previousRow('Eco: Abbey Road', 'section')).getByLabelText(/^Título/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Título/), '!');
    expect(await screen.findByText('Eco: Abbey Road!')).toBeInTheDocument();
    expect(screen.getByText('Eco: Abbey Road!').closest('form')).not.toBeNull();
    expect(await screen.findByText('Edición con código')).toBeInTheDocument();
    expect(within(previousRow('Edición con código', 'section')).getByLabelText(/^Artista/)).toBeInTheDocument();
    expect(screen.queryByText('Sección secreta')).not.toBeInTheDocument();
  });

  it('create: a section after a field the form lacks goes at the end', async () => {
    render('/disco/nuevo');
    expect(await screen.findByText('Sección ayuda')).toBeInTheDocument();
    expect(within(previousRow('Sección ayuda', 'section')).getByLabelText(/^Pistas/)).toBeInTheDocument();
  });

  it('the dialogs of views.modal carry the same sections', async () => {
    render('/discos');
    await userEvent.click(await screen.findByRole('link', { name: 'Ver' }));
    const show = await screen.findByRole('dialog', { name: 'Disco «Abbey Road»' });
    expect(await within(show).findByText('Sección ventas')).toBeInTheDocument();
    await userEvent.click(await within(show).findByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar Abbey Road' });
    await waitFor(() => expect(within(edit).getByText('Eco: Abbey Road')).toBeInTheDocument());
  });
});
