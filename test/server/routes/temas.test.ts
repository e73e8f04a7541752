// A course's topics through the API (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'):
// tema/crear|detalle|editar with the grade range and weight validated, and curso/crear_temas_masivo
// with the 19 fields of a bulk line (10F6CF17, the engine's all-or-nothing rule); codes per
// operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { TEMA_BULK_COLUMNS } from '../../../resources/temas/schema';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let curso: number;
const C = P.cursos;

beforeAll(async () => {
  server = await createTestServer();
  [{ id: curso }] = await server.db.query<{ id: number }>(`SELECT id FROM cursos WHERE codigo = 'EN-A1-1'`);
  const user = await createStaffUser(server.db, [C.show, C.showTema, C.createTema, C.editTema, C.bulkTemas]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

/** A bulk line as the masivo page sends it: the 19 cells by column. */
const line = (cells: string[]) => Object.fromEntries(TEMA_BULK_COLUMNS.map((column, i) => [column, cells[i] ?? '']));

describe('topics', () => {
  it('the demo course has forty topics whose weights add up to 100', async () => {
    const listed = (await server.post('tema/lista', { por_pagina: 100, filtros: { curso_id: curso } }, token)).json() as { datos: { peso_nota: number }[]; total: number };
    expect(listed.total).toBe(40);
    expect(Math.round(listed.datos.reduce((t, x) => t + x.peso_nota, 0) * 100) / 100).toBe(100);
  });

  it('creates one with its course, type and grading; refuses a bad range or weight, writing nothing', async () => {
    const created = await server.post('tema/crear', { curso_id: curso, nombre: 'Proyecto final', orden: 41, tipo: 'autonomo', peso_nota: 0 }, token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ tipo: 'autonomo', rango_nota: 5, requiere_sede_original: 0, notificacion_mostrar: false });
    const before = await databaseFingerprint(server.db);
    const bad = await server.post('tema/crear', { curso_id: curso, nombre: 'X', orden: 42, rango_nota: 0, peso_nota: 100.5 }, token);
    expect(bad.json().errors).toEqual({ rango_nota: 'Debe ser mayor o igual a 0,01', peso_nota: 'Debe ser menor o igual a 100' });
    expect((await server.post('tema/crear', { curso_id: curso, nombre: 'X', orden: 42, peso_nota: 1.005 }, token)).json().errors).toEqual({ peso_nota: 'Debe ser múltiplo de 0,01' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('edits the notification and the achievements text', async () => {
    const [{ id }] = await server.db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id = $1 ORDER BY orden LIMIT 1', [curso]);
    const edited = await server.post('tema/editar', { id, notificacion_mostrar: true, notificacion_texto: 'Traer el libro', notificacion_enlace: 'https://aula.escuela.test/libro', logros: 'Saluda' }, token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ notificacion_mostrar: true, notificacion_texto: 'Traer el libro', logros: 'Saluda' });
    expect((await server.post('tema/editar', { id, notificacion_enlace: 'no es un enlace' }, token)).statusCode).toBe(400);
  });

  it('curso/crear_temas_masivo loads the 19 fields per line; one bad line refuses the batch', async () => {
    const before = await countRows(server.db, 'temas', `curso_id = ${curso}`);
    const good = line(['Bloque 9', '90-99', '9', 'Review', 'Warm up, practice', 'Repaso general', 'EN-A1-1', 'Repaso general 1', '50', 'regular_1', 'regular', 'EN-A1-1-R1', 'sí', 'sí', 'no', 'Motivar', 'Práctica', 'Tres momentos', 'Ninguna']);
    const wrong = line(['', '', '', '', '', '', 'EN-A1-1', '', '51', 'regular_99', 'cocina']);
    const refused = await server.post('curso/crear_temas_masivo', { registros: [good, wrong] }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().filas).toEqual([{ fila: 2, errores: { nombre: 'Este campo es requerido', tipo_clase: expect.any(String), tipo_salon: expect.any(String) } }]);
    expect(await countRows(server.db, 'temas', `curso_id = ${curso}`)).toBe(before);
    const loaded = await server.post('curso/crear_temas_masivo', { registros: [good, line([...Object.values(good).slice(0, 7), 'Repaso general 2', '51'])] }, token);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(await countRows(server.db, 'temas', `curso_id = ${curso}`)).toBe(before + 2);
    const [row] = await server.db.query<Record<string, unknown>>(`SELECT * FROM temas WHERE codigo = 'EN-A1-1-R1'`);
    expect(row).toMatchObject({ curso_id: curso, tipo_clase: 'regular_1', tipo_salon: 'regular', programable: true, programacion_libre: false, naturaleza: 'Práctica', tipo: 'clase' });
  });

  it('each operation needs its code', async () => {
    const viewer = await createStaffUser(server.db, [C.show]);
    const viewerToken = await server.login(viewer.email, viewer.password);
    expect((await server.post('tema/lista', {}, viewerToken)).statusCode).toBe(200);
    for (const path of ['tema/detalle', 'tema/crear', 'tema/editar', 'curso/crear_temas_masivo']) {
      expect((await server.post(path, { id: 1 }, viewerToken)).statusCode, path).toBe(403);
    }
  });
});
