// Audit trail, driven by the endpoint registry: every endpoint is called once with its own example
// body; a call that changed the data left exactly one event, in the same transaction, and a call
// that changed nothing (a read, a refusal, a rolled-back write) left none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/auth/session';
import { concretePath } from '../../server/http/endpoint';
import type { ExampleFile } from '../../server/http/endpoint.examples';
import { multipart } from './crud/fileFixtures';
import { endpointFixtures } from './endpointFixtures';
import { createServerWithFixture } from './fixture/server';
import { ADMIN, countRows, databaseFingerprint, newStudent, TEST_JWT_SECRET, type TestServer } from './helpers';

let server: TestServer;
let adminId: number;
const key = new TextEncoder().encode(TEST_JWT_SECRET);

/** Everything but the trail itself and the mail queue (which the dispatcher moves on its own). */
/** A fresh admin token: the walk changes the admin's sede, which revokes older tokens. */
const adminToken = () => issueToken(server.db, key, adminId);

async function dataFingerprint(): Promise<Record<string, string>> {
  const { eventos: _e, correos: _c, ...rest } = await databaseFingerprint(server.db);
  // Sessions are not in the fingerprint (each token opens one), but ending one (logout) is a write.
  const [ended] = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM sesiones WHERE ended_at IS NOT NULL');
  return { ...rest, sesiones_cerradas: String(ended.n) };
}

function upload(path: string, datos: unknown, files: ExampleFile[], token: string | null) {
  const form = multipart([{ name: 'datos', value: JSON.stringify(datos) }, ...files.map((f) => ({ name: f.field, filename: f.filename, data: f.data }))]);
  return server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: form.payload,
    headers: { 'content-type': form.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

beforeAll(async () => {
  // The fixture declares every capability of the engine (files, lists, actions…): walked too.
  // With the demo week: the booking calls' examples walk its classes and bookings.
  server = await createServerWithFixture({ demoWeek: true, students: 200 });
  const [admin] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [ADMIN.email]);
  adminId = admin.id;
  // One student whose level is closed below the pass mark (every class of it missed, ungraded):
  // levelling opens only then (issue 43), so progreso/nota_nivelacion's example has someone to grade.
  await server.db.query(
    `UPDATE progreso SET estado = 'ausencia', asistencia = false, nota = NULL
      WHERE (estudiante_id, curso_id) = (SELECT u.id, u.curso_actual_id FROM usuarios u JOIN inscripciones i ON i.estudiante_id = u.id AND i.curso_id = u.curso_actual_id
        WHERE u.deleted_at IS NULL AND i.avance_nivel IS NULL AND EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = u.id AND p.curso_id = i.curso_id) ORDER BY u.id DESC LIMIT 1)`,
  );
  // One mail in the outbox, so the mail endpoints have a record to show.
  const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND grupo_id IS NULL ORDER BY id LIMIT 1');
  await server.post('estudiante/cambiar_password', { userid: student.id, password: null }, server.adminToken);
});
afterAll(async () => {
  await server.close();
});

describe('audit trail', () => {
  it('every endpoint: one event per call that wrote, none per call that did not', async () => {
    const writers: string[] = [];
    const fixtures = await endpointFixtures(server);
    for (const endpoint of server.app.endpoints) {
      const fixture = fixtures.of(endpoint.path);
      const body = await fixture.example(server.db);
      const path = concretePath(endpoint.path, await fixture.pathParams?.(server.db));
      const before = await dataFingerprint();
      const events = await countRows(server.db, 'eventos');
      // A fresh token per call: an example may well change the admin's sede and revoke older ones.
      const token = endpoint.permission === 'public' ? null : await adminToken();
      // A required file goes as multipart, the example's record in the `datos` part.
      const response = fixture.exampleFiles
        ? await upload(path, body, fixture.exampleFiles, token)
        : await server.post(path, body, token);
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
      const wrote = JSON.stringify(await dataFingerprint()) !== JSON.stringify(before);
      const added = (await countRows(server.db, 'eventos')) - events;
      // A batch declared per-record leaves one event per record it changed, at least one; an
      // export (auditsRead) one though it wrote nothing.
      const expected = !wrote ? (endpoint.auditsRead ? 1 : 0) : endpoint.auditPerRecord ? Math.max(added, 1) : 1;
      expect({ path: endpoint.path, added }).toEqual({ path: endpoint.path, added: expected });
      if (wrote) writers.push(endpoint.path);
    }
    // The walk did reach the writes: every create, edit and named action of the registry.
    for (const path of server.app.endpoints.map((e) => e.path).filter((p) => /\/(crear|editar|crear_masivo|cambiar|activar|desactivar)/.test(p))) {
      expect(writers).toContain(path);
    }
    // Every endpoint of the registry once, with two fingerprints of the whole database each.
  }, 120_000);

  it('an event names who did what, with before and after, never a password', async () => {
    const [student] = await server.db.query<{ id: number; movil: string; version: number }>(
      'SELECT id, movil, version FROM usuarios WHERE es AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    await server.post('estudiante/editar', { id: student.id, movil: '3112223344' }, await adminToken());
    await server.post('estudiante/cambiar_password', { userid: student.id, password: 'Secreta-2024' }, await adminToken());
    const rows = await server.db.query<{ universo: string; tipo: string; evento: string; contenido: Record<string, unknown>; usuario_id: number }>(
      'SELECT universo, tipo, evento, contenido, usuario_id FROM eventos WHERE registro_id = $1 ORDER BY id',
      [student.id],
    );
    expect(rows.slice(-2)).toEqual([
      {
        universo: 'estudiantes',
        tipo: 'editar',
        evento: 'Estudiante Actualizado',
        contenido: { cambios: { movil: { antes: student.movil, despues: '3112223344' } } },
        usuario_id: adminId,
      },
      { universo: 'estudiantes', tipo: 'cambiar_password', evento: 'Contraseña cambiada', contenido: { generada: false }, usuario_id: adminId },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Secreta-2024');
    expect(JSON.stringify(rows)).not.toContain('scrypt');
  });

  it('a rolled-back write leaves no event', async () => {
    const created = await server.post('estudiante/crear', newStudent(777), await adminToken());
    const record = created.json() as { id: number; version: number; email: string };
    const events = await countRows(server.db, 'eventos');
    // Refused inside the transaction, after the row was locked: stale version, taken e-mail.
    const edited = await server.post('estudiante/editar', { id: record.id, version: record.version, movil: '3000000001' }, await adminToken());
    expect(edited.statusCode).toBe(200);
    expect((await server.post('estudiante/editar', { id: record.id, version: record.version, movil: '3000000002' }, await adminToken())).statusCode).toBe(409);
    expect((await server.post('estudiante/crear', newStudent(778, { email: record.email }), await adminToken())).statusCode).toBe(409);
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
  });
});
