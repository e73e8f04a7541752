// Conformance with the real client (issue 12): ra-data-simple-rest's dataProvider, unmodified, on
// fetchUtils.fetchJson with the bearer token (its documented httpClient), against the API listening
// on 127.0.0.1. For every resource of the registry: getList (sort, range, filter, search q), getOne,
// getMany, getManyReference, and create, update, updateMany, delete, deleteMany where the declaration
// grants them (405 where not), each checked against the database; without the operation's code every
// call is a 403 and nothing changes; a user limited to sedes 1 and 2 sees only theirs.
import type { AddressInfo } from 'node:net';
import { type DataProvider, fetchUtils, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../core/engine/paths';
import { DECLARATIONS } from '../../../resources/registry';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { writableFields } from '../../../core/engine/writableFields';
import type { SqlParam } from '../../../server/db/database';
import { loadServerParts } from '../../../resources/served';
import { filterableFields } from '../../../core/engine/listFields';
import { fixtureRecord } from '../endpointFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, servedCodes, setGroupCodes, type TestServer } from '../helpers';
import { allIds } from './restClient';

let server: TestServer;
let admin: DataProvider;
let limited: { grupoId: number; provider: DataProvider };
/** Every code the server serves. */
let allCodes: string[];

/** Requests sent and not yet answered: updateMany/deleteMany's Promise.all rejects at the first refusal, before the others end. */
const inFlight = new Set<Promise<unknown>>();

/** The documented way: fetchJson with the user's token, which it sends as Authorization. */
const providerFor = (apiUrl: string, token: string): DataProvider =>
  simpleRestProvider(apiUrl, (url: string, options: fetchUtils.Options = {}) => {
    const request = fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });
    inFlight.add(request);
    void request.then(
      () => inFlight.delete(request),
      () => inFlight.delete(request),
    );
    return request;
  });

beforeAll(async () => {
  server = await createTestServer();
  // Sent e-mails exist once something sends one: three generated passwords.
  const students = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT fu AND NOT pr AND NOT ad ORDER BY id LIMIT 3');
  for (const { id } of students) await server.post('estudiante/cambiar_password', { userid: id, password: null }, server.adminToken);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/rest`;
  admin = providerFor(apiUrl, server.adminToken);
  allCodes = await servedCodes();
  const user = await createStaffUser(server.db, allCodes);
  limited = { grupoId: user.grupoId, provider: providerFor(apiUrl, await server.login(user.email, user.password)) };
});
afterAll(async () => {
  await server.close();
});

type Row = RaRecord & { id: number; version: number };

const ids = (records: RaRecord[]) => records.map((r) => Number(r.id));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The same value as the API writes it (numbers of numeric columns may arrive as text from SQL). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b) || String(a) === String(b);

/** A field to filter by: a child's parent, else a reference, flag or number with a value in `row`, else a text or date. */
function filterFieldOf(decl: ResourceDeclaration, row: Record<string, unknown>): FieldDeclaration {
  const filterable = filterableFields(decl).map((f) => f.source);
  const parent = decl.fields.find((f) => f.source === decl.parent?.field);
  const usable = (types: string[]) => decl.fields.find((f) => types.includes(f.type) && !f.computed && filterable.includes(f.source) && row[f.source] != null);
  const field = parent ?? usable(['select', 'boolean', 'integer']) ?? usable(['text', 'name', 'date', 'number']);
  if (!field) throw new Error(`${decl.name}: ningún campo para filtrar`);
  return field;
}

/** A writable field two records may share (not unique, in no key nor rule, not the parent nor a file). */
function sharedField(decl: ResourceDeclaration): FieldDeclaration | undefined {
  const keyed = new Set([...(decl.db?.uniqueKeys ?? []).flat(), ...(decl.rules ?? []).flatMap((rule) => Object.values(rule).filter((v): v is string => typeof v === 'string'))]);
  return writableFields(decl, 'edit').find(
    (f) =>
      !f.unique &&
      !keyed.has(f.source) &&
      f.source !== decl.parent?.field &&
      f.source !== decl.sedeField &&
      !f.editCodes &&
      ['text', 'phone', 'integer', 'number', 'boolean', 'date', 'url'].includes(f.type),
  );
}

/**
 * What the rejected promise of a refused call holds: fetchJson's HttpError with the API's body —
 * once every request it sent has been answered (a late one must not meet the next case's codes).
 */
async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    await Promise.allSettled([...inFlight]);
    const { status, body } = error as { status: number; body: unknown };
    return { status, body };
  }
  throw new Error('la llamada no fue rechazada');
}

const NOT_AVAILABLE = { status: 405, body: { code: 'MethodNotAllowed', message: 'Operación no disponible' } };
const FORBIDDEN = { status: 403, body: { code: 'Forbidden', message: 'No tiene permiso para esta operación' } };

describe.each(DECLARATIONS.map((decl) => [decl.name, decl] as const))('%s', (name, decl) => {
  const codes = decl.permissions;
  const parentField = decl.parent?.field;
  let readCondition: string | undefined;
  /** Every id the demo administrator reaches, ascending. */
  const reachable = (where?: string, params?: SqlParam[]) => allIds(server.db, decl, readCondition, where, params);
  const rowOf = async (id: number) => (await server.db.query<Record<string, unknown>>(`SELECT * FROM "${decl.table}" WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    readCondition = (await loadServerParts(decl)).hooks?.readCondition;
    expect((await reachable()).length, `${name}: registros`).toBeGreaterThanOrEqual(3);
  });

  it('getList: sort, range, filter and search q', async () => {
    const all = await reachable();
    const page2 = await admin.getList(name, { pagination: { page: 2, perPage: 3 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(ids(page2.data)).toEqual(all.slice(3, 6));
    expect(page2.total).toBe(all.length);
    const last = await admin.getList(name, { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(ids(last.data)).toEqual([...all].reverse().slice(0, 2));
    // The declared order: the POST lista's very page (a child's under its parent, named by the filter).
    const sample = await rowOf(all[0]);
    const parentId = parentField ? sample[parentField] : undefined;
    const declared = await admin.getList(name, { pagination: { page: 1, perPage: 7 }, sort: decl.list.sort, filter: parentField ? { [parentField]: parentId } : {} });
    const listaPath = apiPath(decl, 'lista', parentField ? String(parentId) : undefined);
    const lista = await server.post(listaPath, { por_pagina: 7, orden: { campo: decl.list.sort.field, direccion: decl.list.sort.order } }, server.adminToken);
    expect(declared.data).toEqual((lista.json() as { datos: Row[] }).datos);
    expect(declared.total).toBe((lista.json() as { total: number }).total);
    // A filter: every row holds the value, and the total is the database's.
    const field = filterFieldOf(decl, sample);
    const value = sample[field.source] as SqlParam;
    const filtered = await admin.getList(name, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: { [field.source]: value } });
    expect(ids(filtered.data)).toEqual(await reachable(`"${field.source}" = $1`, [value]));
    expect(filtered.total).toBe(filtered.data.length);
    // The text search (filter.q): the same rows as <prefix>/buscar's (under the parent for a child).
    const search = decl.list.search;
    if (search) {
      const column = search.columns[0];
      const [withText] = await server.db.query<{ id: number; text: string }>(
        `SELECT id, "${column}"::text AS text FROM "${decl.table}" WHERE id = ANY($1::integer[]) AND length(trim("${column}"::text)) >= $2 ORDER BY id LIMIT 1`,
        [all, search.minLength],
      );
      const parentOfFound = parentField ? (await rowOf(withText.id))[parentField] : undefined;
      const filter: Record<string, unknown> = { q: withText.text, ...(parentField ? { [parentField]: parentOfFound } : {}) };
      const found = await admin.getList(name, { pagination: { page: 1, perPage: 100 }, sort: decl.list.sort, filter });
      expect(ids(found.data)).toContain(withText.id);
      const buscarPath = apiPath(decl, 'buscar', parentField ? String(parentOfFound) : undefined);
      const buscar = (await server.post(buscarPath, { texto: withText.text }, server.adminToken)).json() as Row[];
      expect(found.total).toBe(buscar.length);
      expect(sorted(ids(found.data))).toEqual(sorted(ids(buscar)));
    } else {
      const refused = await refusal(admin.getList(name, { pagination: { page: 1, perPage: 5 }, sort: decl.list.sort, filter: { q: 'ejemplo' } }));
      expect(refused).toMatchObject({ status: 400, body: { errors: { 'filter.q': 'Este listado no tiene búsqueda por texto' } } });
    }
  });

  it('getOne, getMany and getManyReference', async () => {
    const all = await reachable();
    const id = all[all.length - 1];
    const one = await admin.getOne(name, { id });
    const detalle = await server.post(apiPath(decl, 'detalle', parentField ? String((await rowOf(id))[parentField]) : undefined), { id }, server.adminToken);
    expect(one.data).toEqual(detalle.json());
    expect(one.data.version).toBe((await rowOf(id)).version);
    const wanted = [all[0], all[1], id];
    expect(sorted(ids((await admin.getMany(name, { ids: wanted })).data))).toEqual(wanted);
    // Records pointing at one value of the target: a child's parent, or any other reference.
    const field = filterFieldOf(decl, await rowOf(id));
    const target = (await rowOf(id))[field.source] as SqlParam;
    const referencing = await admin.getManyReference(name, {
      target: field.source,
      id: target as number,
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ids(referencing.data)).toEqual(await reachable(`"${field.source}" = $1`, [target]));
    expect(referencing.total).toBe(referencing.data.length);
  });

  it('create, update, updateMany, delete and deleteMany where the declaration grants them, 405 where not', async () => {
    const requiredFile = decl.fields.find((f) => f.type === 'file' && f.required);
    let created: Row | undefined;
    if (!codes.create) {
      expect(await refusal(admin.create(name, { data: await fixtureRecord(server, decl, 'create') }))).toEqual(NOT_AVAILABLE);
    } else if (requiredFile) {
      // A required file travels only as multipart (face.test.ts): JSON is refused, in Spanish, nothing written.
      const refused = await refusal(admin.create(name, { data: await fixtureRecord(server, decl, 'create') }));
      expect(refused).toMatchObject({ status: 400, body: { errors: { [requiredFile.source]: 'Este campo es requerido' } } });
    } else {
      const data = await fixtureRecord(server, decl, 'create');
      created = (await admin.create(name, { data })).data as Row;
      expect(await rowOf(created.id)).toMatchObject({ id: created.id, version: 1 });
      for (const [key, value] of Object.entries(data)) if (!Array.isArray(value) && typeof value !== 'object') expect(sameValue(created[key], value), key).toBe(true);
      expect(await countRows(server.db, 'eventos', `universo = '${decl.name}' AND tipo = 'crear' AND registro_id = ${created.id}`)).toBe(1);
    }

    const all = await reachable();
    // A record of the seed: its values are not the example's (a new record's are).
    const seeded = all.filter((id) => id !== created?.id);
    const targetId = seeded[seeded.length - 1];
    if (!codes.edit) {
      expect(await refusal(admin.update(name, { id: targetId, data: { id: targetId }, previousData: { id: targetId } }))).toEqual(NOT_AVAILABLE);
      expect(await refusal(admin.updateMany(name, { ids: [all[0], all[1]], data: {} }))).toEqual(NOT_AVAILABLE);
    } else {
      // As react-admin's edit form sends it: the whole record read, with the form's changes.
      const previousData = (await admin.getOne(name, { id: targetId })).data as Row;
      const changes = await fixtureRecord(server, decl, 'edit');
      if (parentField) delete changes[parentField];
      const updated = (await admin.update(name, { id: targetId, data: { ...previousData, ...changes }, previousData })).data as Row;
      const differs = Object.entries(changes).some(([key, value]) => !sameValue(previousData[key], value));
      expect(differs).toBe(true);
      expect(updated.version).toBe(previousData.version + 1);
      expect(await rowOf(targetId)).toMatchObject({ version: updated.version });
      expect((await admin.getOne(name, { id: targetId })).data).toEqual(updated);
      for (const [key, value] of Object.entries(changes)) if (!Array.isArray(value) && typeof value !== 'object') expect(sameValue(updated[key], value), key).toBe(true);
      // updateMany: one PUT per id, each with the same partial data (no version: the current one).
      const field = sharedField(decl);
      const many = [all[0], all[1]];
      const data = field ? { [field.source]: changes[field.source] } : {};
      expect((await admin.updateMany(name, { ids: many, data })).data).toEqual(many);
      for (const id of many) {
        const record = (await admin.getOne(name, { id })).data;
        if (field) expect(sameValue(record[field.source], changes[field.source]), `${id} ${field.source}`).toBe(true);
      }
    }

    if (!codes.delete) {
      expect(await refusal(admin.delete(name, { id: targetId, previousData: { id: targetId } }))).toEqual(NOT_AVAILABLE);
      expect(await refusal(admin.deleteMany(name, { ids: [all[0], all[1]] }))).toEqual(NOT_AVAILABLE);
    } else {
      const one = created?.id ?? targetId;
      const others = all.filter((id) => id !== one).slice(-2);
      const before = (await admin.getOne(name, { id: one })).data;
      expect((await admin.delete(name, { id: one, previousData: before })).data).toEqual(before);
      expect(await rowOf(one)).toBeUndefined();
      expect(await countRows(server.db, 'eventos', `universo = '${decl.name}' AND tipo = 'eliminar' AND registro_id = ${one}`)).toBe(1);
      expect(sorted(((await admin.deleteMany(name, { ids: others })).data ?? []).map(Number))).toEqual(sorted(others));
      for (const id of others) expect(await rowOf(id)).toBeUndefined();
    }
  });

  it('without the operation’s code every call is a 403 and nothing changes', async () => {
    const all = await reachable();
    const [id, other] = all;
    const target = filterFieldOf(decl, await rowOf(id));
    const targetValue = (await rowOf(id))[target.source] as number;
    const calls: [string | undefined, string, (p: DataProvider) => Promise<unknown>][] = [
      [codes.list, 'getList', (p) => p.getList(name, { pagination: { page: 1, perPage: 5 }, sort: decl.list.sort, filter: {} })],
      [codes.list, 'getMany', (p) => p.getMany(name, { ids: [id, other] })],
      [codes.list, 'getManyReference', (p) => p.getManyReference(name, { target: target.source, id: targetValue, pagination: { page: 1, perPage: 5 }, sort: decl.list.sort, filter: {} })],
      [codes.show, 'getOne', (p) => p.getOne(name, { id })],
      [codes.create, 'create', (p) => p.create(name, { data: {} })],
      [codes.edit, 'update', (p) => p.update(name, { id, data: {}, previousData: { id } })],
      [codes.edit, 'updateMany', (p) => p.updateMany(name, { ids: [id, other], data: {} })],
      [codes.delete, 'delete', (p) => p.delete(name, { id, previousData: { id } })],
      [codes.delete, 'deleteMany', (p) => p.deleteMany(name, { ids: [id, other] })],
    ];
    for (const [code, verb, call] of calls) {
      if (!code) continue;
      await setGroupCodes(server.db, limited.grupoId, allCodes.filter((c) => c !== code));
      const before = await databaseFingerprint(server.db);
      expect(await refusal(call(limited.provider)), verb).toEqual(FORBIDDEN);
      expect(await databaseFingerprint(server.db), verb).toEqual(before);
    }
    await setGroupCodes(server.db, limited.grupoId, allCodes);
  });

  it('a user limited to sedes 1 and 2 sees only theirs', async () => {
    await setGroupCodes(server.db, limited.grupoId, allCodes);
    const parentDecl = DECLARATIONS.find((d) => d.name === decl.parent?.resource);
    // A child is bounded by its parent's sede; a resource without sedes is seen whole (every code held).
    const where = decl.sedeField
      ? `"${decl.sedeField}" IN (1, 2)`
      : parentDecl?.sedeField && parentField
        ? `"${parentField}" IN (SELECT id FROM "${parentDecl.table}" WHERE "${parentDecl.sedeField}" IN (1, 2))`
        : 'true';
    const visible = await reachable(where);
    const list = await limited.provider.getList(name, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.total).toBe(visible.length);
    expect(ids(list.data)).toEqual(visible.slice(0, 1000));
    const hidden = (await reachable()).filter((id) => !visible.includes(id));
    if (where !== 'true') {
      expect(hidden.length, `${name}: registros de otras sedes`).toBeGreaterThan(0);
      expect(await refusal(limited.provider.getOne(name, { id: hidden[0] }))).toEqual({ status: 404, body: { code: 'NotFound', message: 'Registro no encontrado' } });
      expect(ids((await limited.provider.getMany(name, { ids: [visible[0], hidden[0]] })).data)).toEqual([visible[0]]);
    } else expect(hidden).toEqual([]);
  });
});
