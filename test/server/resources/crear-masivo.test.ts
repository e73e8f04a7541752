import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

function studentRow(i: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    primer_nombre: 'Carga', segundo_nombre: '', primer_apellido: 'Masiva', segundo_apellido: 'Prueba', tipo_documento: 'CC',
    numero_documento: `44${String(i).padStart(8, '0')}`, telefono: '', movil: '3105550000', email: `carga${i}@correo.test`,
    sede_id: String(1 + (i % 25)), curso_actual_id: String(1 + (i % 10)), ...overrides,
  };
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/crear_masivo', () => {
  it('inserts the valid rows and reports the others by position', async () => {
    const before = await countRows(server.db, 'usuarios');
    const rows = [
      studentRow(1),
      studentRow(2, { email: 'correo-malo' }),
      studentRow(3, { sede_id: '999' }),
      studentRow(4, { email: 'admin@escuela.test' }),
      studentRow(5, { numero_documento: studentRow(1).numero_documento }),
      studentRow(6, { primer_nombre: '' }),
      studentRow(7),
    ];
    const response = await server.post('estudiante/crear_masivo', { registros: rows }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { mensaje: string; creados: number; resultados: { fila: number; ok: boolean; id?: number; errores?: Record<string, string> }[] };
    expect(result.mensaje).toBe('Se crearon 2 registros. 5 filas con errores.');
    expect(result.creados).toBe(2);
    expect(result.resultados.map((r) => [r.fila, r.ok])).toEqual([[1, true], [2, false], [3, false], [4, false], [5, false], [6, false], [7, true]]);
    expect(result.resultados[1].errores).toEqual({ email: 'El correo electrónico no es válido' });
    expect(result.resultados[2].errores).toEqual({ sede_id: 'Valor no permitido' });
    expect(result.resultados[3].errores).toEqual({ email: 'Ya existe un registro con este valor' });
    expect(result.resultados[4].errores).toEqual({ numero_documento: 'Valor repetido en la fila 1 de esta carga' });
    expect(result.resultados[5].errores).toEqual({ primer_nombre: 'Este campo es requerido' });
    expect(await countRows(server.db, 'usuarios')).toBe(before + 2);
    const created = await server.post('estudiante/detalle', { id: result.resultados[6].id }, server.adminToken);
    expect(created.json()).toMatchObject({ email: 'carga7@correo.test', activo: true, segundo_nombre: null });
    expect(created.json()).not.toHaveProperty('es');
    const [row] = await server.db.query<{ es: boolean; nivel_id: number | null }>('SELECT es, nivel_id FROM usuarios WHERE id = $1', [result.resultados[6].id ?? null]);
    expect(row.es).toBe(true);
    expect(row.nivel_id).not.toBeNull();
  });

  it('accepts a bare array', async () => {
    const response = await server.post('estudiante/crear_masivo', [studentRow(20), studentRow(21)], server.adminToken);
    expect(response.json()).toMatchObject({ creados: 2, mensaje: 'Se crearon 2 registros. 0 filas con errores.' });
  });

  it('marks every repetition inside the batch', async () => {
    const rows = [studentRow(30), studentRow(31, { email: 'carga30@correo.test' }), studentRow(32, { email: 'CARGA30@correo.test' })];
    const result = (await server.post('estudiante/crear_masivo', rows, server.adminToken)).json();
    expect(result.creados).toBe(1);
    expect(result.resultados[1].errores).toEqual({ email: 'Valor repetido en la fila 1 de esta carga' });
    expect(result.resultados[2].errores).toEqual({ email: 'Valor repetido en la fila 1 de esta carga' });
  });

  it.each([
    [[], 'Debe enviar al menos un registro'],
    [{ registros: [] }, 'Debe enviar al menos un registro'],
    [{ registros: Array.from({ length: 20001 }, () => ({})) }, 'Se permiten como máximo 20000 registros por carga'],
  ])('answers 400 for an empty or oversized batch', async (body, message) => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/crear_masivo', body, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ registros: message });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 400 when a row is not an object', async () => {
    const response = await server.post('estudiante/crear_masivo', { registros: [studentRow(40), 'texto'] }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'registros.1': 'Cada registro debe ser un objeto' });
  });
});

describe('salon/crear_masivo', () => {
  it('writes nothing when the database refuses one row (one transaction)', async () => {
    await server.db.exec(`
      CREATE FUNCTION rechazar_salon() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.nombre = 'Salón imposible' THEN RAISE EXCEPTION 'fallo simulado'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER rechazar_salon BEFORE INSERT ON salones FOR EACH ROW EXECUTE FUNCTION rechazar_salon();`);
    try {
      const before = await databaseFingerprint(server.db);
      const rows = Array.from({ length: 50 }, (_, i) => ({ nombre: i === 37 ? 'Salón imposible' : `Salón ${i}`, numero: String(i), capacidad: '10', tipo_salon: 'lab', sede_id: '2' }));
      const response = await server.post('salon/crear_masivo', { registros: rows }, server.adminToken);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'InternalError', message: 'No se guardó ningún registro. Error de la base de datos.' });
      expect(await databaseFingerprint(server.db)).toEqual(before);
    } finally {
      await server.db.exec('DROP TRIGGER rechazar_salon ON salones; DROP FUNCTION rechazar_salon();');
    }
  });

  it('answers 400 and writes nothing when a row breaks a database rule', async () => {
    await server.db.exec(`ALTER TABLE salones ADD CONSTRAINT salones_sin_prohibido CHECK (nombre <> 'Prohibido')`);
    try {
      const before = await databaseFingerprint(server.db);
      const rows = [{ nombre: 'Permitido', capacidad: '5', sede_id: '1' }, { nombre: 'Prohibido', capacidad: '5', sede_id: '1' }];
      const response = await server.post('salon/crear_masivo', rows, server.adminToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('No se guardó ningún registro. Un valor no cumple las reglas de la base de datos');
      expect(await databaseFingerprint(server.db)).toEqual(before);
    } finally {
      await server.db.exec('ALTER TABLE salones DROP CONSTRAINT salones_sin_prohibido');
    }
  });

  it('loads 10000 rows in reasonable time', async () => {
    const rows = Array.from({ length: 10000 }, (_, i) => ({
      nombre: `Salón masivo ${i}`, numero: String(i), capacidad: String(1 + (i % 200)), tipo_salon: i % 500 === 0 ? 'cocina' : 'regular', sede_id: String(1 + (i % 25)),
    }));
    const before = await countRows(server.db, 'salones');
    const started = Date.now();
    const response = await server.post('salon/crear_masivo', { registros: rows }, server.adminToken);
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    const result = response.json() as { creados: number; resultados: { ok: boolean }[] };
    expect(result.creados).toBe(9980);
    expect(result.resultados).toHaveLength(10000);
    expect(await countRows(server.db, 'salones')).toBe(before + 9980);
    expect(elapsed).toBeLessThan(10_000);
  });
});
