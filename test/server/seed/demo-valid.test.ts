// The demo data is valid under its own rules: every seeded record of every declared resource passes
// the declaration's validator as an edit of all its writable fields (what the edit form sends).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResourceDeclaration, writableFields } from '../../../resources/types';
import { validateRecord } from '../../../resources/validation';
import { loadResourceDeclarations } from '../../../server/crud/load';
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
    for (const decl of declarations) {
      const { datos } = (await server.post(`${decl.prefix}/lista`, { por_pagina: 1000 }, server.adminToken)).json() as {
        datos: Record<string, unknown>[];
      };
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
