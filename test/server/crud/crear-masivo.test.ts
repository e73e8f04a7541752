// crear_masivo's rule, the same for every resource: all or nothing per batch, every bad line named
// with its field errors, counts that read well, and reference cells by number, code or name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

function studentRow(i: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    primer_nombre: 'Carga', segundo_nombre: '', primer_apellido: 'Masiva', segundo_apellido: 'Prueba', tipo_documento: 'CC',
    numero_documento: `44${String(i).padStart(8, '0')}`, telefono: '', movil: '3105550000', email: `carga${i}@correo.test`,
    sede_id: String(1 + (i % 25)), curso_actual_id: String(1 + (i % 10)), ...overrides,
  };
}

const rowsFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => studentRow(first + i));

async function sedeId(nombre: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM sedes WHERE nombre = $1', [nombre]);
  return row.id;
}

async function cursoId(codigo: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM cursos WHERE codigo = $1', [codigo]);
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/crear_masivo: all or nothing', () => {
  it('writes nothing when 2 of 20 lines are bad and names lines 7 and 13 with their field errors', async () => {
    const rows = rowsFrom(100, 20);
    rows[6] = studentRow(106, { email: 'correo-malo' });
    rows[12] = studentRow(112, { sede_id: '999', primer_nombre: '' });
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/crear_masivo', { registros: rows }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'No se guardó ningún registro: 2 filas con errores (7 y 13).',
      filas: [
        { fila: 7, errores: { email: 'El correo electrónico no es válido' } },
        { fila: 13, errores: { sede_id: 'Valor no permitido', primer_nombre: 'Este campo es requerido' } },
      ],
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('writes all 20 good lines and says so', async () => {
    const before = await countRows(server.db, 'usuarios');
    const response = await server.post('estudiante/crear_masivo', { registros: rowsFrom(200, 20) }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { mensaje: string; creados: number; resultados: { fila: number; ok: boolean; id: number }[] };
    expect(result.mensaje).toBe('Se crearon 20 registros.');
    expect(result.creados).toBe(20);
    expect(result.resultados.map((r) => [r.fila, r.ok])).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, true]));
    expect(await countRows(server.db, 'usuarios')).toBe(before + 20);
    const created = await server.post('estudiante/detalle', { id: result.resultados[19].id }, server.adminToken);
    expect(created.json()).toMatchObject({ email: 'carga219@correo.test', activo: true, segundo_nombre: null });
    expect(created.json()).not.toHaveProperty('es');
    const [row] = await server.db.query<{ es: boolean; nivel_id: number | null }>('SELECT es, nivel_id FROM usuarios WHERE id = $1', [result.resultados[19].id]);
    expect(row.es).toBe(true);
    expect(row.nivel_id).not.toBeNull();
  });

  it('reads well in the singular: 1 registro, 1 fila', async () => {
    const one = await server.post('estudiante/crear_masivo', [studentRow(300)], server.adminToken);
    expect(one.json()).toMatchObject({ mensaje: 'Se creó 1 registro.', creados: 1 });
    const bad = await server.post('estudiante/crear_masivo', [studentRow(301), studentRow(302, { movil: '' })], server.adminToken);
    expect(bad.json()).toEqual({
      code: 'ValidationError',
      message: 'No se guardó ningún registro: 1 fila con errores (2).',
      filas: [{ fila: 2, errores: { movil: 'Este campo es requerido' } }],
    });
  });

  it('names every kind of bad line: format, missing reference, existing and repeated values, wrong types', async () => {
    const rows = [
      studentRow(400),
      studentRow(401, { email: 'admin@escuela.test' }),
      studentRow(402, { numero_documento: studentRow(400).numero_documento }),
      studentRow(403, { email: 'CARGA400@correo.test' }),
      studentRow(404, { sede_id: { id: 1 }, primer_apellido: ['Masiva'], curso_actual_id: true }),
      studentRow(405, { campo_extra: 'x' }),
    ];
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/crear_masivo', rows, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No se guardó ningún registro: 5 filas con errores (2, 3, 4, 5 y 6).');
    expect(response.json().filas).toEqual([
      { fila: 2, errores: { email: 'Ya existe un registro con este valor' } },
      { fila: 3, errores: { numero_documento: 'Valor repetido en la fila 1 de esta carga' } },
      { fila: 4, errores: { email: 'Valor repetido en la fila 1 de esta carga' } },
      { fila: 5, errores: { sede_id: 'Valor no permitido', primer_apellido: 'Valor no permitido', curso_actual_id: 'Valor no permitido' } },
      { fila: 6, errores: { campo_extra: 'Campo no permitido: campo_extra' } },
    ]);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('lists at most ten line numbers in the message, and every line in filas', async () => {
    const rows = rowsFrom(500, 30).map((row, i) => (i % 2 === 0 ? { ...row, email: 'mal' } : row));
    const response = await server.post('estudiante/crear_masivo', rows, server.adminToken);
    expect(response.json().message).toBe('No se guardó ningún registro: 15 filas con errores (1, 3, 5, 7, 9, 11, 13, 15, 17, 19 y 5 más).');
    expect(response.json().filas).toHaveLength(15);
  });
});

describe('estudiante/crear_masivo: reference cells by number, code or name', () => {
  it('accepts what a secretary sees, in any case and without accents', async () => {
    const rows = [
      studentRow(600, { sede_id: 'Bogotá Chapinero', tipo_documento: 'Cédula de ciudadanía', curso_actual_id: 'EN-A1-2' }),
      studentRow(601, { sede_id: '  bogota   CHAPINERO ', tipo_documento: 'cc', curso_actual_id: 'ingles a1 - transition 1 (tn1)' }),
      studentRow(602, { sede_id: 3, tipo_documento: 'pasaporte', curso_actual_id: 'Francés A2 - Módulo 1' }),
    ];
    const response = await server.post('estudiante/crear_masivo', rows, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json() as { resultados: { id: number }[] }).resultados.map((r) => r.id);
    const saved = await server.db.query<{ sede_id: number; tipo_documento: string; curso_actual_id: number }>(
      'SELECT sede_id, tipo_documento, curso_actual_id FROM usuarios WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    const chapinero = await sedeId('Bogotá Chapinero');
    expect(saved).toEqual([
      { sede_id: chapinero, tipo_documento: 'CC', curso_actual_id: await cursoId('EN-A1-2') },
      { sede_id: chapinero, tipo_documento: 'CC', curso_actual_id: await cursoId('EN-A1-2') },
      { sede_id: 3, tipo_documento: 'PA', curso_actual_id: await cursoId('FR-A2-1') },
    ]);
  });

  it('refuses a name that matches no option or several, saying which', async () => {
    const [nivel] = await server.db.query<{ nivel_id: number }>(`SELECT nivel_id FROM cursos WHERE codigo = 'EN-B1-1'`);
    await server.db.query(`INSERT INTO cursos (codigo, nombre, nivel_id) VALUES ('EN-B1-1-S', 'Inglés B1 - Starter 1 (S1)', $1)`, [nivel.nivel_id]);
    const rows = [studentRow(700, { sede_id: 'Sede Inexistente' }), studentRow(701, { curso_actual_id: 'inglés b1 - starter 1 (s1)' })];
    const response = await server.post('estudiante/crear_masivo', rows, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().filas).toEqual([
      { fila: 1, errores: { sede_id: 'Valor no permitido' } },
      {
        fila: 2,
        errores: {
          curso_actual_id:
            'Valor ambiguo: «inglés b1 - starter 1 (s1)» corresponde a 2 opciones (Inglés B1 - Starter 1 (S1) = EN-B1-1; Inglés B1 - Starter 1 (S1) = EN-B1-1-S). Escriba el código o el número.',
        },
      },
    ]);
    const byCode = await server.post('estudiante/crear_masivo', [studentRow(702, { curso_actual_id: 'en-b1-1-s' })], server.adminToken);
    expect(byCode.statusCode, byCode.body).toBe(200);
  });
});

describe('estudiante/crear_masivo: sede boundary and malformed bodies', () => {
  it('refuses lines outside the caller’s permitted sedes, writing nothing', async () => {
    const user = await createStaffUser(server.db, ['F94EDE37']);
    const token = await server.login(user.email, user.password);
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/crear_masivo', [studentRow(800, { sede_id: '1' }), studentRow(801, { sede_id: '3' })], token);
    expect(response.statusCode).toBe(400);
    expect(response.json().filas).toEqual([{ fila: 2, errores: { sede_id: 'La sede no está entre sus sedes permitidas' } }]);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it.each([
    [[], 'Debe enviar al menos un registro'],
    [{ registros: [] }, 'Debe enviar al menos un registro'],
    [{ registros: Array.from({ length: 50001 }, () => ({})) }, 'Se permiten como máximo 50000 registros por carga'],
  ])('answers 400 for an empty or oversized batch', async (body, message) => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/crear_masivo', body, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ registros: message });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 400 when a row is not an object', async () => {
    const response = await server.post('estudiante/crear_masivo', { registros: [studentRow(900), 'texto'] }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'registros.1': 'Cada registro debe ser un objeto' });
  });
});
