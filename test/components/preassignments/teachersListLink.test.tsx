// The teachers list's toolbar: 'Preasignaciones' links to #/preasignaciones, only with 98BEF7FF.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import docentesResource from '../../../resources/docentes';
import { P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { TEACHERS } from './harness';

const provider = () => {
  const dataProvider = memoryDataProvider();
  dataProvider.read.mockImplementation(async (path: string) => (path === 'docente/resumen' ? TEACHERS : {}));
  return dataProvider;
};

describe('the teachers list’s Preasignaciones link', () => {
  it('leads to #/preasignaciones with 98BEF7FF', async () => {
    renderResource({ resource: docentesResource, path: '/docentes', dataProvider: provider() });
    const link = await screen.findByRole('link', { name: 'Preasignaciones' });
    expect(link).toHaveAttribute('href', '/preasignaciones');
    // First in the toolbar, before Nuevo and Masivo.
    await screen.findByRole('link', { name: 'Masivo' });
    const toolbar = link.closest<HTMLElement>('.MuiToolbar-root')!;
    expect(within(toolbar).getAllByRole('link').map((l) => l.textContent)).toEqual(['Preasignaciones', 'Nuevo', 'Masivo']);
  });

  it('is not shown without it', async () => {
    renderResource({ resource: docentesResource, path: '/docentes', dataProvider: provider(), codes: [P.docentes.list, P.docentes.create] });
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Preasignaciones' })).toBeNull();
  });
});
