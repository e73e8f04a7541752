// Catalogue lookups (core/engine/lookups.ts `catalogue`): the generator creates their table, the
// start-up keeps their rows as declared (never deleting one a record refers to), and their endpoint
// answers them in the declared order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLookups, LOOKUPS } from '../../../core/engine/lookups';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource } from '../../../core/engine/declaration/resource';
import { syncCatalogues } from '../../../server/db/catalogues';
import { createTablesSql, declarationSpecs } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../helpers';

const conEstadoCivil = defineResource({
  name: 'fichas_prueba',
  prefix: 'ficha_prueba',
  label: { one: 'Ficha', many: 'Fichas' },
  table: 'fichas_prueba',
  representation: '{id}',
  messages: { created: 'Creada', updated: 'Actualizada' },
  permissions: { list: 'L', show: 'S' },
  fields: [{ source: 'estado_civil', type: 'select', lookup: 'estadosCiviles', label: 'Estado civil' }],
  list: { columns: [], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'id', order: 'ASC' } },
});

const sinCatalogo = { ...conEstadoCivil, fields: [{ source: 'nota', type: 'text' as const, label: 'Nota' }] };

describe('the generator', () => {
  it('creates a referenced catalogue’s table (text code as primary key, label, orden) and the foreign key to it', async () => {
    const sql = await createTablesSql([conEstadoCivil]);
    expect(sql).toContain('CREATE TABLE "estados_civiles" (\n\t"codigo" text PRIMARY KEY NOT NULL,\n\t"descripcion" text NOT NULL,\n\t"orden" integer NOT NULL\n);');
    expect(sql).toContain('ALTER TABLE "fichas_prueba" ADD CONSTRAINT "fichas_prueba_estado_civil_fkey" FOREIGN KEY ("estado_civil") REFERENCES "public"."estados_civiles"("codigo")');
    // A listed table gets its change counter (docs/api.md 'Lists at 100,000 rows'); no list counts a catalogue.
    expect(sql).toContain('CREATE CONSTRAINT TRIGGER contar_cambios AFTER INSERT OR UPDATE OR DELETE ON "fichas_prueba"');
    expect(sql).not.toContain('ON "estados_civiles"');
    // Another catalogue nobody refers to is not this migration's business.
    expect(sql).not.toContain('regimenes_salud');
  });

  it('leaves catalogues out of declarations that refer to none, and refuses a declaration owning a catalogue’s table', () => {
    expect(declarationSpecs([sinCatalogo]).map((spec) => spec.name)).toEqual(['fichas_prueba']);
    expect(declarationSpecs([conEstadoCivil]).map((spec) => spec.name)).toEqual(['fichas_prueba', 'estados_civiles']);
    expect(() => declarationSpecs([conEstadoCivil, { ...sinCatalogo, name: 'otra', table: 'estados_civiles' }])).toThrow(
      'Tabla estados_civiles: es la de un catálogo (lookup estadosCiviles) y la declara otra',
    );
  });
});

describe('rows and endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const rowsOf = (table: string, id: string, name: string) =>
    server.db.query<{ id: string; name: string; orden: number }>(`SELECT ${id} AS id, ${name} AS name, orden FROM ${table} ORDER BY orden, ${id}`);

  it('hold every catalogue as declared, orden its position', async () => {
    expect(catalogueLookups().map(([name]) => name)).toEqual(['estadosCiviles', 'regimenesSalud', 'nivelesEducativos', 'ocupaciones', 'discapacidades', 'gruposEtnicos']);
    for (const [, lookup] of catalogueLookups()) {
      expect(await rowsOf(lookup.table, lookup.id, lookup.name), lookup.table).toEqual(lookup.catalogue.map((row, i) => ({ ...row, orden: i + 1 })));
    }
  });

  it('are put back in line at start-up; a dropped row goes unless a student still refers to it', async () => {
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es ORDER BY id LIMIT 1');
    // Nobody refers to a catalogue row but this test's student (the demo fills estado_civil).
    await server.db.query('UPDATE usuarios SET estado_civil = NULL');
    await server.db.query("UPDATE estados_civiles SET descripcion = 'Otra cosa', orden = 99 WHERE codigo = 'casado'");
    await server.db.query("DELETE FROM estados_civiles WHERE codigo = 'viudo'");
    await server.db.query("INSERT INTO estados_civiles (codigo, descripcion, orden) VALUES ('viejo', 'Ya no se usa', 6), ('en_uso', 'Aún en uso', 7)");
    await server.db.query("UPDATE usuarios SET estado_civil = 'en_uso' WHERE id = $1", [student.id]);

    await syncCatalogues(server.db);

    const declared = LOOKUPS.estadosCiviles.catalogue.map((row, i) => ({ ...row, orden: i + 1 }));
    expect(await rowsOf('estados_civiles', 'codigo', 'descripcion')).toEqual([...declared, { id: 'en_uso', name: 'Aún en uso', orden: 7 }]);
    await server.db.query('UPDATE usuarios SET estado_civil = NULL WHERE id = $1', [student.id]);
    await syncCatalogues(server.db);
    expect(await rowsOf('estados_civiles', 'codigo', 'descripcion')).toEqual(declared);
  });

  it('a student CSV line names a catalogue row by its code or its name (accents and case ignored); another is that cell’s error', async () => {
    const line = (n: number, siet: Record<string, string>) => ({
      primer_nombre: 'Siet', primer_apellido: 'Prueba', tipo_documento: 'CC', numero_documento: `55${String(n).padStart(6, '0')}`,
      movil: '3001234567', email: `siet${n}@correo.test`, sede_id: '1', curso_actual_id: '1', ...siet,
    });
    const bad = await server.post('estudiante/crear_masivo', [line(1, { estado_civil: 'Comprometido' })], server.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().filas).toEqual([{ fila: 1, errores: { estado_civil: 'Valor no permitido' } }]);
    const response = await server.post(
      'estudiante/crear_masivo',
      [
        line(2, { estado_civil: 'union libre', regimen_salud: 'subsidiado', grupo_etnico: 'RAIZAL DEL ARCHIPIELAGO', genero: 'F', estrato: '2', fecha_matricula: '2024-02-05' }),
        line(3, { estado_civil: 'Casado(a)', nivel_educativo: 'Tecnólogo' }),
      ],
      server.adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await server.db.query(
      `SELECT estado_civil, regimen_salud, grupo_etnico, nivel_educativo, genero, estrato, fecha_matricula::text FROM usuarios WHERE email IN ('siet2@correo.test', 'siet3@correo.test') ORDER BY email`,
    );
    expect(rows).toEqual([
      { estado_civil: 'union_libre', regimen_salud: 'subsidiado', grupo_etnico: 'raizal', nivel_educativo: null, genero: 'F', estrato: 2, fecha_matricula: '2024-02-05' },
      { estado_civil: 'casado', regimen_salud: null, grupo_etnico: null, nivel_educativo: 'tecnologo', genero: null, estrato: null, fecha_matricula: null },
    ]);
  });

  it('are served by their endpoint (login is enough), code and label in the declared order', async () => {
    const response = await server.post('regimenes-salud/lista', {}, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { codigo: 'contributivo', nombre: 'Contributivo' },
      { codigo: 'subsidiado', nombre: 'Subsidiado' },
      { codigo: 'especial', nombre: 'Especial o de excepción' },
      { codigo: 'no_afiliado', nombre: 'No afiliado' },
    ]);
    const etnias = (await server.post('grupos-etnicos/lista', {}, server.adminToken)).json() as { codigo: string }[];
    expect(etnias.map((row) => row.codigo)).toEqual(['ninguno', 'indigena', 'afrocolombiano', 'raizal', 'palenquero', 'rom']);
    expect((await server.post('estados-civiles/lista', {})).statusCode).toBe(401);
  });
});
