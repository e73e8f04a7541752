// What the OpenAPI document says of the REST face's routes (server/rest/routes.ts gives each one's
// operation and code): ra-data-simple-rest's query parameters and Content-Range header, the
// declaration's record as body and answer, and 405 where the declaration does not grant the operation.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { fileFields } from '../crud/files';
import { listSortFields } from '../../core/engine/listFields';
import { MAX_PER_PAGE } from '../crud/schemas';
import { HTTP_MESSAGES } from '../errors/apiError';
import { type RestRoute, restRoutes } from '../rest/routes';
import { changesSchema, recordResponseSchema, recordSchema } from './fieldSchemas';
import type { JsonSchema } from './jsonSchema';
import { guardResponses, permissionExtensions, permissionSentence, type PermissionDescriptions } from './permissionText';

export interface RestOperationDoc {
  summary: string;
  tag: string;
  description: string;
  extensions: Record<string, unknown>;
  /** Besides the path's own (:id). */
  query?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, unknown>;
}

const lower = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

const SUMMARIES: Record<RestRoute['operation'], (decl: ResourceDeclaration) => string> = {
  getList: (d) => `Listar ${lower(d.label.many)}`,
  getOne: (d) => `Ver ${lower(d.label.one)}`,
  create: (d) => `Crear ${lower(d.label.one)}`,
  update: (d) => `Editar ${lower(d.label.one)}`,
  delete: (d) => `Eliminar ${lower(d.label.one)}`,
};

/** A query parameter holding JSON text (ra-data-simple-rest sends sort, range and filter so). */
function jsonQuery(name: string, description: string, schema: JsonSchema, example: string): JsonSchema {
  return { name, in: 'query', required: false, description: `${description} Ejemplo: \`${example}\`.`, content: { 'application/json': { schema } } };
}

function listParameters(decl: ResourceDeclaration): JsonSchema[] {
  const parent = decl.parent ? ` \`${decl.parent.field}\` (el padre) lista los de un solo padre (getManyReference).` : '';
  return [
    jsonQuery(
      'sort',
      'Orden: campo y dirección.',
      { type: 'array', prefixItems: [{ enum: listSortFields(decl) }, { enum: ['ASC', 'DESC'] }], minItems: 2, maxItems: 2 },
      `["${decl.list.sort.field}","${decl.list.sort.order}"]`,
    ),
    jsonQuery(
      'range',
      `Filas pedidas, de la primera a la última (inclusive, desde 0; como máximo ${MAX_PER_PAGE}).`,
      { type: 'array', prefixItems: [{ type: 'integer', minimum: 0 }, { type: 'integer', minimum: 0 }], minItems: 2, maxItems: 2 },
      '[0,24]',
    ),
    jsonQuery(
      'filter',
      `Filtros: cada campo con un valor o una lista de valores; \`id\` una lista de ids (getMany)${decl.list.search ? '; `q` la búsqueda de texto del listado' : ''}.${parent}`,
      {
        type: 'object',
        properties: {
          ...(decl.list.search ? { q: { type: 'string', description: `Búsqueda de texto (mínimo ${decl.list.search.minLength} caracteres).` } } : {}),
          id: { type: 'array', items: { type: 'integer', minimum: 1 } },
        },
        additionalProperties: true,
      },
      decl.list.search ? '{"q":"ana"}' : '{"id":[1,2]}',
    ),
  ];
}

function jsonBody(schema: JsonSchema, decl: ResourceDeclaration): JsonSchema {
  const files = fileFields(decl);
  const content: JsonSchema = { 'application/json': { schema } };
  if (files.length > 0) {
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: {
          datos: { type: 'string', contentMediaType: 'application/json', description: 'El registro en JSON.' },
          ...Object.fromEntries(files.map((f) => [f.source, { type: 'string', contentMediaType: 'application/pdf', title: f.label }])),
        },
        required: ['datos'],
      },
    };
  }
  return { required: true, content };
}

const json = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });

function availableOperation(decl: ResourceDeclaration, route: RestRoute, code: string, descriptions: PermissionDescriptions): RestOperationDoc {
  const record = recordResponseSchema(decl);
  const base = {
    summary: SUMMARIES[route.operation](decl),
    tag: `${decl.label.many} (REST)`,
    description: `${permissionSentence(code, descriptions)}\n\nCara REST de \`${decl.name}\` (dialecto de ra-data-simple-rest); la misma operación que el contrato POST: mismos permisos, sedes, validación y auditoría.`,
    extensions: permissionExtensions(code),
  };
  const refusals = { 400: { $ref: '#/components/responses/Invalido' }, ...guardResponses(code) };
  switch (route.operation) {
    case 'getList':
      return {
        ...base,
        query: listParameters(decl),
        responses: {
          200: {
            ...json('La página pedida.', { type: 'array', items: record }),
            headers: {
              'Content-Range': {
                description: `Filas devueltas y total: \`${decl.name} 0-24/319\` (\`${decl.name} */0\` sin filas).`,
                schema: { type: 'string' },
              },
            },
          },
          ...refusals,
        },
      };
    case 'getOne':
      return { ...base, responses: { 200: json('El registro.', record), ...refusals, 404: { $ref: '#/components/responses/NoEncontrado' } } };
    case 'create':
      return { ...base, requestBody: jsonBody(recordSchema(decl, 'create'), decl), responses: { 201: json('El registro creado.', record), ...refusals } };
    case 'update': {
      const changes = changesSchema(decl);
      // react-admin sends the whole record back: values it did not change (read-only ones too) are ignored.
      const body = { ...changes, additionalProperties: { description: 'Los demás valores del registro tal como se leyeron: sin cambio, se ignoran.' } };
      return {
        ...base,
        requestBody: jsonBody(body, decl),
        responses: {
          200: json('El registro editado.', record),
          ...refusals,
          404: { $ref: '#/components/responses/NoEncontrado' },
          409: json('Otro lo cambió desde la versión enviada.', { $ref: '#/components/schemas/Error' }),
        },
      };
    }
    case 'delete':
      return { ...base, responses: { 200: json('El registro, tal como era.', record), ...refusals, 404: { $ref: '#/components/responses/NoEncontrado' } } };
  }
}

function unavailableOperation(decl: ResourceDeclaration, route: RestRoute): RestOperationDoc {
  return {
    summary: `${SUMMARIES[route.operation](decl)} (no disponible)`,
    tag: `${decl.label.many} (REST)`,
    description: `Operación no disponible: la declaración de \`${decl.name}\` no la concede. Responde 405 «${HTTP_MESSAGES.notAvailable}» con la cabecera \`Allow\`.`,
    extensions: { 'x-permisos': [], 'x-acceso': 'no-disponible' },
    responses: { 405: json('Operación no disponible.', { $ref: '#/components/schemas/Error' }) },
  };
}

/** Each REST route (`<METHOD> <url>`) of the declarations, described. */
export function describeRestRoutes(declarations: readonly ResourceDeclaration[], descriptions: PermissionDescriptions): Map<string, RestOperationDoc> {
  const described = new Map<string, RestOperationDoc>();
  for (const decl of declarations) {
    for (const route of restRoutes(decl)) {
      described.set(`${route.method} ${route.url}`, route.permission ? availableOperation(decl, route, route.permission, descriptions) : unavailableOperation(decl, route));
    }
  }
  return described;
}
