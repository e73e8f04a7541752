// A text holding U+FFFD is what a file read in the wrong encoding leaves ('Medell\uFFFDn' from a
// Windows-1252 CSV read as UTF-8): refused through every door that stores text, with one message
// that says what to check, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTER_MESSAGES } from '../../../core/engine/untrustedText';
import { createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';
import { expectRefused as refused } from './refused';

const DAMAGED = 'El texto contiene caracteres dañados (\uFFFD); revise la codificación del archivo';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
});

const expectRefused = (path: string, body: unknown, errors: Record<string, string>) => refused(server, path, body, errors);

describe('a damaged letter (U+FFFD)', () => {
  it('is the shared rule’s own message, for one-line and multi-line texts alike', () => {
    expect(TEXT_CHARACTER_MESSAGES.damaged).toBe(DAMAGED);
  });

  it('refuses a student from Medell\uFFFDn and a room named Aula \uFFFDand\uFFFD on crear and editar', async () => {
    await expectRefused('estudiante/crear', newStudent(1, { lugar_origen: 'Medell\uFFFDn' }), { lugar_origen: DAMAGED });
    await expectRefused('estudiante/crear', newStudent(2, { primer_nombre: 'Jos\uFFFD' }), { primer_nombre: DAMAGED });
    await expectRefused('salon/crear', { nombre: 'Aula \uFFFDand\uFFFD', capacidad: 20, tipo_salon: 'regular', sede_id: 1 }, { nombre: DAMAGED });
    const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones ORDER BY id LIMIT 1');
    await expectRefused('salon/editar', { id: room.id, nombre: 'Aula \uFFFDand\uFFFD' }, { nombre: DAMAGED });
  });

  it('refuses a multi-line text and a hand-written body too', async () => {
    await expectRefused('examen/crear', { codigo: 'EX-DANADO', nombre: 'Examen', objetivo: 'Comprensi\uFFFDn lectora' }, { objetivo: DAMAGED });
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL ORDER BY id LIMIT 1');
    await expectRefused('estudiante_observaciones/crear', { estudiante_id: student.id, observacion: 'Pidi\uFFFD cambio de horario' }, { observacion: DAMAGED });
    await expectRefused('permiso/crear', { codigo: 'ABCD0003', recurso: 'pruebas', descripcion: 'Ver cat\uFFFDlogo' }, { descripcion: DAMAGED });
  });

  it('is the damaged line’s error in a bulk load, nothing written', async () => {
    const line = (i: number, nombre: string) => ({ nombre, numero: String(900 + i), capacidad: '20', tipo_salon: 'regular', sede_id: '1' });
    const before = await databaseFingerprint(server.db);
    const response = await server.post('salon/crear_masivo', { registros: [line(1, 'Aula Ñandú'), line(2, 'Aula \uFFFDand\uFFFD')] }, server.adminToken);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'No se guardó ningún registro: 1 fila con errores (2).',
      filas: [{ fila: 2, errores: { nombre: DAMAGED } }],
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
