// Issue 20, finding 7: names, subjects and other single-line texts refuse control and bidi
// characters through every door (crear, editar, crear_masivo, the REST face) with one message and
// nothing written; multi-line texts keep their line breaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CHARACTER_MESSAGES } from '../../../core/engine/untrustedText';
import { createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';
import { expectRefused as refused } from './refused';

const SINGLE_LINE = 'No puede contener caracteres de control ni de dirección de texto';
let server: TestServer;
let curso: number;

const plantilla = (overrides: Record<string, unknown> = {}) => ({
  virtual: 0, descripcion: 'Banda alta', rango_nota_inicial: 90, rango_nota_final: 100, asunto: 'Resultado del módulo', plantilla_correo: '<p>Hola</p>', ...overrides,
});

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  [{ id: curso }] = await server.db.query<{ id: number }>('SELECT id FROM cursos WHERE id NOT IN (SELECT curso_id FROM correos_curso) ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await server.close();
});

const expectRefused = (path: string, body: unknown, errors: Record<string, string>) => refused(server, path, body, errors);

describe('single-line texts', () => {
  it('a student named "Ana\\nMaria" is refused with the message, nothing written', async () => {
    expect(TEXT_CHARACTER_MESSAGES.singleLine).toBe(SINGLE_LINE);
    await expectRefused('estudiante/crear', newStudent(1, { primer_nombre: 'Ana\nMaria' }), { primer_nombre: SINGLE_LINE });
    await expectRefused('estudiante/crear', newStudent(2, { primer_apellido: 'Ruiz\u0000', email: 'ana\u202E@correo.test' }), {
      primer_apellido: SINGLE_LINE, email: SINGLE_LINE,
    });
  });

  it('an e-mail template with U+202E in its subject or description is refused on create and edit', async () => {
    const at = (verb: string) => `curso/${curso}/correo/${verb}`;
    await expectRefused(at('crear'), plantilla({ asunto: 'Aprobado\u202E' }), { asunto: SINGLE_LINE });
    await expectRefused(at('crear'), plantilla({ descripcion: '\u202Eatla adnaB' }), { descripcion: SINGLE_LINE });
    const created = await server.post(at('crear'), plantilla(), server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    await expectRefused(at('editar'), { id, asunto: 'Aprobado\u2067 con honores', descripcion: 'Banda\talta' }, { asunto: SINGLE_LINE, descripcion: SINGLE_LINE });
  });

  it('a bulk line with a control character is that line’s error, nothing written', async () => {
    // A CSV line's cells, as the bulk page sends them (the declaration's bulk columns).
    const line = (i: number, primer_nombre = 'Carga') => ({
      primer_nombre, segundo_nombre: '', primer_apellido: 'Masiva', segundo_apellido: '', tipo_documento: 'CC',
      numero_documento: `66${String(i).padStart(8, '0')}`, telefono: '', movil: '3105550000', email: `control${i}@correo.test`, sede_id: '2', curso_actual_id: '5',
    });
    const rows = [line(1), line(2, 'Ana\u0007'), line(3)];
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/crear_masivo', { registros: rows }, server.adminToken);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'No se guardó ningún registro: 1 fila con errores (2).',
      filas: [{ fila: 2, errores: { primer_nombre: SINGLE_LINE } }],
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('the REST face refuses them as the POST contract does', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.app.inject({
      method: 'POST', url: '/api/rest/estudiantes', payload: newStudent(20, { segundo_nombre: 'Mar\u202Eía' }),
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ segundo_nombre: SINGLE_LINE });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('multi-line texts', () => {
  it('keep their line breaks and tabs (an exam’s objective) but still refuse other controls and bidi characters', async () => {
    const objetivo = 'Comprender textos breves.\r\nEscribir un correo:\n\t- saludo\n\t- despedida';
    const created = await server.post('examen/crear', { codigo: 'EX-LINEAS', nombre: 'Examen de líneas', objetivo }, server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await server.db.query<{ objetivo: string }>('SELECT objetivo FROM examenes WHERE codigo = $1', ['EX-LINEAS']);
    expect(row.objetivo).toBe(objetivo);
    await expectRefused('examen/crear', { codigo: 'EX-RLO', nombre: 'Examen', objetivo: 'Línea 1\nLínea 2\u202E' }, { objetivo: TEXT_CHARACTER_MESSAGES.multiLine });
  });
});

describe('hand-written bodies that store text', () => {
  it('a scheduler reason, a novedad and a permission description refuse them too', async () => {
    const reason = 'Motivo suficientemente largo para la regla\u202E';
    await expectRefused('clase/eliminar', { id: 1, motivo: reason }, { motivo: TEXT_CHARACTER_MESSAGES.multiLine });
    await expectRefused('agendamiento/cancelar', { agendamiento_id: 1, motivo: reason }, { motivo: TEXT_CHARACTER_MESSAGES.multiLine });
    await expectRefused('novedad_docente/eliminar', { novedad_id: 1, motivo: reason }, { motivo: TEXT_CHARACTER_MESSAGES.multiLine });
    await expectRefused('permiso/crear', { codigo: 'ABCD0002', recurso: 'pruebas', descripcion: 'Ver\ntodo' }, { descripcion: SINGLE_LINE });
  });
});
