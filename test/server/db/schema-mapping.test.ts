// Declarations → table specs → drizzle snapshot: types, NOT NULL, defaults, keys, foreign keys,
// table options, shared tables and the conflicts between declarations of one table.
import { describe, expect, it } from 'vitest';
import salones from '../../../resources/salones/schema';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { declarationSpecs, snapshotOf, type TableSpec } from '../../../server/db/schema';

function declaration(patch: Partial<ResourceDeclaration> & { fields: FieldDeclaration[] }): ResourceDeclaration {
  return defineResource({
    name: 'pruebas',
    prefix: 'prueba',
    label: { one: 'Prueba', many: 'Pruebas' },
    table: 'pruebas',
    representation: '{id}',
    messages: { created: 'Creada', updated: 'Actualizada' },
    permissions: { list: 'L', show: 'S' },
    list: { columns: [], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'id', order: 'ASC' } },
    ...patch,
  });
}

const person = (name: string, fields: FieldDeclaration[], scope: Record<string, boolean>) =>
  declaration({ name, prefix: name, table: 'usuarios', person: 'estudiante', scope, fields });

function column(spec: TableSpec, name: string) {
  const found = spec.columns.find((c) => c.name === name);
  if (!found) throw new Error(`sin columna ${name}`);
  return found;
}

describe('one declaration', () => {
  const [spec] = declarationSpecs([
    declaration({
      scope: { ambito: 'pruebas' },
      bulk: { columns: ['texto', 'a_medias'] },
      fields: [
        { source: 'texto', type: 'text', label: 'T', required: true, unique: true },
        { source: 'entero', type: 'integer', label: 'E' },
        { source: 'decimal', type: 'number', label: 'D' },
        { source: 'marca', type: 'boolean', label: 'M', defaultValue: true },
        { source: 'dia', type: 'date', label: 'F' },
        { source: 'lista', type: 'json', label: 'J', lookup: 'tiposClase', readOnly: true },
        { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'S' },
        { source: 'tipo', type: 'select', lookup: 'tiposDocumento', label: 'TD' },
        { source: 'nivel', type: 'select', choices: [{ id: 1, name: 'Uno' }], label: 'N', defaultValue: 1 },
        { source: 'nombre', type: 'select', choices: [{ id: 'a', name: 'A' }], label: 'C', defaultValue: "O'Neil" },
        { source: 'a_medias', type: 'text', label: 'AM', required: 'create' },
        { source: 'sin_masivo', type: 'text', label: 'SM', required: true },
        { source: 'calculado', type: 'integer', label: 'CA', required: true, readOnly: true },
        { source: 'despues', type: 'url', label: 'U', required: true, inCreate: false },
      ],
      db: { uniqueKeys: [['entero', 'dia']], indexes: [['sede_id', 'dia']], checks: { entero: 'entero > 0' } },
    }),
  ]);

  it('gives every table its identity key and version', () => {
    expect(spec.columns.slice(0, 2)).toEqual([
      { name: 'id', type: 'integer', notNull: true, unique: false, identity: true },
      { name: 'version', type: 'integer', notNull: true, default: '1', unique: false },
    ]);
  });

  it('maps field types to SQL types (lookups by their key’s type)', () => {
    const types = Object.fromEntries(spec.columns.map((c) => [c.name, c.type]));
    expect(types).toMatchObject({
      texto: 'text', entero: 'integer', decimal: 'double precision', marca: 'boolean', dia: 'date', lista: 'jsonb',
      sede_id: 'integer', tipo: 'text', nivel: 'integer', nombre: 'text', despues: 'text',
    });
  });

  it('is NOT NULL only when every row gets a value', () => {
    const notNull = spec.columns.filter((c) => c.notNull).map((c) => c.name);
    // sin_masivo: the bulk load omits it; despues: not on create; a_medias: old rows.
    // calculado: read-only and required, so the server itself always fills it.
    expect(notNull).toEqual(['id', 'version', 'texto', 'marca', 'lista', 'nivel', 'nombre', 'calculado', 'ambito']);
  });

  it('writes defaults as SQL literals; json is a list by default', () => {
    expect(column(spec, 'marca').default).toBe('true');
    expect(column(spec, 'nivel').default).toBe('1');
    expect(column(spec, 'nombre').default).toBe(`'O''Neil'`);
    expect(column(spec, 'lista').default).toBe(`'[]'`);
    expect(column(spec, 'entero').default).toBeUndefined();
  });

  it('makes lookups foreign keys (not a json list of ids) and adds the scope column', () => {
    expect(column(spec, 'sede_id').references).toEqual({ table: 'sedes', column: 'id' });
    expect(column(spec, 'tipo').references).toEqual({ table: 'tipos_documento', column: 'codigo' });
    expect(column(spec, 'lista').references).toBeUndefined();
    expect(column(spec, 'ambito')).toEqual({ name: 'ambito', type: 'text', notNull: true, default: `'pruebas'`, unique: false });
  });

  it('names keys, indexes and checks as PostgreSQL does', () => {
    expect(spec.uniqueKeys).toEqual([{ name: 'pruebas_entero_dia_key', columns: ['entero', 'dia'] }]);
    expect(spec.indexes).toEqual([{ name: 'pruebas_sede_id_dia_idx', columns: ['sede_id', 'dia'] }]);
    expect(spec.checks).toEqual([{ name: 'pruebas_entero_check', condition: 'entero > 0' }]);
  });

  it('reaches drizzle-kit’s snapshot unchanged', () => {
    const table = snapshotOf([spec]).tables['public.pruebas'];
    expect(table.columns.texto).toMatchObject({ type: 'text', notNull: true });
    expect(table.columns.decimal).toMatchObject({ type: 'double precision', notNull: false });
    expect(table.columns.nombre).toMatchObject({ notNull: true, default: `'O''Neil'` });
    expect(table.columns.id).toMatchObject({ primaryKey: true, identity: { type: 'byDefault' } });
    expect(Object.keys(table.uniqueConstraints).sort()).toEqual(['pruebas_entero_dia_key', 'pruebas_texto_key']);
    expect(table.foreignKeys.pruebas_tipo_fkey).toMatchObject({ tableTo: 'tipos_documento', columnsFrom: ['tipo'], columnsTo: ['codigo'] });
    expect(Object.keys(table.indexes)).toEqual(['pruebas_sede_id_dia_idx']);
    expect(table.checkConstraints.pruebas_entero_check).toEqual({ name: 'pruebas_entero_check', value: 'entero > 0' });
    // Referenced tables give foreign keys a target but are never part of the snapshot.
    expect(Object.keys(snapshotOf([spec]).tables)).toEqual(['public.pruebas']);
  });

  it('refuses names PostgreSQL would cut, and fields named like engine columns', () => {
    const long = 'x'.repeat(40);
    const fields: FieldDeclaration[] = [{ source: long, type: 'text', label: 'L' }, { source: `${long}_b`, type: 'text', label: 'B' }];
    expect(() => declarationSpecs([declaration({ fields, db: { uniqueKeys: [[long, `${long}_b`]] } })])).toThrow(/63/);
    expect(() => declarationSpecs([declaration({ fields: [{ source: 'version', type: 'integer', label: 'V' }] })])).toThrow(/motor/);
  });
});

describe('the rooms declaration', () => {
  it('matches what migrations 001 and 013 created', () => {
    const [spec] = declarationSpecs([salones]);
    expect(column(spec, 'capacidad')).toMatchObject({ type: 'integer', notNull: true });
    expect(column(spec, 'tipo_salon')).toMatchObject({ type: 'text', notNull: true, default: `'regular'` });
    expect(column(spec, 'sede_id')).toMatchObject({ notNull: true, references: { table: 'sedes', column: 'id' } });
    expect(column(spec, 'tipos_permitidos')).toMatchObject({ type: 'text[]', notNull: true, default: `'{}'` });
    expect(column(spec, 'url')).toMatchObject({ type: 'text', notNull: false });
  });
});

describe('declarations sharing a table', () => {
  const common: FieldDeclaration[] = [
    { source: 'primer_nombre', type: 'name', label: 'Nombre', required: true },
    { source: 'email', type: 'email', label: 'Correo', required: true, unique: true },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', required: true },
  ];
  const students = person('alumnos', [...common, { source: 'tipo_pago', type: 'select', lookup: 'metodosPago', label: 'Pago', required: true }], { es: true });
  const teachers = person('profesores', [
    ...common.map((f) => (f.source === 'sede_id' ? { ...f, required: false } : f)),
    { source: 'titulo', type: 'text', label: 'Título', required: true },
    { source: 'horas', type: 'integer', label: 'Horas', defaultValue: 0, readOnly: true },
  ], { pr: true });

  it('become one table: each column once, no scope columns (the kinds’ hand-written role flags)', () => {
    const specs = declarationSpecs([students, teachers]);
    expect(specs).toHaveLength(1);
    expect(specs[0].from).toEqual(['alumnos', 'profesores']);
    expect(specs[0].columns.map((c) => c.name)).toEqual(['id', 'version', 'primer_nombre', 'email', 'sede_id', 'tipo_pago', 'titulo', 'horas']);
  });

  it('are NOT NULL only for base columns every kind requires, or with a default', () => {
    const [spec] = declarationSpecs([students, teachers]);
    const notNull = spec.columns.filter((c) => c.notNull).map((c) => c.name);
    // sede_id: the teachers do not require it; tipo_pago, titulo: one kind's own fields.
    expect(notNull).toEqual(['id', 'version', 'primer_nombre', 'email', 'horas']);
    expect(column(declarationSpecs([students])[0], 'sede_id').notNull).toBe(true);
    expect(column(declarationSpecs([students])[0], 'tipo_pago').notNull).toBe(false);
  });

  it('must agree about every column they share', () => {
    const asText = person('profesores', [{ source: 'sede_id', type: 'text', label: 'Sede' }], { pr: true });
    expect(() => declarationSpecs([students, asText])).toThrow(
      'Tabla usuarios, columna sede_id: alumnos la declara integer REFERENCES sedes(id) y profesores text',
    );
    const notUnique = person('profesores', [{ source: 'email', type: 'email', label: 'Correo', required: true }], { pr: true });
    expect(() => declarationSpecs([students, notUnique])).toThrow(/columna email: alumnos la declara text UNIQUE y profesores text$/);
    const withCheck = (decl: ResourceDeclaration, condition: string) => ({ ...decl, db: { checks: { email: condition } } });
    expect(() => declarationSpecs([withCheck(students, "email LIKE '%@%'"), withCheck(teachers, 'email IS NOT NULL')])).toThrow(
      'Tabla usuarios: dos definiciones de usuarios_email_check',
    );
  });

  it('must all say the table is shared', () => {
    const one = declaration({ fields: [] });
    expect(() => declarationSpecs([one, { ...one, name: 'otras' }])).toThrow('Tabla pruebas: la declaran pruebas, otras; todas deben marcarla db.sharedTable');
    const shared = { ...one, db: { sharedTable: true } };
    expect(declarationSpecs([shared, { ...shared, name: 'otras' }])).toHaveLength(1);
  });
});
