// What the OpenAPI document says of each endpoint of the POST contract: its Spanish summary and tag
// from the declaration's labels and named actions' labels (hand-written endpoints: summaries.ts),
// and the body as JSON Schema — the recorded zod schema, or the declaration's fields where the zod
// schema only says 'an object' (crear, editar, crear_masivo: the declaration's validator checks those).
import { apiPath, bulkApiPath } from '../../core/engine/paths';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { fileFields } from '../crud/files';
import type { EndpointInfo } from '../http/endpoint';
import { MAX_BULK_ROWS } from '../crud/schemas';
import { EXPORT_FORMATS, LIST_EXPORT_FORMATS } from '../../core/engine/export/cells';
import { EXPORT_MEDIA_TYPES } from '../export/send';
import { changesSchema, recordResponseSchema, recordSchema } from './fieldSchemas';
import { type JsonSchema, zodJsonSchema } from './jsonSchema';
import { handWritten } from './summaries';

export interface ContractOperation {
  summary: string;
  tag: string;
  /** The JSON body. */
  body: JsonSchema;
  /** The multipart/form-data body too (uploads). */
  multipartBody?: JsonSchema;
  /** The answer, where the declaration says it (a record, a page of them). */
  response?: JsonSchema;
  /** The answer is a file download of one of these media types (exportar), not JSON. */
  files?: readonly string[];
}

type Verb = 'lista' | 'exportar' | 'buscar' | 'detalle' | 'crear' | 'editar' | 'crear_masivo' | 'importar' | 'eliminar' | 'eliminar_seleccion';

interface Known {
  decl: ResourceDeclaration;
  verb?: Verb;
  /** A named action's label. */
  action?: string;
}

const VERB_SUMMARIES: Record<Verb, (decl: ResourceDeclaration) => string> = {
  lista: (d) => `Listar ${lower(d.label.many)}`,
  exportar: (d) => `Exportar ${lower(d.label.many)} (CSV o Excel)`,
  buscar: (d) => `Buscar ${lower(d.label.many)}`,
  detalle: (d) => `Ver ${lower(d.label.one)}`,
  crear: (d) => `Crear ${lower(d.label.one)}`,
  editar: (d) => `Editar ${lower(d.label.one)}`,
  crear_masivo: (d) => `Carga masiva de ${lower(d.label.many)}`,
  importar: (d) => `Importar ${lower(d.label.many)} (nuevos y existentes: omitir o actualizar)`,
  eliminar: (d) => `Eliminar ${lower(d.label.one)}`,
  eliminar_seleccion: (d) => `Eliminar ${lower(d.label.many)} seleccionados (todos o ninguno)`,
};

function lower(text: string): string {
  return text.charAt(0).toLocaleLowerCase('es') + text.slice(1);
}

/** 'clase/cambiar_docente' → 'Clase: cambiar docente' (hand-written endpoints; their path is Spanish). */
export function pathSummary(path: string): string {
  const words = path.split('/').filter((part) => !part.startsWith(':')).map((part) => part.replace(/[_-]+/g, ' '));
  const [first, ...rest] = words;
  const head = first.charAt(0).toLocaleUpperCase('es') + first.slice(1);
  return rest.length > 0 ? `${head}: ${rest.join(' ')}` : head;
}

/** The tag of a hand-written endpoint: its path's first word. */
export function pathTag(path: string): string {
  return pathSummary(path.split('/')[0]);
}

/** Each declared endpoint path → its declaration and verb or action. */
function knownPaths(declarations: readonly ResourceDeclaration[]): Map<string, Known> {
  const known = new Map<string, Known>();
  for (const decl of declarations) {
    for (const verb of ['lista', 'exportar', 'buscar', 'detalle', 'crear', 'editar', 'importar', 'eliminar', 'eliminar_seleccion'] as const) known.set(apiPath(decl, verb), { decl, verb });
    known.set(bulkApiPath(decl), { decl, verb: 'crear_masivo' });
    for (const action of Object.values(decl.actions ?? {})) known.set(action.path, { decl, action: action.label });
  }
  return known;
}

/** A component name from a path: letters, digits, '.', '-' and '_' only. */
export function componentName(path: string): string {
  return path.replace(/:(\w+)/g, '$1').replace(/[^A-Za-z0-9._-]+/g, '_');
}

function multipartOf(decl: ResourceDeclaration): JsonSchema {
  return {
    type: 'object',
    properties: {
      datos: { type: 'string', contentMediaType: 'application/json', description: 'El registro en JSON (el mismo cuerpo que application/json).' },
      ...Object.fromEntries(fileFields(decl).map((f) => [f.source, { type: 'string', contentMediaType: 'application/pdf', title: f.label }])),
    },
    required: ['datos'],
  };
}

/** The body of a declaration's generic write, from its fields; null for the others (their zod schema says it all). */
function declaredBody(decl: ResourceDeclaration, verb: Verb): JsonSchema | null {
  // A child's parent comes from the path: the body does not name it.
  const omit = decl.parent ? [decl.parent.field] : [];
  switch (verb) {
    case 'crear':
      return recordSchema(decl, 'create', omit);
    case 'editar': {
      const changes = changesSchema(decl, omit);
      return {
        ...changes,
        properties: { id: { type: 'integer', minimum: 1, description: 'El registro a editar.' }, ...(changes.properties as Record<string, JsonSchema>) },
        required: ['id'],
      };
    }
    case 'crear_masivo': {
      const rows = { type: 'array', items: recordSchema(decl, 'bulk', omit), minItems: 1, maxItems: MAX_BULK_ROWS };
      return {
        description: 'Todo o nada: si alguna fila tiene errores no se guarda ninguna y la respuesta (400) las nombra.',
        oneOf: [{ type: 'object', properties: { registros: rows }, required: ['registros'], additionalProperties: false }, rows],
      };
    }
    default:
      return null;
  }
}

/** What a generic endpoint answers: a page, a list or one record (crear_masivo: its own counts). */
function declaredResponse(decl: ResourceDeclaration, verb: Verb): JsonSchema | undefined {
  const record = recordResponseSchema(decl);
  switch (verb) {
    case 'lista':
      return { type: 'object', properties: { datos: { type: 'array', items: record }, total: { type: 'integer' } }, required: ['datos', 'total'] };
    case 'buscar':
      return { type: 'array', items: record };
    case 'crear_masivo':
    case 'exportar':
      return undefined;
    default:
      return record;
  }
}

/**
 * The media types of a download: a list's exportar answers CSV or .xlsx, and any other endpoint
 * named …/exportar (the reports') CSV, .xlsx or .xls — the file `formato` asks for.
 */
function exportedFiles(path: string, verb: Verb | undefined): readonly string[] | undefined {
  if (verb === 'exportar') return LIST_EXPORT_FORMATS.map((f) => EXPORT_MEDIA_TYPES[f]);
  // A backup file (server/routes/backupDownload.ts): the tar.gz as written.
  if (path === 'respaldo/descargar') return ['application/gzip'];
  return !verb && path.endsWith('/exportar') ? EXPORT_FORMATS.map((f) => EXPORT_MEDIA_TYPES[f]) : undefined;
}

export function describeContractEndpoints(
  endpoints: readonly EndpointInfo[],
  declarations: readonly ResourceDeclaration[],
  components: Record<string, JsonSchema>,
): Map<string, ContractOperation> {
  const known = knownPaths(declarations);
  const described = new Map<string, ContractOperation>();
  for (const endpoint of endpoints) {
    const found = known.get(endpoint.path);
    const declared = found?.verb ? declaredBody(found.decl, found.verb) : null;
    const body = declared ?? zodJsonSchema(endpoint.body, `Cuerpo_${componentName(endpoint.path)}`, components);
    described.set(endpoint.path, {
      summary: found ? (found.verb ? VERB_SUMMARIES[found.verb](found.decl) : (found.action ?? '')) : (handWritten(endpoint.path)?.[0] ?? pathSummary(endpoint.path)),
      tag: found ? found.decl.label.many : (handWritten(endpoint.path)?.[1] ?? pathTag(endpoint.path)),
      body,
      multipartBody: endpoint.multipart && found ? multipartOf(found.decl) : undefined,
      response: found?.verb ? declaredResponse(found.decl, found.verb) : undefined,
      files: exportedFiles(endpoint.path, found?.verb),
    });
  }
  return described;
}
