// GET /api/openapi.json: a valid OpenAPI 3.1 document (a standard validator, and every schema in it
// compiled as JSON Schema 2020-12) that lists every route the app registered — each endpoint of the
// registry and each REST route, with its method and permission codes — and whose request bodies
// accept the endpoints' own example bodies. Any signed-in user may read it; nobody else.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResourceDeclarations } from '../../../resources/served';
import { permissionCodes } from '../../../server/auth/session';
import { concretePath } from '../../../server/http/endpoint';
import { type OpenApiDocument, type OpenApiOperation, openApiPath, UNDESCRIBED } from '../../../server/openapi/document';
import { HAND_WRITTEN } from '../../../server/openapi/summaries';
import { recordSchema } from '../../../server/openapi/fieldSchemas';
import { PHONE_SHAPE } from '../../../core/engine/phoneNumber';
import { restRoutes } from '../../../server/rest/routes';
import { endpointFixtures } from '../endpointFixtures';
import { createServerWithFixture, FIXTURE_DECLARATIONS } from '../fixture/server';
import { CONSULTA, type TestServer } from '../helpers';

let server: TestServer;
let document: OpenApiDocument;
const SERVED = [...(await loadResourceDeclarations()), ...FIXTURE_DECLARATIONS];

function operation(url: string, method: string): OpenApiOperation | undefined {
  return document.paths[openApiPath(url)]?.[method.toLowerCase()];
}

beforeAll(async () => {
  server = await createServerWithFixture({ students: 30 });
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${server.adminToken}` } });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await server.close();
});

describe('who may read it', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
    }
  });

  it('is for any signed-in user: the consulta account, with two codes, reads it', async () => {
    const token = await server.login(CONSULTA.email, CONSULTA.password);
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().openapi).toBe('3.1.0');
  });
});

describe('the document', () => {
  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator) with every reference resolved', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('holds JSON Schemas 2020-12 only (each one compiles), and a bearer scheme', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
    let compiled = 0;
    for (const methods of Object.values(document.paths)) {
      for (const op of Object.values(methods)) {
        const media = [
          ...Object.values((op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content ?? {}),
          ...Object.values(op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>).flatMap((r) => Object.values(r.content ?? {})),
        ];
        for (const { schema } of media) {
          const local = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
          expect(() => ajv.compile(local), op.operationId).not.toThrow();
          compiled++;
        }
      }
    }
    expect(compiled).toBeGreaterThan(300);
    expect((document.components as { securitySchemes: unknown }).securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('lists every endpoint of the registry with its method, permission codes and a Spanish summary', () => {
    expect(server.app.endpoints.length).toBeGreaterThan(150);
    for (const endpoint of server.app.endpoints) {
      for (const method of endpoint.methods) {
        const op = operation(`/api/${endpoint.path}`, method);
        expect(op, `${method} ${endpoint.path}`).toBeDefined();
        const codes = permissionCodes(endpoint.permission);
        expect(op?.['x-permisos'], endpoint.path).toEqual([...codes]);
        expect(op?.['x-acceso'], endpoint.path).toBe(endpoint.permission === 'public' ? 'publico' : endpoint.permission === 'login' ? 'sesion' : 'permiso');
        for (const code of codes) expect(op?.description, endpoint.path).toContain(code);
        if (endpoint.permission === 'public') expect(op?.security, endpoint.path).toEqual([]);
        else expect(op?.security, endpoint.path).toBeUndefined();
        expect(op?.summary, endpoint.path).toMatch(/^[A-ZÁÉÍÓÚÑ][^\n]+$/);
      }
    }
  });

  it('lists every REST route of every served declaration, a 405 where the declaration grants no code', () => {
    let counted = 0;
    for (const decl of SERVED) {
      for (const route of restRoutes(decl)) {
        const op = operation(route.url, route.method);
        expect(op, `${route.method} ${route.url}`).toBeDefined();
        expect(op?.tags, route.url).toEqual([`${decl.label.many} (REST)`]);
        if (route.permission) {
          expect(op?.['x-permisos'], `${route.method} ${route.url}`).toEqual([route.permission]);
          expect(op?.description).toContain(route.permission);
        } else {
          expect(op?.['x-acceso'], `${route.method} ${route.url}`).toBe('no-disponible');
          expect(Object.keys(op?.responses as object)).toEqual(['405']);
        }
        counted++;
      }
    }
    expect(counted).toBe(SERVED.length * 5);
    const list = operation('/api/rest/estudiantes', 'GET');
    expect((list?.parameters as { name: string }[]).map((p) => p.name)).toEqual(['sort', 'range', 'filter']);
    expect(list?.responses).toMatchObject({ 200: { headers: { 'Content-Range': expect.anything() } } });
  });

  it('describes every /api/ route Fastify registered, and only those (the documentation page left out)', () => {
    const catalog = server.app.apiRoutes;
    const shown = catalog.filter((r) => !r.doc?.hidden);
    expect(catalog.some((r) => r.url === '/api/docs' && r.doc?.hidden)).toBe(true);
    for (const route of shown) {
      const op = operation(route.url, route.method);
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op?.description, `${route.method} ${route.url}`).not.toBe(UNDESCRIBED);
      expect(Array.isArray(op?.['x-permisos']), `${route.method} ${route.url}`).toBe(true);
    }
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(new Set(operations).size).toBe(operations.length);
    expect(operations.length).toBe(shown.length);
    // Nothing described that Fastify would not route.
    for (const name of operations) {
      const [method, path] = name.split(' ');
      expect(server.app.hasRoute({ method: method as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }), name).toBe(true);
    }
    expect(operation('/api/openapi.json', 'GET')?.['x-acceso']).toBe('sesion');
    expect(operation('/api/documentacion/abrir', 'POST')?.['x-permisos']).toEqual(['4F40D01B']);
  });

  it('names operations from the declarations and their actions, in Spanish', () => {
    expect(operation('/api/estudiante/lista', 'POST')?.summary).toBe('Listar estudiantes');
    expect(operation('/api/estudiante/lista', 'POST')?.tags).toEqual(['Estudiantes']);
    expect(operation('/api/estudiante/lista', 'POST')?.description).toContain('`4586B73F` (Listar estudiantes)');
    expect(operation('/api/estudiante/crear', 'POST')?.summary).toBe('Crear estudiante');
    const estudiantes = SERVED.find((d) => d.name === 'estudiantes');
    for (const action of Object.values(estudiantes?.actions ?? {})) expect(operation(`/api/${action.path}`, 'POST')?.summary).toBe(action.label);
    // The hand-written endpoints have their summary and tag in summaries.ts, and it names no endpoint that is gone.
    const labels = new Set(SERVED.map((d) => d.label.many));
    const paths = new Set(server.app.endpoints.map((e) => e.path));
    for (const endpoint of server.app.endpoints) {
      if (!labels.has(operation(`/api/${endpoint.path}`, 'POST')?.tags[0] ?? '')) expect(HAND_WRITTEN[endpoint.path], endpoint.path).toBeDefined();
    }
    for (const path of Object.keys(HAND_WRITTEN)) expect(paths.has(path), path).toBe(true);
    expect(operation('/api/curso/:parentId/logro/lista', 'POST')?.parameters).toEqual([
      { name: 'parentId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
  });

  it('shows the zod bodies as JSON Schema, and the declared records where zod only says "an object"', () => {
    const body = (url: string) => (operation(url, 'POST')?.requestBody as { content: Record<string, { schema: Record<string, unknown> }> }).content;
    expect(body('/api/login')['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' } },
      required: ['email', 'password'],
      additionalProperties: false,
    });
    const create = body('/api/estudiante/crear')['application/json'].schema as { properties: Record<string, { title?: string }>; required: string[] };
    expect(create.properties.primer_nombre.title).toBe('Primer nombre');
    expect(create.required).toContain('primer_nombre');
    // A declaration with a file field takes multipart/form-data too.
    const withFile = SERVED.find((d) => d.fields.some((f) => f.type === 'file') && d.permissions.create);
    expect(withFile).toBeDefined();
  });

  it("accepts every endpoint's own example body (what the audit walk sends)", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
    let checked = 0;
    const fixtures = await endpointFixtures(server);
    for (const endpoint of server.app.endpoints) {
      const fixture = fixtures.of(endpoint.path);
      if (fixture.exampleFiles) continue;
      const example = await fixture.example(server.db);
      if (example === null) continue;
      const op = operation(`/api/${endpoint.path}`, 'POST');
      const schema = (op?.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json'].schema;
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      const path = concretePath(endpoint.path, await fixture.pathParams?.(server.db));
      expect(validate(JSON.parse(JSON.stringify(example))) ? [] : validate.errors, `${path} ← ${JSON.stringify(example).slice(0, 300)}`).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(120);
  });
});

describe('field schemas', () => {
  it('carry the phone rule’s shape on phone fields only (issue 25 point 9: one rule everywhere)', async () => {
    const decls = (await loadResourceDeclarations());
    const properties = (name: string) => (recordSchema(decls.find((d) => d.name === name)!, 'create') as { properties: Record<string, unknown> }).properties;
    expect(JSON.stringify(properties('estudiantes').movil)).toContain(JSON.stringify(PHONE_SHAPE.source));
    expect(JSON.stringify(properties('cierres').mensaje)).not.toContain('pattern');
  });
});
