// Issue 43 point 7: estudiante/importar takes a sede and a course by their names, as a secretary
// writes them (any case, with or without accents), beside their numbers; an unknown name or one two
// options share is said in Spanish on its line, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../core/engine/bulkImport';
import { REFERENCE_MESSAGES } from '../../../core/engine/references';
import { createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
const columnas = ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'tipo_documento', 'numero_documento', 'telefono', 'movil', 'email', 'sede_id', 'curso_actual_id'];

function line(i: number, sede: string, curso: string): Record<string, string> {
  return {
    primer_nombre: 'Nombre', segundo_nombre: '', primer_apellido: 'Importado', segundo_apellido: '', tipo_documento: 'CC',
    numero_documento: `55${String(i).padStart(8, '0')}`, telefono: '', movil: '3105550000', email: `nombres${i}@correo.test`,
    sede_id: sede, curso_actual_id: curso,
  };
}

/** Upper case, accents dropped: how a spreadsheet may spell a name. */
const shouted = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

const importar = (registros: Record<string, string>[], confirmar: boolean) =>
  server.post('estudiante/importar', { registros, columnas, si_existe: 'omitir', confirmar }, server.adminToken);

let sede: { id: number; nombre: string };
let curso: { id: number; nombre: string };

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  // A sede whose name has an accent, so the folding is tested; a course name no other course has.
  [sede] = await server.db.query<{ id: number; nombre: string }>(`SELECT id, nombre FROM sedes WHERE nombre ~ '[áéíóúñÁÉÍÓÚÑ]' ORDER BY id LIMIT 1`);
  [curso] = await server.db.query<{ id: number; nombre: string }>(
    'SELECT id, nombre FROM cursos c WHERE (SELECT count(*) FROM cursos d WHERE lower(d.nombre) = lower(c.nombre)) = 1 ORDER BY id LIMIT 1',
  );
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('estudiante/importar: references by name', () => {
  it('takes a sede and a course by name, in any case and without accents, as by number', async () => {
    expect(sede, 'the seed has a sede with an accent').toBeDefined();
    const registros = [line(1, shouted(sede.nombre), curso.nombre.toLowerCase()), line(2, String(sede.id), String(curso.id))];
    const response = await importar(registros, true);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    expect((response.json() as ImportAnswer).nuevos).toBe(2);
    const made = await server.db.query<{ sede_id: number; curso_actual_id: number }>(
      "SELECT sede_id, curso_actual_id FROM usuarios WHERE email IN ('nombres1@correo.test', 'nombres2@correo.test')",
    );
    expect(made).toEqual([
      { sede_id: sede.id, curso_actual_id: curso.id },
      { sede_id: sede.id, curso_actual_id: curso.id },
    ]);
  });

  it('names an unknown or ambiguous name on its line, in Spanish, and writes nothing', async () => {
    await server.db.query('INSERT INTO cursos (codigo, nombre, nivel_id) SELECT $1, nombre, nivel_id FROM cursos WHERE id = $2', ['COPIA-NOMBRE', curso.id]);
    const before = await databaseFingerprint(server.db);
    const response = await importar([line(3, 'Sede Que No Existe', String(curso.id)), line(4, sede.nombre, curso.nombre)], false);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    const answer = response.json() as ImportAnswer;
    expect(answer.con_errores).toBe(2);
    expect(answer.filas[0].errores).toEqual({ sede_id: REFERENCE_MESSAGES.notFound });
    expect(answer.filas[1].errores?.curso_actual_id).toMatch(new RegExp(`^Valor ambiguo: «${curso.nombre.replace(/[()]/g, '\\$&')}» corresponde a 2 opciones .*Escriba el código o el número\\.$`));
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
