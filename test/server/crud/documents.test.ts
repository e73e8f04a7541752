// Identity documents in one form (core/engine/fields/document.ts): NFKC, no invisible format character,
// upper case — before they are stored, compared for uniqueness and searched. With DUP12345 stored,
// 'DUP\u200B12345', 'dup12345' and the full-width 'ＤＵＰ12345' are that document again. Migration
// 039 brought the stored ones to the form and named, without merging, those that then collide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseDocument } from '../../../core/engine/fields/document';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { createTestServer, databaseFingerprint, newStudent, openTestDatabase, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
});

describe('a document in one form', () => {
  it('is NFKC, without format characters, in upper case', () => {
    expect(normaliseDocument('DUP\u200B12345')).toBe('DUP12345');
    expect(normaliseDocument('ＤＵＰ１２３４５')).toBe('DUP12345');
    expect(normaliseDocument('pa-77\u00AD88\uFEFF99')).toBe('PA-778899');
  });

  it('the variants of a stored document are that document: refused as a duplicate, nothing written, and found by search', async () => {
    const created = await server.post('estudiante/crear', newStudent(801, { numero_documento: 'dup12345' }), server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().numero_documento).toBe('DUP12345');
    for (const [n, variant] of [[802, 'DUP\u200B12345'], [803, 'dup12345'], [804, 'ＤＵＰ12345']] as const) {
      const before = await databaseFingerprint(server.db);
      const again = await server.post('estudiante/crear', newStudent(n, { numero_documento: variant }), server.adminToken);
      expect(again.statusCode, `${JSON.stringify(variant)} ${again.body}`).toBe(409);
      expect(again.json().errors).toEqual({ numero_documento: 'Ya existe un registro con este valor' });
      expect(await databaseFingerprint(server.db)).toEqual(before);
    }
    const found = (await server.post('estudiante/buscar', { texto: 'DUP12345' }, server.adminToken)).json() as { id: number }[];
    expect(found.map((s) => s.id)).toContain(created.json().id);
  });
});

describe('migration 039', () => {
  it('brings stored documents to the form and reports, without merging, those that then collide', async () => {
    const test = await openTestDatabase();
    try {
      const all = await readMigrations();
      await migrate(test.db, all.filter((m) => m.version < '039'));
      const person = (documento: string, n: number) =>
        test.db.query('INSERT INTO usuarios (primer_nombre, primer_apellido, numero_documento, email, es) VALUES ($1, $2, $3, $4, true)', ['Ana', 'Ruiz', documento, `p${n}@correo.test`]);
      await person('ab123', 1);
      await person('ＣＤ４５６', 2);
      await person('EF789', 3);
      await person('ef\u200B789', 4);
      await person('gh1\u00AD2', 5);
      await person('GH\u200B12', 6);
      await migrate(test.db, all.filter((m) => m.version === '039'));
      const rows = await test.db.query<{ email: string; numero_documento: string }>('SELECT email, numero_documento FROM usuarios ORDER BY email');
      expect(rows).toEqual([
        { email: 'p1@correo.test', numero_documento: 'AB123' },
        { email: 'p2@correo.test', numero_documento: 'CD456' },
        // Collides with p3's: left as it was, reported.
        { email: 'p3@correo.test', numero_documento: 'EF789' },
        { email: 'p4@correo.test', numero_documento: 'ef\u200B789' },
        // Both would become GH12: neither changes, both reported.
        { email: 'p5@correo.test', numero_documento: 'gh1\u00AD2' },
        { email: 'p6@correo.test', numero_documento: 'GH\u200B12' },
      ]);
      const [event] = await test.db.query<{ tipo: string; contenido: { documentos: { numero_documento: string; normalizado: string }[] } }>(
        "SELECT tipo, contenido FROM eventos WHERE universo = 'usuarios'",
      );
      expect(event.tipo).toBe('normalizar_documentos');
      expect(event.contenido.documentos.map((d) => [d.numero_documento, d.normalizado])).toEqual([
        ['ef\u200B789', 'EF789'],
        ['gh1\u00AD2', 'GH12'],
        ['GH\u200B12', 'GH12'],
      ]);
    } finally {
      await test.dispose();
    }
  });
});
