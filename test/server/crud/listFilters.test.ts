// The declared derived list filters through the real app (issue 25 point 4): 'vigencia_vencida' (a
// student's vigencia before today on the school's clock) and 'tipo_permitido' (a teacher's allowed
// types hold one), in <prefix>/lista with other filters and a search's ids, in <prefix>/exportar, and
// refused with a Spanish 400 on filtros.<name> for a bad value (never a 500).
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { createTestServer, type TestServer } from '../helpers';

// 22:00 of 15 March in Bogotá: already the 16th in UTC, so a vigencia of the 15th is still valid today.
const TODAY = '2026-03-15';
const CLOCK = fixedClock('2026-03-16T03:00:00Z');

let server: TestServer;
type Row = Record<string, unknown> & { id: number };
type Lista = { datos: Row[]; total: number };

async function lista(path: string, filtros: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Lista> {
  const response = await server.post(path, { por_pagina: 1000, filtros, ...extra }, server.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Lista;
}

async function refusal(path: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await server.post(path, body, server.adminToken);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { errors: Record<string, string> }).errors;
}

const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

let students: Row[];

beforeAll(async () => {
  server = await createTestServer({ clock: CLOCK });
  const all = await lista('estudiante/lista', {});
  // Known cases at the edges: yesterday (expired), today and tomorrow (valid), none (not expired).
  const [a, b, c, d] = all.datos;
  await server.db.query(`UPDATE usuarios SET vigencia = CASE id WHEN $1 THEN '2026-03-14'::date WHEN $2 THEN '2026-03-15'::date WHEN $3 THEN '2026-03-16'::date END WHERE id IN ($1, $2, $3)`, [a.id, b.id, c.id]);
  await server.db.query('UPDATE usuarios SET vigencia = NULL WHERE id = $1', [d.id]);
  students = (await lista('estudiante/lista', {})).datos;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const expiredIds = () => ids(students.filter((s) => typeof s.vigencia === 'string' && s.vigencia < TODAY));

describe('vigencia_vencida', () => {
  it('lists the students whose vigencia is before today on the school clock, and with false the others (none included)', async () => {
    const expired = await lista('estudiante/lista', { vigencia_vencida: true });
    expect(expired.datos.length).toBeGreaterThan(0);
    expect(ids(expired.datos)).toEqual(expiredIds());
    expect(expired.datos.every((s) => String(s.vigencia) < TODAY)).toBe(true);
    const valid = await lista('estudiante/lista', { vigencia_vencida: false });
    expect(valid.total + expired.total).toBe(students.length);
    expect(valid.datos.some((s) => s.vigencia === TODAY)).toBe(true);
    expect(valid.datos.some((s) => s.vigencia === null)).toBe(true);
  });

  it('combines with field filters and with a search hits’ ids', async () => {
    const sede = students[0].sede_id;
    const both = await lista('estudiante/lista', { vigencia_vencida: true, sede_id: sede, activo: students[0].activo });
    expect(ids(both.datos)).toEqual(
      ids(students.filter((s) => String(s.vigencia) < TODAY && s.vigencia !== null && s.sede_id === sede && s.activo === students[0].activo)),
    );
    const some = students.slice(0, 6).map((s) => s.id);
    const within = await lista('estudiante/lista', { vigencia_vencida: true, ids: some });
    expect(ids(within.datos)).toEqual(expiredIds().filter((id) => some.includes(id)));
  });

  it('takes sí/no words as a boolean field filter does, refuses anything else on filtros.vigencia_vencida', async () => {
    expect((await lista('estudiante/lista', { vigencia_vencida: 'true' })).total).toBe(expiredIds().length);
    expect(await refusal('estudiante/lista', { filtros: { vigencia_vencida: 'quizás' } })).toEqual({ 'filtros.vigencia_vencida': 'Debe ser sí o no' });
    expect(await refusal('estudiante/lista', { filtros: { vigencia_vencida: { desde: 1 } } })).toEqual({ 'filtros.vigencia_vencida': 'Valor no válido' });
    expect(await refusal('estudiante/lista', { filtros: { vigencia_vencida: null } })).toEqual({ 'filtros.vigencia_vencida': 'Este campo es requerido' });
    expect(await refusal('estudiante/lista', { filtros: { vigencia_vencida: [true] } })).toEqual({ 'filtros.vigencia_vencida': 'Valor no válido' });
  });

  it('is a filter of the students only', async () => {
    expect(await refusal('salon/lista', { filtros: { vigencia_vencida: true } })).toEqual({ 'filtros.vigencia_vencida': 'Campo no permitido: vigencia_vencida' });
  });

  it('filters the export the same way', async () => {
    const response = await server.post('estudiante/exportar', { formato: 'csv', filtros: { vigencia_vencida: true } }, server.adminToken);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer', raw: true });
    const lines = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null, raw: true });
    expect(lines.length - 1).toBe(expiredIds().length);
    expect(await refusal('estudiante/exportar', { formato: 'csv', filtros: { vigencia_vencida: 'x' } })).toEqual({ 'filtros.vigencia_vencida': 'Debe ser sí o no' });
  });
});

describe('tipo_permitido', () => {
  it("lists the teachers whose allowed types hold the type, with other filters too", async () => {
    const teachers = (await lista('docente/lista', {})).datos;
    const holds = (tipo: string) => ids(teachers.filter((t) => (t.tipos_permitidos as string[]).includes(tipo)));
    for (const tipo of ['lab', 'tutoria', 'regular_2']) {
      const found = await lista('docente/lista', { tipo_permitido: tipo });
      expect(ids(found.datos), tipo).toEqual(holds(tipo));
    }
    expect(holds('lab').length).toBeGreaterThan(0);
    const active = await lista('docente/lista', { tipo_permitido: 'lab', activo: true });
    expect(ids(active.datos)).toEqual(ids(teachers.filter((t) => t.activo === true && (t.tipos_permitidos as string[]).includes('lab'))));
    expect((await lista('docente/lista', { tipo_permitido: 'no_existe' })).total).toBe(0);
  });

  it('refuses a list, an object or nothing on filtros.tipo_permitido', async () => {
    expect(await refusal('docente/lista', { filtros: { tipo_permitido: ['lab'] } })).toEqual({ 'filtros.tipo_permitido': 'Valor no válido' });
    expect(await refusal('docente/lista', { filtros: { tipo_permitido: { id: 'lab' } } })).toEqual({ 'filtros.tipo_permitido': 'Valor no válido' });
    expect(await refusal('docente/lista', { filtros: { tipo_permitido: '' } })).toEqual({ 'filtros.tipo_permitido': 'Este campo es requerido' });
  });

  it('filters the export the same way', async () => {
    const expected = (await lista('docente/lista', { tipo_permitido: 'lab' })).total;
    const response = await server.post('docente/exportar', { formato: 'csv', filtros: { tipo_permitido: 'lab' } }, server.adminToken);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer', raw: true });
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null }).length - 1).toBe(expected);
  });
});
