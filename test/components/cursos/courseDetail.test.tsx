// A course's detail (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): its topics (nombre, orden,
// tipo with 'Trabajo Autonomo', exam, SEDE PROPIA / MULTISEDE), the warning when their weights do
// not add up to 100 %, and the links Correos, Logros, Nuevo Tema and Masivo de temas, each by its
// code.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import correos from '../../../resources/correos/schema';
import cursosResource from '../../../resources/cursos';
import logros from '../../../resources/logros/schema';
import temas from '../../../resources/temas/schema';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const CURSO = { id: 3, version: 1, codigo: 'EN-A1-1', nombre: 'Foundations', nivel_id: 1, activo: true };
const TEMAS = [
  { id: 11, curso_id: 3, nombre: 'Saludos', orden: 1, tipo: 'clase', examen_id: null, requiere_sede_original: 0, peso_nota: 40, activo: true },
  { id: 12, curso_id: 3, nombre: 'Diario', orden: 2, tipo: 'autonomo', examen_id: null, requiere_sede_original: 0, peso_nota: 20, activo: true },
  { id: 13, curso_id: 3, nombre: 'Final', orden: 3, tipo: 'examen', examen_id: 5, requiere_sede_original: 1, peso_nota: 30, activo: true },
];

function open(codes: string[] = ALL_PERMISSION_CODES, topics = TEMAS) {
  const dataProvider = memoryDataProvider({ records: [CURSO], lookups: { examenes: [{ id: 5, name: 'Examen escrito A1' }] } });
  const page = { data: topics, total: topics.length };
  dataProvider.getManyReference.mockImplementation(async () => page);
  const courseList = dataProvider.getList.getMockImplementation()!;
  dataProvider.getList.mockImplementation(async (resource, params) => (resource === 'temas' ? page : courseList(resource, params)));
  renderResource({ resource: cursosResource, path: '/curso/detalle/3', dataProvider, codes, related: [correos, logros, temas] });
  return dataProvider;
}

describe('course detail', () => {
  it('lists its topics by order with their type, exam and sede rule', async () => {
    const dataProvider = open();
    const row = (await screen.findByRole('cell', { name: 'Final' })).closest('tr')!;
    expect(within(row).getByText('Examen')).toBeInTheDocument();
    expect(within(row).getByText('Examen escrito A1')).toBeInTheDocument();
    expect(within(row).getByText('SEDE PROPIA')).toBeInTheDocument();
    expect(screen.getByText('Trabajo Autónomo')).toBeInTheDocument();
    expect(screen.getAllByText('MULTISEDE')).toHaveLength(2);
    expect(dataProvider.getManyReference).toHaveBeenCalledWith('temas', expect.objectContaining({ target: 'curso_id', id: 3, pagination: { page: 1, perPage: 50 } }));
  });

  it('warns when the weights do not add up to 100 %', async () => {
    open();
    expect(await screen.findByText('Los pesos de los temas activos suman 90 %: deben sumar 100 %.')).toBeInTheDocument();
  });

  it('does not warn when they do', async () => {
    open(ALL_PERMISSION_CODES, [...TEMAS, { ...TEMAS[0], id: 14, orden: 4, nombre: 'Repaso', peso_nota: 10 }]);
    await screen.findByRole('cell', { name: 'Repaso' });
    expect(screen.queryByText(/deben sumar 100 %/)).toBeNull();
  });

  it('links Correos, Logros and Nuevo Tema, each only with its code', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Correos' })).toHaveAttribute('href', '/curso/3/correos');
    expect(await screen.findByRole('link', { name: 'Logros' })).toHaveAttribute('href', '/curso/3/logros');
    expect(await screen.findByRole('link', { name: 'Nuevo Tema' })).toHaveAttribute('href', '/tema/nuevo/3');
    expect(await screen.findByRole('link', { name: 'Masivo de temas' })).toHaveAttribute('href', '/tema/masivo');
  });

  it('hides the links whose code the user lacks', async () => {
    open([P.cursos.list, P.cursos.show, P.cursos.logros]);
    expect(await screen.findByRole('link', { name: 'Logros' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Correos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nuevo Tema' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Masivo de temas' })).toBeNull();
  });
});
