// user/buscar as estudiante/buscar finds (issue 44; server/people/globalSearch.ts): a whole document
// number or e-mail from the unique b-trees, else the ids first and then their rows. The answers are
// the rule's (every word in some name, the document or the e-mail, accents and case ignored, within
// the caller's sedes, deleted people too), in the students' list's order, at most 50 — checked
// against that rule written over each column with the rows the search has always returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { PERSON_SEARCH_COLUMNS } from '../../../core/engine/personFields';
import { GLOBAL_SEARCH_LIMIT } from '../../../core/school/globalManagement';
import { GLOBAL_PERSON_SQL } from '../../../server/people/globalSearch';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
/** A member of staff with E1020A89 limited to sedes 1 and 2 (createStaffUser). */
let limited: { id: number; token: string };
const people: Record<string, number> = {};

type Values = Record<string, string | number | boolean | null>;

/** A person written as every write does, with an explicit column list (busqueda is generated). */
async function insertPerson(values: Values): Promise<number> {
  const row: Values = { tipo_documento: 'CC', movil: '3001234567', sede_id: 1, es: true, ...values };
  const columns = Object.keys(row);
  const [{ id }] = await server.db.query<{ id: number }>(
    `INSERT INTO usuarios (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return id;
}

async function buscar(texto: string, token = server.adminToken): Promise<Record<string, unknown>[]> {
  const response = await server.post('user/buscar', { texto }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>[];
}

const idsOf = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number);

/**
 * The rule over each column, as the search answered before issue 44 (one statement, the
 * person's joins and latest scheduled sede), as JSON: what user/buscar must answer.
 */
async function expected(texto: string, sedes: number[] | null = null): Promise<unknown[]> {
  const words = texto.split(/\s+/).filter(Boolean);
  const conditions = words.map((_, i) => `(${PERSON_SEARCH_COLUMNS.map((c) => `f_fold(u.${c}) LIKE f_fold($${i + 1})`).join(' OR ')})`);
  if (sedes) conditions.push(`u.sede_id = ANY($${words.length + 1}::integer[])`);
  const rows = await server.db.query(
    `${GLOBAL_PERSON_SQL} WHERE ${conditions.join(' AND ')} ORDER BY f_fold(u.primer_apellido) NULLS LAST, u.primer_apellido, u.id LIMIT ${GLOBAL_SEARCH_LIMIT}`,
    [...words.map((w) => `%${w.replace(/[\\%_]/g, '\\$&')}%`), ...(sedes ? [sedes] : [])],
  );
  return JSON.parse(JSON.stringify(rows)) as unknown[];
}

beforeAll(async () => {
  // The demo week: people with classes and bookings, so the latest scheduled sede is not all NULL.
  server = await createTestServer({ demoWeek: true, students: 200 });
  const user = await createStaffUser(server.db, [P.usuarios.global]);
  limited = { id: user.id, token: await server.login(user.email, user.password) };
  // 60 people of one surname (more than the limit), spelt with and without accents, of every kind,
  // in several sedes, some deleted; their latest sede comes from the demo week's classes.
  const spellings = ['Quintanarés', 'QUINTANARES', 'quintanares', 'Quintanarés Vélez', null];
  for (let i = 0; i < 60; i++) {
    const kind: Values = i % 4 === 0 ? { es: false, pr: true } : i % 7 === 0 ? { es: false, fu: true } : {};
    await insertPerson({
      primer_nombre: i % 3 === 0 ? 'Xiomára' : 'Bruno',
      primer_apellido: spellings[i % 4] ?? 'Quintanarés',
      segundo_apellido: i % 5 === 0 ? 'Quintanarés' : null,
      numero_documento: `4433${String(i).padStart(4, '0')}`,
      email: `persona${i}.qn@correo.test`,
      sede_id: (i % 5) + 1,
      deleted_at: i % 6 === 0 ? '2024-05-01T12:00:00Z' : null,
      ...kind,
    });
  }
  people.whole = await insertPerson({ primer_nombre: 'Zenón', primer_apellido: 'Documento', numero_documento: '5566778899', email: 'zenon.unico@correo.test' });
  people.containing = await insertPerson({ primer_nombre: 'Ulises', primer_apellido: 'Contiene', numero_documento: '95566778899', email: 'xzenon.unico@correo.test' });
  // A whole document outside the limited caller's sedes, and one in them that contains it.
  people.outside = await insertPerson({ primer_nombre: 'Fuera', primer_apellido: 'Sedeña', numero_documento: '6677889900', email: 'fuera.sede@correo.test', sede_id: 5 });
  people.inside = await insertPerson({ primer_nombre: 'Dentro', primer_apellido: 'Sedeña', numero_documento: '16677889900', email: 'dentro.sede@correo.test', sede_id: 2 });
  people.deleted = await insertPerson({
    primer_nombre: 'Borrada',
    primer_apellido: 'Antigua',
    numero_documento: '7788990011',
    email: 'borrada.antigua@correo.test',
    deleted_at: '2024-01-01T00:00:00Z',
    es: false,
    pr: true,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('user/buscar at scale (issue 44)', () => {
  it('a whole document number: that person alone, not those whose document contains it; part of it: both', async () => {
    expect(idsOf(await buscar('5566778899'))).toEqual([people.whole]);
    expect(idsOf(await buscar('556677889')).sort()).toEqual([people.whole, people.containing].sort());
    expect(await buscar('556677889')).toEqual(await expected('556677889'));
  });

  it('a whole e-mail, in any case: that person alone; part of it: everyone holding it', async () => {
    expect(idsOf(await buscar('zenon.unico@correo.test'))).toEqual([people.whole]);
    expect(idsOf(await buscar('ZENON.Unico@Correo.TEST'))).toEqual([people.whole]);
    expect(idsOf(await buscar('zenon.unico@correo')).sort()).toEqual([people.whole, people.containing].sort());
    // The row is the one the search always returned (joins, latest scheduled sede).
    const before = (await expected('zenon.unico@correo.test')) as { id: number }[];
    expect(await buscar('zenon.unico@correo.test')).toEqual(before.filter((r) => r.id === people.whole));
  });

  it('a common surname with more matches than the limit: the first 50 in the list’s order, the rows as before', async () => {
    for (const texto of ['Quintanarés', 'quintanar', 'qn@correo']) {
      const found = await buscar(texto);
      expect(found, texto).toHaveLength(GLOBAL_SEARCH_LIMIT);
      expect(found, texto).toEqual(await expected(texto));
    }
  });

  it('several words across names, document and e-mail, accents and case ignored', async () => {
    for (const texto of ['Xiomara quintanares', 'XIOMÁRA QUINTANARÉS VELEZ', 'bruno 44330007', 'persona12 Xiomára', 'zenón documento', 'Bruno Quintanarés']) {
      const found = await buscar(texto);
      expect(found.length, texto).toBeGreaterThan(0);
      expect(found, texto).toEqual(await expected(texto));
    }
    expect(await buscar('QUINTANARES')).toEqual(await buscar('quintanarés'));
    expect(await buscar('xiomara nadienunca')).toEqual([]);
    expect(await buscar('Wolfeschlegel')).toEqual([]);
  });

  it('keeps to the caller’s sedes: a whole document outside them is looked for inside the columns', async () => {
    for (const texto of ['Quintanarés', 'Xiomara Quintanares', 'sedena']) {
      const found = await buscar(texto, limited.token);
      expect(found.length, texto).toBeGreaterThan(0);
      expect(found.every((p) => [1, 2].includes(p.sede_id as number)), texto).toBe(true);
      expect(found, texto).toEqual(await expected(texto, [1, 2]));
    }
    expect(idsOf(await buscar('6677889900'))).toEqual([people.outside]);
    expect(idsOf(await buscar('6677889900', limited.token))).toEqual([people.inside]);
    expect(idsOf(await buscar('fuera.sede@correo.test', limited.token))).toEqual([]);
  });

  it('finds deleted people, by name, document and e-mail', async () => {
    for (const texto of ['Borrada Antigua', '7788990011', 'borrada.antigua@correo.test', 'Antigua']) {
      const [found] = await buscar(texto);
      expect(found, texto).toMatchObject({ id: people.deleted, pr: true, deleted_at: expect.any(String) });
    }
    const deleted = (await buscar('Quintanarés')).filter((p) => p.deleted_at !== null);
    expect(deleted.length).toBeGreaterThan(0);
  });
});
