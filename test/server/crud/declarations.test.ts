import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import estudiantes from '../../../resources/estudiantes/schema';
import salones from '../../../resources/salones/schema';
import { DECLARATIONS } from '../../../resources/registry';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { checkDeclaration, checkDeclarations } from '../../../server/crud/load';
import { discoverDeclarations, loadResourceDeclarations } from '../../../resources/served';
import { toListQuery } from '../../../server/crud/schemas';
import { assertIdentifier, containsPattern } from '../../../server/db/sql';

describe('loadResourceDeclarations', () => {
  it('serves the registry’s declarations, each accepted by checkDeclaration', async () => {
    expect(await loadResourceDeclarations()).toEqual(DECLARATIONS);
    for (const decl of DECLARATIONS) expect(checkDeclaration(decl)).toBe(decl);
  });

  it('the server (reading resources/) and the app (Vite’s glob) find the same declarations, in one order', async () => {
    const found = await discoverDeclarations();
    expect(found.map((decl) => decl.name)).toEqual(DECLARATIONS.map((decl) => decl.name));
    found.forEach((decl, i) => expect(decl).toBe(DECLARATIONS[i]));
    expect(DECLARATIONS.length).toBeGreaterThanOrEqual(15);
  });

  it('a folder whose declaration carries another name stops the start', async () => {
    const dirs = [await mkdtemp(join(tmpdir(), 'recursos-')), await mkdtemp(join(tmpdir(), 'recursos-'))];
    try {
      const [misnamed, named] = dirs;
      await mkdir(join(misnamed, 'talleres'));
      await writeFile(join(misnamed, 'talleres', 'schema.ts'), "export default { name: 'taller', prefix: 'taller' };\n");
      await expect(discoverDeclarations(pathToFileURL(`${misnamed}/`))).rejects.toThrow('resources/talleres/schema.ts declara el recurso taller: el nombre del recurso es el de su carpeta');
      await mkdir(join(named, 'talleres'));
      await writeFile(join(named, 'talleres', 'schema.ts'), "export default { name: 'talleres', prefix: 'taller' };\n");
      expect((await discoverDeclarations(pathToFileURL(`${named}/`))).map((decl) => decl.name)).toEqual(['talleres']);
    } finally {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses two declarations with one name or one prefix', () => {
    expect(() => checkDeclarations([salones, { ...salones, prefix: 'otro' }])).toThrow('Dos recursos comparten nombre');
    // A declared list filter over an unknown field stops the start-up like any other declaration error.
    expect(() => checkDeclaration({ ...salones, list: { ...salones.list, filters: ['nada'] } })).toThrow('salones: el filtro nada lee un campo desconocido nada');
    expect(() => checkDeclarations([salones, { ...salones, name: 'otros' }])).toThrow('Dos recursos comparten prefijo');
  });
});

describe('checkDeclaration', () => {
  const broken = (patch: Partial<ResourceDeclaration>): ResourceDeclaration => ({ ...salones, ...patch });

  it.each([
    ['a table name that is not an identifier', broken({ table: 'salones; DROP TABLE usuarios' })],
    ['a field source that is not an identifier', broken({ fields: [{ source: 'Nombre"', type: 'text', label: 'X' }] })],
    ['a repeated field', broken({ fields: [salones.fields[0], salones.fields[0]] })],
    ['an unknown list column', broken({ list: { ...salones.list, columns: ['no_existe'] } })],
    ['an unknown lookup', broken({ fields: [{ source: 'x', type: 'select', lookup: 'no_existe', label: 'X' }] })],
    ['a bad prefix', broken({ prefix: '../admin' })],
    ['a one-column unique key (that is the field’s unique)', broken({ db: { uniqueKeys: [['nombre']] } })],
    ['a unique key over an unknown column', broken({ db: { uniqueKeys: [['nombre', 'no_existe']] } })],
    ['a unique key naming a column twice', broken({ db: { uniqueKeys: [['nombre', 'nombre']] } })],
    ['an index over an unknown column', broken({ db: { indexes: [['no_existe']] } })],
    ['an empty index', broken({ db: { indexes: [[]] } })],
    ['a check whose name is not an identifier', broken({ db: { checks: { 'Capacidad"': 'capacidad > 0' } } })],
    ['a check that is more than a condition', broken({ db: { checks: { capacidad: 'true; DROP TABLE usuarios' } } })],
    ['people outside the shared table', { ...estudiantes, db: { sharedTable: false } }],
  ])('refuses %s', (_label, decl) => {
    expect(() => checkDeclaration(decl)).toThrow();
  });

  it('refuses a field carrying another type’s options, a list item’s too, and accepts its own type’s', () => {
    const withField = (field: FieldDeclaration) => broken({ fields: [...salones.fields, field] });
    expect(() => checkDeclaration(withField({ source: 'nota', type: 'select', label: 'Nota', choices: [{ id: 1, name: 'Uno' }], text: { multiline: true } }))).toThrow(
      'Recurso salones: el campo nota (select) lleva opciones de text',
    );
    expect(() => checkDeclaration(withField({ source: 'horas', type: 'text', label: 'Horas', references: { maxItems: 2 } }))).toThrow('el campo horas (text) lleva opciones de references');
    const item: FieldDeclaration = { source: 'tema', type: 'text', label: 'Tema', jsonList: { item: [] } };
    expect(() => checkDeclaration(withField({ source: 'sesiones', type: 'jsonList', label: 'Sesiones', jsonList: { item: [item] } }))).toThrow(
      'el campo tema (text) lleva opciones de jsonList',
    );
    const own = withField({ source: 'nota', type: 'text', label: 'Nota', text: { multiline: true } });
    expect(checkDeclaration(own)).toBe(own);
  });

  it('accepts keys, indexes and checks over its own columns', () => {
    const decl = broken({ db: { uniqueKeys: [['sede_id', 'nombre']], indexes: [['sede_id'], ['nombre', 'numero']], checks: { capacidad: 'capacidad > 0' } } });
    expect(checkDeclaration(decl)).toBe(decl);
  });
});

describe('sql helpers', () => {
  it('only accept plain lower-case identifiers', () => {
    expect(assertIdentifier('curso_actual_id')).toBe('curso_actual_id');
    for (const bad of ['', 'A', '1a', 'a-b', 'a b', 'a"', 'x'.repeat(64)]) expect(() => assertIdentifier(bad)).toThrow();
  });

  it('escape LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('toListQuery', () => {
  it('applies the declaration defaults', () => {
    expect(toListQuery(estudiantes, {})).toEqual({ page: 1, perPage: 10, sort: { field: 'primer_apellido', order: 'ASC' }, ids: undefined, filters: {} });
  });

  it('normalises filter values with the field rules', () => {
    const query = toListQuery(estudiantes, {
      filtros: { sede_id: '3', activo: 'sí', fecha_nacimiento: '05/01/2000', email: ' ANA@X.COM ', curso_actual_id: ['1', 2], tipo_pago: '', ids: ['4', 5] },
    });
    expect(query.filters).toEqual({
      sede_id: 3, activo: true, fecha_nacimiento: '2000-01-05', email: 'ana@x.com', curso_actual_id: [1, 2], tipo_pago: null,
    });
    expect(query.ids).toEqual([4, 5]);
  });
});
