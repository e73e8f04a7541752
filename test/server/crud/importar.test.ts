// <recurso>/importar through the real app: the list's own export (CSV and .xlsx) read back by the
// browser's reader and imported — with new documents it creates records equal to the originals;
// with one changed cell and 'actualizar' it changes exactly that record (version + 1, one audit
// event). The preview counts and writes nothing; a stale version, a refused line or a missing edit
// code change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportAnswer } from '../../../core/engine/bulkImport';
import { P } from '../../../core/engine/permissions';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { apiPath } from '../../../core/engine/paths';
import { servedResources } from '../../../resources/served';
import { readTable } from '../../../src/bulk/read/readTable';
import { tableToInput } from '../../../src/bulk/tableRows';
import { ANALYZE_AFTER_ROWS } from '../../../server/crud/bulk';
import { matchKey } from '../../../server/crud/importMatch';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let imports: ResourceDeclaration[];

beforeAll(async () => {
  server = await createTestServer({ students: 40 });
  imports = (await servedResources()).resources.filter((decl) => decl.bulk && decl.permissions.bulk);
}, 120_000);
afterAll(async () => {
  await server.close();
});

/** The list's export as the import dialog reads it: its lines (cells by bulk column, the Id apart) and which columns it has. */
async function exportedLines(decl: ResourceDeclaration, formato: 'csv' | 'xlsx', filtros: Record<string, unknown> = {}, parentId?: number) {
  const response = await server.post(apiPath(decl, 'exportar', parentId), { formato, filtros }, server.adminToken);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const parsed = tableToInput(readTable(new Uint8Array(response.rawPayload), `${decl.name}.${formato}`).rows, decl);
  expect(parsed.header?.hasId, `${decl.name} ${formato}: the export's header is read`).toBe(true);
  const registros: Record<string, string>[] = parsed.rows.map((row) => (row.id ? { ...row.values, id: row.id } : { ...row.values }));
  return { registros, columnas: parsed.header!.present };
}

const importar = (decl: ResourceDeclaration, body: Record<string, unknown>, token = server.adminToken, parentId?: number) =>
  server.post(apiPath(decl, 'importar', parentId), body, token);

/** A child's list is its parent's: the parent of its first record. */
async function parentOf(decl: ResourceDeclaration): Promise<number | undefined> {
  if (!decl.parent) return undefined;
  const [row] = await server.db.query<{ parent: number }>(`SELECT ${decl.parent.field} AS parent FROM ${decl.table} ORDER BY id LIMIT 1`);
  return row.parent;
}

/** Ids of `table` no record of `decl` names in `source` yet: a survey's new booking to rate. */
async function unusedTargets(decl: ResourceDeclaration, source: string, table: string, n: number): Promise<string[]> {
  const rows = await server.db.query<{ id: number }>(
    `SELECT id FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM ${decl.table} r WHERE r.${source} = t.id) ORDER BY id DESC LIMIT $1`,
    [n],
  );
  return rows.map((r) => String(r.id));
}

/** A unique value made new: the same kind of text, never in the table. */
function renewed(value: unknown, n: number): string {
  const text = String(value ?? '');
  if (text === '') return text;
  if (text.includes('@')) return `r${n}.${text}`;
  if (/^\d+$/.test(text)) return `9${String(n).padStart(3, '0')}${text}`.slice(0, 20);
  return `${text.slice(0, 14)}-R${n}`;
}

describe('the round trip: a list’s export imports back', () => {
  it.each(['csv', 'xlsx'] as const)('%s: every list with an import, re-imported with new documents, creates records equal to the originals', async (formato) => {
    expect(imports.map((d) => d.name).sort()).toEqual(['cursos', 'docentes', 'encuestas', 'estudiantes', 'logros', 'salones', 'temas', 'usuarios']);
    for (const decl of imports) {
      const parentId = await parentOf(decl);
      const { registros, columnas } = await exportedLines(decl, formato, {}, parentId);
      // Every unique value (a person's document and e-mail) and the code a line is matched by; its references (a topic's course) stay.
      const keyed = [...decl.fields.filter((f) => f.unique).map((f) => f.source), ...(matchKey(decl, columnas) ?? [])];
      const uniques = [...new Set(keyed)].filter((source) => columnas.includes(source) && !decl.fields.find((f) => f.source === source)?.lookup);
      // A unique reference (the booking a survey rates) is new when it names something not rated yet:
      // the copies are the first lines for which there is one.
      const targets = new Map<string, string[]>();
      for (const field of decl.fields.filter((f) => f.unique && f.integer?.foreignKey && columnas.includes(f.source))) {
        targets.set(field.source, await unusedTargets(decl, field.source, field.integer!.foreignKey!, 3));
      }
      const originals: Record<string, string>[] = [];
      for (const row of registros) {
        if (originals.length === 3) break;
        const needs = [...targets.keys()].filter((source) => row[source]);
        if (needs.some((source) => targets.get(source)!.length === 0)) continue;
        originals.push({ ...row, ...Object.fromEntries(needs.map((source) => [source, targets.get(source)!.shift()!])) });
      }
      expect(originals.length, decl.name).toBeGreaterThan(0);
      const fresh = originals.map((row, n) => {
        const copy: Record<string, unknown> = { ...row };
        for (const source of uniques) if (!targets.has(source)) copy[source] = renewed(row[source], n + (formato === 'csv' ? 0 : 500));
        // Without a document or code to match by, a line is matched by its Id: a copy has none.
        if (uniques.length === 0) delete copy.id;
        return copy;
      });
      const response = await importar(decl, { registros: fresh, columnas, si_existe: 'omitir', confirmar: true }, server.adminToken, parentId);
      expect(response.statusCode, `${decl.name} ${formato}: ${response.body.slice(0, 600)}`).toBe(200);
      const answer = response.json() as ImportAnswer;
      expect(answer.nuevos, decl.name).toBe(fresh.length);
      // The new records, exported again, read as the originals on every imported column but the renewed ones.
      const newIds = await server.db.query<{ id: number }>(`SELECT id FROM ${decl.table} ORDER BY id DESC LIMIT ${fresh.length}`);
      const again = (await exportedLines(decl, formato, { ids: newIds.map((r) => r.id) }, parentId)).registros;
      expect(again, decl.name).toHaveLength(fresh.length);
      const strip = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id' && !uniques.includes(k) && columnas.includes(k)));
      const byOriginal = fresh.map((row) => strip(row));
      const made = again.map(strip);
      for (const expected of byOriginal) expect(made, `${decl.name} ${formato}`).toContainEqual(expected);
      // The copies go again: a second course of the same name would make the next list's course names
      // ambiguous. New topics already feed their course's progress rows, and no list names a topic: they stay.
      if (decl.table !== 'temas') await server.db.query(`DELETE FROM ${decl.table} WHERE id = ANY($1::integer[])`, [newIds.map((r) => r.id)]);
    }
  });
});

describe('updating through an import', () => {
  it('a changed cell with «actualizar» changes exactly that record: version + 1, one audit event; the preview counts and writes nothing', async () => {
    const decl = imports.find((d) => d.name === 'salones')!;
    const { registros, columnas } = await exportedLines(decl, 'xlsx');
    const target = registros[1];
    const changed = registros.map((row) => (row === target ? { ...row, capacidad: String(Number(row.capacidad) + 1) } : row));
    const before = await databaseFingerprint(server.db);
    const preview = await importar(decl, { registros: changed, columnas, si_existe: 'actualizar' });
    expect(preview.statusCode, preview.body.slice(0, 400)).toBe(200);
    const seen = preview.json() as ImportAnswer;
    expect(seen).toMatchObject({ nuevos: 0, cambian: 1, iguales: registros.length - 1, omitidos: 0, con_errores: 0 });
    expect(seen.mensaje).toBe(IMPORT_MESSAGES.preview(seen));
    expect(seen.filas[1]).toMatchObject({ fila: 2, accion: 'cambia', id: Number(target.id), cambios: ['Capacidad'] });
    expect(await databaseFingerprint(server.db)).toEqual(before);

    const [was] = await server.db.query<{ version: number; capacidad: number }>('SELECT version, capacidad FROM salones WHERE id = $1', [Number(target.id)]);
    const events = await countRows(server.db, 'eventos');
    const versiones = Object.fromEntries(seen.filas.filter((f) => f.version !== undefined).map((f) => [String(f.fila), f.version!]));
    const written = await importar(decl, { registros: changed, columnas, si_existe: 'actualizar', confirmar: true, versiones });
    expect(written.statusCode, written.body.slice(0, 400)).toBe(200);
    expect((written.json() as ImportAnswer).mensaje).toBe('Se crearon 0 registros y se actualizó 1.');
    const [now] = await server.db.query<{ version: number; capacidad: number }>('SELECT version, capacidad FROM salones WHERE id = $1', [Number(target.id)]);
    expect(now).toEqual({ version: was.version + 1, capacidad: was.capacidad + 1 });
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
    const [event] = await server.db.query<{ tipo: string; registro_id: number; contenido: { cambios: Record<string, unknown> } }>(
      'SELECT tipo, registro_id, contenido FROM eventos ORDER BY id DESC LIMIT 1',
    );
    expect(event).toMatchObject({ tipo: 'editar', registro_id: Number(target.id) });
    expect(Object.keys(event.contenido.cambios)).toEqual(['capacidad']);

    // The same file again, with the versions the first preview saw: that record changed since.
    const stale = await importar(decl, { registros: changed.map((row) => (row === changed[1] ? { ...row, capacidad: String(was.capacidad + 2) } : row)), columnas, si_existe: 'actualizar', confirmar: true, versiones });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(IMPORT_MESSAGES.stale(2));
  });

  it('by document: «omitir» leaves existing students alone and creates the new ones; a refused line refuses the batch', async () => {
    const decl = imports.find((d) => d.name === 'estudiantes')!;
    const { registros, columnas } = await exportedLines(decl, 'csv', {});
    const existing = registros.slice(0, 2);
    const newOne = { ...existing[0], id: '', numero_documento: '88800001', email: 'nuevo.importado@correo.test' };
    const answer = (await importar(decl, { registros: [...existing, newOne], columnas, si_existe: 'omitir' })).json() as ImportAnswer;
    expect(answer).toMatchObject({ nuevos: 1, omitidos: 2, cambian: 0, con_errores: 0 });
    const bad = { ...newOne, numero_documento: '88800002', email: 'no-es-correo' };
    const before = await databaseFingerprint(server.db);
    const refused = await importar(decl, { registros: [...existing, newOne, bad], columnas, si_existe: 'omitir', confirmar: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().filas).toEqual([{ fila: 4, errores: { email: 'El correo electrónico no es válido' } }]);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('«actualizar» needs the edit code as well as the import’s; a line whose Id names another record than its document is refused', async () => {
    const decl = imports.find((d) => d.name === 'estudiantes')!;
    const user = await createStaffUser(server.db, [P.estudiantes.list, P.estudiantes.bulk]);
    const token = await server.login(user.email, user.password);
    const { registros, columnas } = await exportedLines(decl, 'csv');
    const forbidden = await importar(decl, { registros: registros.slice(0, 1), columnas, si_existe: 'actualizar' }, token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(IMPORT_MESSAGES.noEditCode);
    const swapped = { ...registros[0], id: registros[1].id };
    const answer = (await importar(decl, { registros: [swapped], columnas, si_existe: 'actualizar' })).json() as ImportAnswer;
    expect(answer.filas[0].errores).toEqual({ _registro: IMPORT_MESSAGES.idOfAnother });
  });

  it('refreshes the table\'s statistics after a big file, as crear_masivo does', async () => {
    const decl = imports.find((d) => d.name === 'salones')!;
    const analyzed = async () => (await server.db.query<{ n: number }>(`SELECT analyze_count::integer AS n FROM pg_stat_user_tables WHERE relname = 'salones'`))[0].n;
    const lines = (count: number, first: number) =>
      Array.from({ length: count }, (_, i) => ({ nombre: `Salón importado ${first + i}`, numero: `I-${first + i}`, capacidad: '12', tipo_salon: 'regular', sede_id: '1' }));
    const columnas = ['nombre', 'numero', 'capacidad', 'tipo_salon', 'sede_id'];
    const before = await analyzed();
    const small = await importar(decl, { registros: lines(ANALYZE_AFTER_ROWS - 1, 0), columnas, si_existe: 'omitir', confirmar: true });
    expect(small.statusCode, small.body.slice(0, 300)).toBe(200);
    expect(await analyzed()).toBe(before);
    const big = await importar(decl, { registros: lines(ANALYZE_AFTER_ROWS, ANALYZE_AFTER_ROWS), columnas, si_existe: 'omitir', confirmar: true });
    expect(big.statusCode, big.body.slice(0, 300)).toBe(200);
    expect((big.json() as ImportAnswer).nuevos).toBe(ANALYZE_AFTER_ROWS);
    expect(await analyzed()).toBeGreaterThan(before);
  });

  it('refuses a malformed body in Spanish, writing nothing', async () => {
    const decl = imports.find((d) => d.name === 'salones')!;
    const before = await databaseFingerprint(server.db);
    for (const body of [{ registros: [], si_existe: 'omitir' }, { registros: [{}], si_existe: 'quizas' }, { registros: [{}], si_existe: 'omitir', columnas: ['password_hash'] }, '[1']) {
      const response = await importar(decl, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/[áéíóúñ]|datos|registro|Columnas/);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
