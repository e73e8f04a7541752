// The OpenAPI 3.1 document of the API, built from what the server registered: every /api/ route
// Fastify saw (routeCatalog.ts), described by the defineEndpoint registry (the POST contract, with
// its zod bodies), by the declarations (labels, fields, codes; the REST face's routes) or by the
// route's own `config.openapi`.
// A route none of them describes still appears, marked: the tests refuse that.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { EndpointInfo } from '../http/endpoint';
import { HTTP_MESSAGES } from '../errors/apiError';
import { componentName, type ContractOperation, describeContractEndpoints, pathTag } from './contractOperations';
import type { JsonSchema } from './jsonSchema';
import { guardResponses, permissionExtensions, permissionSentence, type PermissionDescriptions } from './permissionText';
import { permissionCatalogue, permissionDescriptions } from '../../core/engine/permissions';
import { describeRestRoutes, type RestOperationDoc } from './restOperations';
import type { CatalogedRoute, RouteDoc } from './routeCatalog';

export interface OpenApiSources {
  routes: readonly CatalogedRoute[];
  endpoints: readonly EndpointInfo[];
  declarations: readonly ResourceDeclaration[];
  version: string;
}

export type OpenApiDocument = JsonSchema & { paths: Record<string, Record<string, OpenApiOperation>> };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-permisos'?: string[];
  'x-acceso'?: string;
  [key: string]: unknown;
}

/** Said of a route nothing describes (a test fails on it). */
export const UNDESCRIBED = 'Ruta sin descripción: no declara su permiso.';

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'InvalidJwtToken, Forbidden, ValidationError, NotFound, MethodNotAllowed, Conflict, PayloadTooLarge…' },
    message: { type: 'string', description: 'En español, para mostrar.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Mensaje por campo (400; 403 del techo de privilegios).' },
  },
  required: ['code', 'message'],
};

const errorResponse = (description: string, example: { code: string; message: string }) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
});

const RESPONSES = {
  Invalido: errorResponse('Datos no válidos (nada se escribe).', { code: 'ValidationError', message: HTTP_MESSAGES.validation }),
  NoAutenticado: errorResponse('Sin token, o token vencido o revocado.', { code: 'InvalidJwtToken', message: HTTP_MESSAGES.invalidToken }),
  SinPermiso: errorResponse('El usuario no tiene el permiso de la operación.', { code: 'Forbidden', message: HTTP_MESSAGES.forbidden }),
  NoEncontrado: errorResponse('El registro no existe o está fuera del alcance del usuario (sedes, techo de privilegios).', {
    code: 'NotFound',
    message: HTTP_MESSAGES.notFound,
  }),
};

const DESCRIPTION = [
  'API de Aula Admin. Cada llamada lleva `Authorization: Bearer <token>` (el token de `POST /api/login {email, password}`), salvo las públicas.',
  'Cada operación indica en su descripción y en la extensión `x-permisos` el código de permiso que exige (basta uno cuando hay varios); `x-acceso` dice si es pública, de cualquier sesión o con permiso.',
  'Errores: 401 `InvalidJwtToken` sin token válido; 403 sin el permiso; 400 con mensajes en español por campo (no se escribe nada).',
  'El contrato es `POST /api/<ruta>` con cuerpo JSON; cada recurso declarado tiene además su cara REST en `/api/rest/<recurso>` (dialecto de ra-data-simple-rest), con los mismos permisos, sedes, validación y auditoría.',
].join('\n\n');

/** Fastify's /api/curso/:parentId/logro/lista → OpenAPI's /api/curso/{parentId}/logro/lista. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function pathParameters(url: string): JsonSchema[] {
  return [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: /id$/i.test(name) ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
}

function operationId(method: string, url: string): string {
  return `${method.toLowerCase()}_${componentName(url.replace(/^\/api\//, ''))}`;
}

/** A download's 200: the file, in one of `types`, named by Content-Disposition (sent as it is produced, no Content-Length). */
function fileResponse(types: readonly string[]): JsonSchema {
  return {
    description: 'El archivo, como descarga (se envía a medida que se produce).',
    headers: {
      'Content-Disposition': { description: 'attachment; filename="…"; filename*=UTF-8\'\'…', schema: { type: 'string' } },
    },
    content: Object.fromEntries(types.map((type) => type.split(';')[0]).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

/** ' Además: `560B5B09` (Ver detalle de estudiante).' when the endpoint needs more codes, every one (a list's export). */
function alsoRequiredSentence(endpoint: EndpointInfo): string {
  return endpoint.alsoRequires.length === 0 ? '' : ` Además, cada uno de: ${endpoint.alsoRequires.map((r) => `\`${r.code}\` (${r.descripcion})`).join(', ')}.`;
}

function contractOperation(route: CatalogedRoute, endpoint: EndpointInfo, described: ContractOperation, descriptions: PermissionDescriptions): OpenApiOperation {
  const params = pathParameters(route.url);
  const content: JsonSchema = { 'application/json': { schema: described.body } };
  if (described.multipartBody) content['multipart/form-data'] = { schema: described.multipartBody };
  return {
    operationId: operationId(route.method, route.url),
    summary: described.summary,
    description: `${permissionSentence(endpoint.permission, descriptions)}${alsoRequiredSentence(endpoint)}\n\nContrato: \`POST /api/${endpoint.path}\`${endpoint.methods.includes('GET') ? ' (también GET, sin cuerpo)' : ''}.`,
    tags: [described.tag],
    ...permissionExtensions(endpoint.permission),
    ...(endpoint.permission === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.method === 'GET' ? {} : { requestBody: { required: false, content } }),
    responses: {
      200: described.files ? fileResponse(described.files) : { description: 'Correcto.', content: { 'application/json': { schema: described.response ?? {} } } },
      400: { $ref: '#/components/responses/Invalido' },
      ...guardResponses(endpoint.permission),
      ...(params.length > 0 ? { 404: { $ref: '#/components/responses/NoEncontrado' } } : {}),
    },
  };
}

function declaredOperation(route: CatalogedRoute, doc: RouteDoc, descriptions: PermissionDescriptions): OpenApiOperation {
  const params = pathParameters(route.url);
  const answer = doc.produces ?? 'application/json';
  return {
    operationId: operationId(route.method, route.url),
    summary: doc.summary ?? `${route.method} ${route.url}`,
    description: [doc.access ?? permissionSentence(doc.permission, descriptions), doc.description].filter(Boolean).join('\n\n'),
    tags: [doc.tag ?? pathTag(route.url.replace(/^\/api\//, ''))],
    ...permissionExtensions(doc.permission),
    ...(doc.permission === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    responses: {
      200: { description: 'Correcto.', content: { [answer]: { schema: answer === 'application/json' ? {} : { type: 'string', contentMediaType: answer } } } },
      ...guardResponses(doc.permission),
      ...(params.length > 0 ? { 404: { $ref: '#/components/responses/NoEncontrado' } } : {}),
      ...Object.fromEntries(
        Object.entries(doc.errors ?? {}).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

function restOperation(route: CatalogedRoute, doc: RestOperationDoc): OpenApiOperation {
  const parameters = [...pathParameters(route.url), ...(doc.query ?? [])];
  return {
    operationId: operationId(route.method, route.url),
    summary: doc.summary,
    description: doc.description,
    tags: [doc.tag],
    ...doc.extensions,
    // Where the operation is not offered no guard runs: the 405 comes to anyone.
    ...(doc.extensions['x-acceso'] === 'no-disponible' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.requestBody ? { requestBody: doc.requestBody } : {}),
    responses: doc.responses,
  };
}

function undescribedOperation(route: CatalogedRoute): OpenApiOperation {
  const params = pathParameters(route.url);
  return {
    operationId: operationId(route.method, route.url),
    summary: `${route.method} ${route.url}`,
    description: UNDESCRIBED,
    tags: [pathTag(route.url.replace(/^\/api\//, ''))],
    ...(params.length > 0 ? { parameters: params } : {}),
    responses: { 200: { description: 'Correcto.' } },
  };
}

export function buildOpenApiDocument(sources: OpenApiSources): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  const contract = describeContractEndpoints(sources.endpoints, sources.declarations, schemas);
  const descriptions = permissionDescriptions(permissionCatalogue(sources.declarations));
  const rest = describeRestRoutes(sources.declarations, descriptions);
  const endpointByUrl = new Map(sources.endpoints.map((e) => [`/api/${e.path}`, e]));
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const route of sources.routes) {
    if (route.doc?.hidden) continue;
    const endpoint = endpointByUrl.get(route.url);
    const described = endpoint ? contract.get(endpoint.path) : undefined;
    const restDoc = rest.get(`${route.method} ${route.url}`);
    const operation =
      endpoint && described
        ? contractOperation(route, endpoint, described, descriptions)
        : restDoc
          ? restOperation(route, restDoc)
          : route.doc
            ? declaredOperation(route, route.doc, descriptions)
            : undescribedOperation(route);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
  }
  // Tags in the order of first appearance: the declarations' (alphabetical), then the rest.
  const tags = [...new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags)))];
  return {
    openapi: '3.1.0',
    info: { title: 'Aula Admin API', version: sources.version, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El token de POST /api/login.' },
      },
      schemas,
      responses: RESPONSES,
    },
  };
}
