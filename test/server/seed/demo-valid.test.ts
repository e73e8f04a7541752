// The demo data is valid under its own rules: every seeded record of every declared resource passes
// the declaration's validator as an edit of all its writable fields (what the edit form sends).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../core/engine/paths';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { writableFields } from '../../../core/engine/writableFields';
import { validateRecord } from '../../../core/engine/validation';
import { loadResourceDeclarations } from '../../../resources/served';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let declarations: ResourceDeclaration[];

beforeAll(async () => {
  server = await createTestServer({ students: 320 });
  declarations = await loadResourceDeclarations();
});
afterAll(async () => {
  await server.close();
});

describe('demo data', () => {
  it('passes every declaration’s own rules', async () => {
    /** Every record of a resource: a child's are listed under each of its parents. */
    const recordsOf = async (decl: ResourceDeclaration) => {
      const parentTable = declarations.find((d) => d.name === decl.parent?.resource)?.table;
      const parentIds = parentTable ? (await server.db.query<{ id: number }>(`SELECT id FROM ${parentTable}`)).map((r) => r.id) : [undefined];
      const datos: Record<string, unknown>[] = [];
      for (const parentId of parentIds) {
        const page = (await server.post(apiPath(decl, 'lista', parentId), { por_pagina: 1000 }, server.adminToken)).json() as { datos: Record<string, unknown>[] };
        datos.push(...page.datos);
      }
      return datos;
    };
    for (const decl of declarations) {
      const datos = await recordsOf(decl);
      // Records only the server writes (the mail outbox) may well be none in the demo.
      if (decl.permissions.create) expect(datos.length, decl.name).toBeGreaterThan(0);
      for (const record of datos) {
        const input = Object.fromEntries(writableFields(decl, 'edit').map((f) => [f.source, record[f.source]]));
        const { errors } = validateRecord(decl, input, 'edit');
        expect({ [`${decl.name} ${record.id}`]: errors }).toEqual({ [`${decl.name} ${record.id}`]: {} });
      }
    }
  });
});
