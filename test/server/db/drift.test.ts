// Every declaration against the schema the migrations build: any difference fails, named. Catches a
// declaration changed without `npm run db:generate` and a hand-written migration that changes a
// declared column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLookups } from '../../../core/engine/lookups';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { migrate } from '../../../server/db/migrate';
import {
  declarationSpecs,
  latestSnapshot,
  MIGRATIONS_DIR,
  migrationStatements,
  schemaDrift,
  snapshotOf,
} from '../../../server/db/schema';
import { loadResourceDeclarations } from '../../../resources/served';
import { openTestDatabase, type TestDatabase } from '../helpers';

let test: TestDatabase;
let declarations: ResourceDeclaration[];

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.db);
  declarations = await loadResourceDeclarations();
});
afterAll(async () => {
  await test.dispose();
});

function altered(decl: ResourceDeclaration, change: (fields: FieldDeclaration[]) => FieldDeclaration[]): ResourceDeclaration {
  return { ...decl, fields: change(decl.fields) };
}

describe('declared schema', () => {
  it('is exactly the migrated database, for every declaration', async () => {
    const specs = declarationSpecs(declarations);
    // Each declaration, and each catalogue lookup the declarations refer to (its table is the engine's).
    const catalogues = catalogueLookups().map(([name]) => `lookup ${name}`);
    expect(specs.flatMap((s) => s.from).sort()).toEqual([...declarations.map((d) => d.name), ...catalogues].sort());
    expect(await schemaDrift(test.db, specs)).toEqual([]);
  });

  it('is what the last generated snapshot holds (else run npm run db:generate)', async () => {
    const latest = await latestSnapshot(new URL('meta/', MIGRATIONS_DIR));
    expect(latest).not.toBeNull();
    const statements = await migrationStatements(latest!.snapshot, snapshotOf(declarationSpecs(declarations), latest!.snapshot.id));
    expect(statements).toEqual([]);
  });

  it('reports a declaration altered in memory, naming each difference', async () => {
    const rooms = declarations.find((d) => d.table === 'salones');
    const students = declarations.find((d) => d.name === 'estudiantes');
    expect(rooms && students).toBeTruthy();
    const changed = [
      altered(rooms!, (fields) => [
        ...fields.map((f) => {
          if (f.source === 'numero') return { ...f, required: true }; // written by create and bulk: NOT NULL
          if (f.source === 'tipo_salon') return { ...f, defaultValue: 'lab' };
          if (f.source === 'url') return { ...f, unique: true };
          if (f.source === 'capacidad') return { ...f, type: 'number' as const };
          return f;
        }),
        { source: 'piso', type: 'integer', label: 'Piso' },
      ]),
      altered(students!, (fields) => fields.map((f) => (f.source === 'nivel_id' ? { ...f, lookup: 'cursos' } : f))),
    ];
    // The other kinds sharing usuarios, unchanged: the shared table is the merge of all of them.
    const sharing = declarations.filter((d) => d.table === 'usuarios' && d !== students);
    expect(await schemaDrift(test.db, declarationSpecs([...changed, ...sharing]))).toEqual([
      'salones.numero: nulidad NOT NULL en la declaración, admite NULL en la base',
      'salones.capacidad: tipo double precision en la declaración, integer en la base',
      `salones.tipo_salon: DEFAULT 'lab' en la declaración, 'regular' en la base`,
      'salones.url: UNIQUE true en la declaración, false en la base',
      'salones.piso: la columna no existe',
      'usuarios.nivel_id: clave foránea cursos(id) en la declaración, niveles(id) en la base',
    ]);
  });

  it('reports missing tables, keys, indexes and checks', async () => {
    const rooms = declarations.find((d) => d.table === 'salones')!;
    const withOptions = { ...rooms, db: { uniqueKeys: [['sede_id', 'nombre']], indexes: [['activo']], checks: { nombre: "nombre <> ''" } } };
    expect(await schemaDrift(test.db, declarationSpecs([withOptions, { ...rooms, name: 'aulas', prefix: 'aula', table: 'aulas' }]))).toEqual([
      'salones: falta la clave única salones_sede_id_nombre_key',
      'salones: falta el índice salones_activo_idx',
      'salones: falta la restricción salones_nombre_check',
      'aulas: la tabla no existe (aulas)',
    ]);
  });
});
