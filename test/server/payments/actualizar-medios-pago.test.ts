// actualizar_medios_pago (EACA7E4, #/masivos; docs/domain/bulk-payments.md 'Bulk payment update'): the guard before the
// body (401, 403), Spanish 400s with nothing written, the update itself (method in lower case, the
// listed code stored), the error rows (the page's, repeated codes, unknown methods, no student,
// another sede, a stronger kind), one audit event per call, a 50,000-row body, and a batch cut
// short put back by the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { MAX_PAYMENT_ROWS, PAYMENT_UPDATE_MESSAGES, type PaymentUpdateAnswer } from '../../../core/school/paymentUpdate';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
/** EACA7E4 only, sedes 1 and 2. */
let bounded: string;
/** Every code but EACA7E4. */
let withoutCode: string;

interface Student {
  id: number;
  sede_id: number;
  tipo_pago: string | null;
}

const post = (body: unknown, token: string | null = server.adminToken) => server.post('actualizar_medios_pago', body, token);

async function students(where: string): Promise<Student[]> {
  return server.db.query<Student>(
    `SELECT id, sede_id, tipo_pago FROM usuarios WHERE es AND NOT pr AND NOT ad AND NOT fu AND deleted_at IS NULL AND ${where} ORDER BY id`,
  );
}

async function methodOf(id: number): Promise<string | null> {
  const [row] = await server.db.query<{ tipo_pago: string | null }>('SELECT tipo_pago FROM usuarios WHERE id = $1', [id]);
  return row.tipo_pago;
}

/** A method other than the student's. */
const otherThan = (current: string | null) => (current === 'beca' ? 'convenio' : 'beca');

beforeAll(async () => {
  server = await createTestServer({ students: 60 });
  const a = await createStaffUser(server.db, [P.admin.bulkPagos]);
  bounded = await server.login(a.email, a.password);
  const b = await createStaffUser(server.db, ALL_PERMISSION_CODES.filter((c) => c !== P.admin.bulkPagos));
  withoutCode = await server.login(b.email, b.password);
});
afterAll(async () => {
  await server.close();
});

describe('actualizar_medios_pago: refusals', () => {
  it('answers 401 without a token and 403 without EACA7E4, before reading the body, writing nothing', async () => {
    const [student] = await students('true');
    const body = { users: [{ id: student.id, tipo: otherThan(student.tipo_pago) }] };
    const before = await databaseFingerprint(server.db);
    const anonymous = await post(body, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
    for (const payload of [body, { nada: true }]) {
      const forbidden = await post(payload, withoutCode);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers a Spanish 400 to a malformed body, writing nothing', async () => {
    const [student] = await students('true');
    const before = await databaseFingerprint(server.db);
    const cases: [unknown, Record<string, unknown>][] = [
      [{}, { code: 'ValidationError', errors: { users: 'Este campo es requerido' } }],
      [{ users: [], usersErrors: [] }, { code: 'ValidationError', message: PAYMENT_UPDATE_MESSAGES.empty }],
      [{ users: [{ id: 'abc', tipo: 'contado' }] }, { code: 'ValidationError', errors: { 'users.0.id': 'Debe ser un identificador numérico' } }],
      [{ users: [{ id: student.id, tipo: '  ' }] }, { code: 'ValidationError', errors: { 'users.0.tipo': 'Debe tener mínimo 1 caracteres' } }],
      [{ users: [{ id: student.id, tipo: 'beca', sede: 1 }] }, { code: 'ValidationError', errors: { 'users.0.sede': 'Campo no permitido: sede' } }],
      [{ users: [], usersErrors: [{ id: '1', tipo: 'x' }] }, { code: 'ValidationError', errors: { 'usersErrors.0.observaciones': 'Este campo es requerido' } }],
      [
        { users: Array.from({ length: MAX_PAYMENT_ROWS }, (_, i) => ({ id: i + 1, tipo: 'beca' })), usersErrors: [{ id: 'x', tipo: 'y', observaciones: 'z' }] },
        { code: 'ValidationError', message: 'El archivo supera el máximo de 50.000 registros' },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject(expected);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 413 to a body over its 5 MB', async () => {
    const response = await post({ users: [], usersErrors: Array.from({ length: 30_000 }, () => ({ id: 'x'.repeat(100), tipo: 'y'.repeat(100), observaciones: 'z' })) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PayloadTooLarge', message: 'El cuerpo de la solicitud supera el tamaño máximo permitido' });
  });
});

describe('actualizar_medios_pago: the update', () => {
  it('sets each student’s method (any case, the listed code stored) and answers every error row, with one audit event', async () => {
    const [a, b, c, d] = await students('true');
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT es ORDER BY id LIMIT 1');
    const events = await countRows(server.db, 'eventos');
    const versions = async () => (await server.db.query<{ version: number }>('SELECT version FROM usuarios WHERE id = ANY($1::integer[]) ORDER BY id', [[a.id, b.id, d.id]])).map((r) => r.version);
    const before = await versions();
    const page = [{ id: 'abc', tipo: 'contado', observaciones: PAYMENT_UPDATE_MESSAGES.code }];
    const response = await post({
      users: [
        { id: a.id, tipo: otherThan(a.tipo_pago).toUpperCase() },
        { id: b.id, tipo: 'tarjeta' },
        { id: c.id, tipo: 'contado' },
        { id: teacher.id, tipo: 'contado' },
        { id: 999999, tipo: 'contado' },
        { id: c.id, tipo: otherThan(c.tipo_pago) },
        { id: d.id, tipo: d.tipo_pago ?? 'beca' },
      ],
      usersErrors: page,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as PaymentUpdateAnswer;
    expect(answer).toEqual({
      mensaje: 'Se ejecutó con exito la acción.',
      actualizados: d.tipo_pago === null ? 3 : 2,
      sin_cambio: d.tipo_pago === null ? 0 : 1,
      errores: [
        ...page,
        { id: String(b.id), tipo: 'tarjeta', observaciones: 'Metodo de pago incorrecto' },
        { id: String(c.id), tipo: 'contado', observaciones: PAYMENT_UPDATE_MESSAGES.repeated },
        { id: String(teacher.id), tipo: 'contado', observaciones: PAYMENT_UPDATE_MESSAGES.notFound },
        { id: '999999', tipo: 'contado', observaciones: PAYMENT_UPDATE_MESSAGES.notFound },
      ],
    });
    expect(await methodOf(a.id)).toBe(otherThan(a.tipo_pago));
    expect(await methodOf(b.id)).toBe(b.tipo_pago);
    expect(await methodOf(c.id)).toBe(otherThan(c.tipo_pago));
    expect(await methodOf(teacher.id)).toBe(null);
    // One more version for a changed student, none for one left as it was (the record's lost-update guard).
    expect(await versions()).toEqual([before[0] + 1, before[1], before[2] + (d.tipo_pago === null ? 1 : 0)]);
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
    const [event] = await server.db.query<{ universo: string; tipo: string; evento: string; contenido: Record<string, number> }>(
      'SELECT universo, tipo, evento, contenido FROM eventos ORDER BY id DESC LIMIT 1',
    );
    expect(event).toEqual({
      universo: 'estudiantes',
      tipo: 'actualizar_medios_pago',
      evento: `Medios de pago actualizados: ${answer.actualizados} estudiantes`,
      contenido: { actualizados: answer.actualizados, sin_cambio: answer.sin_cambio, errores: 5 },
    });
    expect(await countRows(server.db, 'medios_pago_lotes')).toBe(0);
  });

  it('writes nothing and records no event when nothing changes (only errors, or the same methods)', async () => {
    const [a] = await students('tipo_pago IS NOT NULL');
    const before = await databaseFingerprint(server.db);
    const response = await post({ users: [{ id: a.id, tipo: a.tipo_pago }, { id: 999998, tipo: 'beca' }], usersErrors: [{ id: '', tipo: '', observaciones: 'Estructura del registro incorrecta' }] });
    expect(response.statusCode).toBe(200);
    // Nothing changed: never the success message, but what happened.
    expect(response.json()).toMatchObject({ mensaje: 'No se actualizó ningún estudiante: 2 líneas con errores', actualizados: 0, sin_cambio: 1 });
    expect((response.json() as PaymentUpdateAnswer).errores).toHaveLength(2);
    const onlyErrors = await post({ users: [], usersErrors: [{ id: '12a', tipo: 'beca', observaciones: PAYMENT_UPDATE_MESSAGES.code }] });
    expect(onlyErrors.json()).toEqual({ mensaje: 'No se actualizó ningún estudiante: 1 línea con errores', actualizados: 0, sin_cambio: 0, errores: [{ id: '12a', tipo: 'beca', observaciones: PAYMENT_UPDATE_MESSAGES.code }] });
    const same = await post({ users: [{ id: a.id, tipo: a.tipo_pago }], usersErrors: [] });
    expect(same.json()).toMatchObject({ mensaje: 'No se actualizó ningún estudiante: ya tenía ese método de pago', actualizados: 0, sin_cambio: 1 });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('takes a method by its name as well as its code (case and accents ignored), storing the code', async () => {
    const [a] = await students("tipo_pago IS DISTINCT FROM 'credito'");
    const response = await post({ users: [{ id: a.id, tipo: 'CRÉDITO' }], usersErrors: [] });
    expect(response.json()).toMatchObject({ mensaje: PAYMENT_UPDATE_MESSAGES.done, actualizados: 1, errores: [] });
    const [row] = await server.db.query<{ tipo_pago: string }>('SELECT tipo_pago FROM usuarios WHERE id = $1', [a.id]);
    expect(row.tipo_pago).toBe('credito');
  });

  it('reaches only students of the caller’s sedes and below their privilege ceiling', async () => {
    const [inside] = await students('sede_id = 1');
    const [outside] = await students('sede_id NOT IN (1, 2)');
    const [twoKinds] = await students('sede_id = 2');
    await server.db.query('UPDATE usuarios SET pr = true WHERE id = $1', [twoKinds.id]);
    const body = {
      users: [
        { id: inside.id, tipo: otherThan(inside.tipo_pago) },
        { id: outside.id, tipo: otherThan(outside.tipo_pago) },
        { id: twoKinds.id, tipo: otherThan(twoKinds.tipo_pago) },
      ],
    };
    const response = await post(body, bounded);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      actualizados: 1,
      errores: [
        { id: String(outside.id), observaciones: PAYMENT_UPDATE_MESSAGES.notFound },
        { id: String(twoKinds.id), observaciones: PAYMENT_UPDATE_MESSAGES.notFound },
      ],
    });
    expect(await methodOf(inside.id)).toBe(otherThan(inside.tipo_pago));
    expect(await methodOf(outside.id)).toBe(outside.tipo_pago);
    expect(await methodOf(twoKinds.id)).toBe(twoKinds.tipo_pago);
    // The administrator (every sede, every code) reaches both.
    const admin = await post({ users: body.users.slice(1) });
    expect(admin.json()).toMatchObject({ actualizados: 2, errores: [] });
    expect(await methodOf(twoKinds.id)).toBe(otherThan(twoKinds.tipo_pago));
  });

  it('accepts 50,000 rows in one call', async () => {
    const all = await students('true');
    const ids = new Set(all.map((s) => s.id));
    const users = Array.from({ length: MAX_PAYMENT_ROWS - all.length }, (_, i) => 1_000_000 + i)
      .filter((id) => !ids.has(id))
      .map((id) => ({ id, tipo: 'contado' }));
    users.push(...all.map((s) => ({ id: s.id, tipo: 'Empresa' })));
    expect(users).toHaveLength(MAX_PAYMENT_ROWS);
    const payload = JSON.stringify({ users });
    expect(payload.length).toBeGreaterThan(1_000_000);
    const response = await post(payload);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const answer = response.json() as PaymentUpdateAnswer;
    expect(answer.actualizados + answer.sin_cambio).toBe(all.length);
    expect(answer.errores).toHaveLength(MAX_PAYMENT_ROWS - all.length);
    expect(await students(`tipo_pago IS DISTINCT FROM 'empresa'`)).toEqual([]);
  }, 60_000);

  it('puts back a batch cut short (its journal left behind) before writing the next', async () => {
    const [a, b] = await students('tipo_pago IS NOT NULL');
    // A batch that changed a to 'beca' and then stopped: the journal still holds a's former method.
    const cut = otherThan(a.tipo_pago);
    await server.db.query('UPDATE usuarios SET tipo_pago = $2 WHERE id = $1', [a.id, cut]);
    await server.db.query('INSERT INTO medios_pago_lotes (lote, usuario_id, tipo_pago_anterior, tipo_pago_nuevo) VALUES (424242, $1, $2, $3)', [a.id, a.tipo_pago, cut]);
    const response = await post({ users: [{ id: b.id, tipo: otherThan(b.tipo_pago) }] });
    expect(response.statusCode).toBe(200);
    if (server.db.kind === 'pglite') {
      expect(await methodOf(a.id)).toBe(a.tipo_pago);
      expect(await countRows(server.db, 'medios_pago_lotes')).toBe(0);
    } else {
      await server.db.query('DELETE FROM medios_pago_lotes');
    }
    expect(await methodOf(b.id)).toBe(otherThan(b.tipo_pago));
  });
});
