import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';

let server: TestServer;
let n = 0;

function crear(body: unknown) {
  return server.post('estudiante/crear', body, server.adminToken);
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/crear', () => {
  it('creates a student (es=true, level from the course) and returns the record', async () => {
    const response = await crear(newStudent(++n, { fecha_nacimiento: '15/03/1994', email: 'Mayus.Culas@Correo.TEST' }));
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as Record<string, unknown>;
    const [course] = await server.db.query<{ nivel_id: number }>('SELECT nivel_id FROM cursos WHERE id = 5');
    expect(record).toMatchObject({
      primer_nombre: 'Ángela', email: 'mayus.culas@correo.test', fecha_nacimiento: '1994-03-15', curso_actual_id: 5,
      nivel_id: course.nivel_id, tipo_pago: 'contado', activo: true, sabados: false,
    });
    expect(record).not.toHaveProperty('password_hash');
    const [row] = await server.db.query<{ es: boolean; pr: boolean }>('SELECT es, pr FROM usuarios WHERE id = $1', [record.id as number]);
    expect(row).toEqual({ es: true, pr: false });
    const detail = await server.post('estudiante/detalle', { id: String(record.id) }, server.adminToken);
    expect(detail.json()).toEqual(record);
  });

  it('reports every invalid field in Spanish and writes nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await crear({
      primer_nombre: 'Ana3', primer_apellido: '', tipo_documento: 'CC', numero_documento: '12', email: 'no-es-correo',
      movil: 'abc', fecha_nacimiento: '2001-02-30', sede_id: 'x', curso_actual_id: 5, contrasena: 'x', activo: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Los datos enviados no son válidos. Revise los campos indicados.',
      errors: {
        primer_nombre: 'Solo se permiten letras, espacios y los caracteres + ( ) . , -',
        primer_apellido: 'Este campo es requerido',
        numero_documento: 'Debe tener mínimo 4 caracteres',
        email: 'El correo electrónico no es válido',
        movil: 'Número no válido: de 7 a 15 dígitos, con espacios o guiones entre ellos y un + opcional al inicio',
        fecha_nacimiento: 'Fecha no válida (DD/MM/AAAA)',
        sede_id: 'Valor no permitido',
        tipo_pago: 'Debe seleccionar un tipo de pago',
        contrasena: 'Campo no permitido: contrasena',
        activo: 'Campo no permitido: activo',
      },
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 400 Valor no permitido for lookup values that do not exist', async () => {
    const before = await countRows(server.db, 'usuarios');
    const response = await crear(newStudent(++n, { sede_id: 999, curso_actual_id: 2147483647, tipo_pago: 'trueque', tipo_documento: 'XX' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      sede_id: 'Valor no permitido', curso_actual_id: 'Valor no permitido', tipo_pago: 'Valor no permitido', tipo_documento: 'Valor no permitido',
    });
    expect(await countRows(server.db, 'usuarios')).toBe(before);
    const huge = await crear(newStudent(++n, { sede_id: 99999999999999 }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ sede_id: 'Valor no permitido' });
  });

  it('answers 409 for a duplicate e-mail or document, also against staff', async () => {
    const first = newStudent(++n);
    expect((await crear(first)).statusCode).toBe(200);
    const before = await countRows(server.db, 'usuarios');
    const again = await crear({ ...newStudent(++n), email: String(first.email).toUpperCase(), numero_documento: first.numero_documento });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'Conflict',
      message: 'Ya existe un registro con este valor',
      errors: { email: 'Ya existe un registro con este valor', numero_documento: 'Ya existe un registro con este valor' },
    });
    const staffEmail = await crear(newStudent(++n, { email: 'admin@escuela.test' }));
    expect(staffEmail.statusCode).toBe(409);
    expect(await countRows(server.db, 'usuarios')).toBe(before);
  });
});

describe('estudiante/detalle', () => {
  it.each([[{ id: 987654 }], [{ id: '987654' }]])('answers 404 for an unknown id %j', async (body) => {
    const response = await server.post('estudiante/detalle', body, server.adminToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NotFound', message: 'Registro no encontrado' });
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: 0 }], [{ id: 1.5 }], [{ id: 99999999999 }], [{ id: null }], [{ id: 1, extra: 1 }]])(
    'answers 400 for %j',
    async (body) => {
      const response = await server.post('estudiante/detalle', body, server.adminToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ValidationError');
    },
  );
});

describe('estudiante/editar', () => {
  async function someStudent(): Promise<Record<string, unknown>> {
    const response = await crear(newStudent(++n));
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  }

  it('updates only the fields sent', async () => {
    const student = await someStudent();
    const response = await server.post('estudiante/editar', { id: student.id, movil: '+57 320 000 0000', segundo_nombre: '' }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...student, version: Number(student.version) + 1, movil: '+57 320 000 0000', segundo_nombre: null });
  });

  it('moves the level with the course', async () => {
    const student = await someStudent();
    const [course] = await server.db.query<{ id: number; nivel_id: number }>('SELECT id, nivel_id FROM cursos WHERE nivel_id <> $1 ORDER BY id LIMIT 1', [student.nivel_id as number]);
    const response = await server.post('estudiante/editar', { id: student.id, curso_actual_id: String(course.id) }, server.adminToken);
    expect(response.json()).toMatchObject({ curso_actual_id: course.id, nivel_id: course.nivel_id });
  });

  it('keeps its own unique values but refuses another record’s', async () => {
    const a = await someStudent();
    const b = await someStudent();
    expect((await server.post('estudiante/editar', { id: a.id, email: a.email }, server.adminToken)).statusCode).toBe(200);
    const clash = await server.post('estudiante/editar', { id: a.id, email: b.email }, server.adminToken);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ email: 'Ya existe un registro con este valor' });
  });

  it('refuses read-only and create-only fields, blanks in required ones, and unknown ids', async () => {
    const student = await someStudent();
    const before = await databaseFingerprint(server.db);
    const response = await server.post(
      'estudiante/editar',
      { id: student.id, tipo_pago: 'beca', activo: false, nivel_id: 1, primer_nombre: '  ' },
      server.adminToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      tipo_pago: 'Campo no permitido: tipo_pago', activo: 'Campo no permitido: activo', nivel_id: 'Campo no permitido: nivel_id',
      primer_nombre: 'Este campo es requerido',
    });
    expect((await server.post('estudiante/editar', { id: 987654, movil: '3001112233' }, server.adminToken)).statusCode).toBe(404);
    expect((await server.post('estudiante/editar', { movil: '3001112233' }, server.adminToken)).json().errors).toEqual({ id: 'Este campo es requerido' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('cannot reach staff through the student endpoints', async () => {
    const [admin] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@escuela.test'");
    const response = await server.post('estudiante/editar', { id: admin.id, primer_nombre: 'Hackeado' }, server.adminToken);
    expect(response.statusCode).toBe(404);
  });

  it('with only the id answers the unchanged record', async () => {
    const student = await someStudent();
    const response = await server.post('estudiante/editar', { id: student.id }, server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(student);
  });
});

describe('salon/crear and salon/editar', () => {
  it('applies defaults, accepts the url only on edit and checks bounds', async () => {
    const created = await server.post('salon/crear', { nombre: 'Sala Andes', capacidad: '12', sede_id: 3 }, server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    const room = created.json() as Record<string, unknown>;
    expect(room).toMatchObject({ nombre: 'Sala Andes', capacidad: 12, tipo_salon: 'regular', activo: true, url: null, tipos_permitidos: [] });
    expect((await server.post('salon/crear', { nombre: 'X', capacidad: 5, sede_id: 3, url: 'https://x.test' }, server.adminToken)).json().errors).toEqual({
      url: 'Campo no permitido: url',
    });
    const bad = await server.post('salon/editar', { id: room.id, capacidad: 500, url: 'ftp://x', tipo_salon: 'cocina' }, server.adminToken);
    expect(bad.json().errors).toEqual({ capacidad: 'Debe ser menor o igual a 200', url: 'La dirección web no es válida', tipo_salon: 'Valor no permitido' });
    const edited = await server.post('salon/editar', { id: room.id, url: 'https://aula.escuela.test/live/andes', activo: false }, server.adminToken);
    expect(edited.json()).toMatchObject({ url: 'https://aula.escuela.test/live/andes', activo: false, capacidad: 12 });
  });
});
