// One code path (issue 12): for every resource of the registry, a refused create, update and delete
// give the very same answer — status and Spanish body — through the POST contract and through the
// REST face, and leave the database as it was: an unknown field, a missing code, a sede outside the
// caller's, a stale version, a field with its own edit codes, a person above the caller's ceiling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupOf } from '../../../core/engine/lookups';
import { apiPath } from '../../../core/engine/paths';
import { STRONGEST_CODE } from '../../../core/engine/privileges';
import { DECLARATIONS } from '../../../resources/registry';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { writableFields } from '../../../core/engine/writableFields';
import { loadServerParts } from '../../../resources/served';
import { fixtureRecord } from '../endpointFixtures';
import { createStaffUser, createTestServer, databaseFingerprint, servedCodes, setGroupCodes, type TestServer } from '../helpers';
import { allIds, restCall } from './restClient';

let server: TestServer;
/** A staff user limited to sedes 1 and 2, whose codes each case sets. */
let limited: { grupoId: number; token: string };
/** A sede outside the limited user's. */
const FOREIGN_SEDE = 3;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, []);
  limited = { grupoId: user.grupoId, token: await server.login(user.email, user.password) };
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number; version: number };

interface Refusal {
  label: string;
  /** The caller: the demo administrator, or the limited user holding these codes. */
  codes?: string[];
  post: { path: string; body: Record<string, unknown> };
  rest: { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: Record<string, unknown> };
}

/** Both faces, one after the other, each refusing with the same answer and writing nothing. */
async function expectSameRefusal(decl: ResourceDeclaration, refusal: Refusal): Promise<void> {
  const what = `${decl.name}: ${refusal.label}`;
  if (refusal.codes) await setGroupCodes(server.db, limited.grupoId, refusal.codes);
  const token = refusal.codes ? limited.token : server.adminToken;
  const before = await databaseFingerprint(server.db);
  const post = await server.post(refusal.post.path, refusal.post.body, token);
  const rest = await restCall(server, refusal.rest.method, refusal.rest.url, token, refusal.rest.body);
  expect(post.statusCode, `${what}: ${post.body}`).toBeGreaterThanOrEqual(400);
  expect({ status: rest.statusCode, body: rest.json() as unknown }, what).toEqual({ status: post.statusCode, body: post.json() as unknown });
  expect(await databaseFingerprint(server.db), what).toEqual(before);
}

/** Every code the server serves. */
const ALL_CODES = await servedCodes();
const allCodesBut = (...codes: string[]) => ALL_CODES.filter((c) => !codes.includes(c));

/** A record the limited user reaches too (its sede is 1 or 2 where the resource has one), newest first. */
async function someRecord(decl: ResourceDeclaration, where = 'true'): Promise<Row> {
  const { hooks } = await loadServerParts(decl);
  const sede = decl.sedeField ? `"${decl.sedeField}" IN (1, 2)` : 'true';
  const ids = await allIds(server.db, decl, hooks?.readCondition, `${sede} AND ${where}`);
  const id = ids.at(-1);
  if (id === undefined) throw new Error(`${decl.name}: sin registros (${where})`);
  const [row] = await server.db.query<Row>(`SELECT * FROM "${decl.table}" WHERE id = $1`, [id]);
  return row;
}

/** A valid value of a select field other than `current` (an option of its lookup or choices). */
async function otherOption(field: FieldDeclaration, current: unknown): Promise<unknown> {
  if (field.choices) return field.choices.find((c) => String(c.id) !== String(current))?.id;
  if (!field.lookup) return undefined;
  const lookup = lookupOf(field.lookup);
  const rows = await server.db.query<{ v: unknown }>(`SELECT "${lookup.id}" AS v FROM "${lookup.table}" ORDER BY 1 LIMIT 2`);
  return rows.map((r) => r.v).find((v) => String(v) !== String(current));
}

describe.each(DECLARATIONS.map((decl) => [decl.name, decl] as const))('%s', (_name, decl) => {
  const parentField = decl.parent?.field;
  /** Where the POST face calls a verb for a record of parent `parentId`. */
  const postPath = (verb: string, record?: Record<string, unknown>) =>
    apiPath(decl, verb, parentField ? String(record?.[parentField] ?? '') : undefined);
  const codes = decl.permissions;

  /** An operation the declaration does not grant: no such POST endpoint (404), 405 on the REST face, nothing written. */
  const notOffered = async (verb: string, method: 'POST' | 'PUT' | 'DELETE') => {
    // Any id will do (sent emails may be none yet): nothing answers it but the refusal.
    const record = await someRecord(decl).catch(() => ({ id: 1, version: 1 }) as Row);
    const before = await databaseFingerprint(server.db);
    const post = await server.post(postPath(verb, record), { id: record.id }, server.adminToken);
    expect(post.statusCode).toBe(404);
    const rest = await restCall(server, method, `/api/rest/${decl.name}${method === 'POST' ? '' : `/${record.id}`}`, server.adminToken, method === 'DELETE' ? undefined : {});
    expect({ status: rest.statusCode, body: rest.json() as unknown }).toEqual({ status: 405, body: { code: 'MethodNotAllowed', message: 'Operación no disponible' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  };

  if (!codes.create) it('offers no create', () => notOffered('crear', 'POST'));
  if (!codes.edit) it('offers no update', () => notOffered('editar', 'PUT'));
  if (!codes.delete) it('offers no delete', () => notOffered('eliminar', 'DELETE'));

  const refusedCreates = async () => {
    const create = codes.create ?? '';
    const example = await fixtureRecord(server, decl, 'create');
    if (parentField) example[parentField] = (await someRecord(decl))[parentField];
    const same = (label: string, body: Record<string, unknown>, callerCodes?: string[]): Refusal => ({
      label,
      codes: callerCodes,
      post: { path: postPath('crear', body), body },
      rest: { method: 'POST', url: `/api/rest/${decl.name}`, body },
    });
    await expectSameRefusal(decl, same('campo desconocido', { ...example, campo_desconocido: 'x' }));
    await expectSameRefusal(decl, same('sin el código de crear', example, allCodesBut(create)));
    const required = decl.fields.find((f) => f.required === true && f.defaultValue === undefined && f.source !== parentField && f.type !== 'file');
    if (required) await expectSameRefusal(decl, same(`${required.source} vacío`, { ...example, [required.source]: '' }));
    if (decl.sedeField) {
      await expectSameRefusal(decl, same('sede ajena', { ...example, [decl.sedeField]: FOREIGN_SEDE }, ALL_CODES));
    }
  };

  const refusedUpdates = async () => {
    const edit = codes.edit ?? '';
    const record = await someRecord(decl);
    const same = (label: string, changes: Record<string, unknown>, callerCodes?: string[], target: Row = record): Refusal => ({
      label,
      codes: callerCodes,
      post: { path: postPath('editar', target), body: { id: target.id, ...changes } },
      rest: { method: 'PUT', url: `/api/rest/${decl.name}/${target.id}`, body: changes },
    });
    await expectSameRefusal(decl, same('campo desconocido', { campo_desconocido: 'x' }));
    await expectSameRefusal(decl, same('sin el código de editar', { campo_desconocido: 'x' }, allCodesBut(edit)));
    await expectSameRefusal(decl, same('versión vieja', { version: record.version + 1 }));
    await expectSameRefusal(decl, same('registro inexistente', { version: 1 }, undefined, { ...record, id: 2147483647 }));
    // A field with its own edit codes (dual-code rule), changed by someone holding every other code.
    for (const field of writableFields(decl, 'edit').filter((f) => f.editCodes)) {
      const value = await otherOption(field, record[field.source]);
      const fieldCodes = [...(field.editCodes?.set ?? []), ...(field.editCodes?.unset ?? [])];
      if (value !== undefined) await expectSameRefusal(decl, same(`${field.source} sin su código`, { [field.source]: value }, allCodesBut(...fieldCodes)));
    }
    if (decl.sedeField) {
      const foreign = await someRecord({ ...decl, sedeField: undefined }, `"${decl.sedeField}" NOT IN (1, 2)`);
      await expectSameRefusal(decl, same('registro de otra sede', { version: foreign.version }, ALL_CODES, foreign));
    }
    if (decl.person) {
      // An administrator among them: changing one takes the strongest code too (the privilege ceiling).
      await server.db.query('UPDATE usuarios SET ad = true WHERE id = $1', [record.id]);
      try {
        const [current] = await server.db.query<Row>('SELECT version FROM usuarios WHERE id = $1', [record.id]);
        await expectSameRefusal(decl, same('persona por encima de su techo', { version: current.version }, allCodesBut(STRONGEST_CODE)));
      } finally {
        await server.db.query('UPDATE usuarios SET ad = false WHERE id = $1', [record.id]);
      }
    }
  };

  const refusedDeletes = async () => {
    const record = await someRecord(decl);
    const same = (label: string, target: Row, callerCodes?: string[]): Refusal => ({
      label,
      codes: callerCodes,
      post: { path: postPath('eliminar', target), body: { id: target.id } },
      rest: { method: 'DELETE', url: `/api/rest/${decl.name}/${target.id}` },
    });
    await expectSameRefusal(decl, same('sin el código de eliminar', record, allCodesBut(codes.delete ?? '')));
    await expectSameRefusal(decl, same('registro inexistente', { ...record, id: 2147483647 }));
  };

  if (codes.create) it('refuses the same creates the same way', refusedCreates);
  if (codes.edit) it('refuses the same updates the same way', refusedUpdates);
  if (codes.delete) it('refuses the same deletes the same way', refusedDeletes);
});
