// Exams through the API (B7A9DE95, 39237B08, 827D5C7D): the criteria's codes are derived from their
// names on create and edit, whatever was sent; bad criteria are refused whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criterionCode, criterionOptions } from '../../../core/school/examCriteria';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.examenes.list, P.examenes.create, P.examenes.edit]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('criteria', () => {
  it('derive the code from the name and offer 1..N', () => {
    expect(criterionCode('  Uso del  Lenguaje ')).toBe('uso_del_lenguaje');
    expect(criterionOptions(4)).toEqual([1, 2, 3, 4]);
  });
});

describe('examen/crear and editar', () => {
  it('stores the exam with codes derived from the names, and derives them again on edit', async () => {
    const created = await server.post(
      'examen/crear',
      { codigo: 'EX-PRUEBA', nombre: 'Examen de prueba', unidades: 3, criterios: [{ nombre: 'Fluidez Oral', codigo: 'otro', maximo: 5, tipo: 'discreto' }] },
      token,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().criterios).toEqual([{ nombre: 'Fluidez Oral', codigo: 'fluidez_oral', maximo: 5, tipo: 'discreto' }]);
    const { id, version } = created.json() as { id: number; version: number };
    const edited = await server.post(
      'examen/editar',
      { id, version, self_assessment: true, criterios: [{ nombre: 'Pronunciación clara', codigo: 'fluidez_oral', maximo: 3, tipo: 'continuo' }] },
      token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ self_assessment: true, criterios: [{ nombre: 'Pronunciación clara', codigo: 'pronunciación_clara', maximo: 3, tipo: 'continuo' }] });
  });

  it('refuses a criterion without a name, an unknown type or a rating out of 1..10, writing nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post(
      'examen/crear',
      { codigo: 'EX-MALO', nombre: 'Malo', criterios: [{ nombre: 'Bien', maximo: 5, tipo: 'discreto' }, { nombre: '', maximo: 11, tipo: 'otro' }] },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.criterios).toMatch(/^Elemento 2, /);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
