// One endpoint per option list of core/engine/lookups.ts (login only unless the list names a code).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOOKUPS, type LookupDeclaration, type LookupName } from '../../core/engine/lookups';
import { defineEndpoint } from '../http/endpoint';
import { idValue } from '../crud/schemas';
import { sedeCondition } from '../crud/repository';
import { ident, SqlParams } from '../db/sql';
import type { RouteDeps } from '../http/routeDeps';

/** Columns each list returns (the contract's row shapes). */
export const LOOKUP_COLUMNS: Record<LookupName, string[]> = {
  sedes: ['id', 'nombre', 'premium'],
  tiposDocumento: ['codigo', 'nombre'],
  metodosPago: ['codigo', 'nombre'],
  niveles: ['id', 'codigo', 'idioma', 'descripcion'],
  cursos: ['id', 'codigo', 'nombre', 'nivel_id'],
  salones: ['id', 'nombre', 'numero', 'sede_id', 'capacidad', 'tipo_salon', 'activo'],
  examenes: ['id', 'codigo', 'nombre'],
  // activo and programable: a booking's topic select offers only bookable topics (resources/estudiantes/bookings/BookingActions.tsx).
  temas: ['id', 'codigo', 'nombre', 'curso_id', 'orden', 'activo', 'programable'],
  grupos: ['id', 'nombre'],
  motivos: ['id', 'accion', 'texto', 'activo', 'orden'],
  tiposClase: ['id', 'nombre_corto', 'nombre', 'nombre_largo', 'solicitud', 'color', 'orden', 'grupo'],
  // The catalogues (core/engine/lookups.ts `catalogue`): code and label, in their declared order.
  estadosCiviles: ['codigo', 'descripcion'],
  regimenesSalud: ['codigo', 'nombre'],
  nivelesEducativos: ['codigo', 'descripcion'],
  ocupaciones: ['codigo', 'descripcion'],
  discapacidades: ['codigo', 'descripcion'],
  gruposEtnicos: ['codigo', 'descripcion'],
};

/** GET too for the document types (the spec's client fetches them with GET). */
const ALSO_GET: ReadonlySet<string> = new Set(['tipos-documentos/lista']);

function lookupBody(lookup: LookupDeclaration) {
  if (!lookup.param) return z.object({}).strict();
  // An absent or null parameter lists everything.
  return z.object({ [lookup.param]: idValue().nullable().optional() }).strict();
}

export function registerLookupEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  for (const [name, lookup] of Object.entries(LOOKUPS) as [LookupName, LookupDeclaration][]) {
    const columns = LOOKUP_COLUMNS[name].map(ident).join(', ');
    defineEndpoint(app, {
      path: lookup.endpoint,
      permission: lookup.permission ?? 'login',
      methods: ALSO_GET.has(lookup.endpoint) ? ['POST', 'GET'] : ['POST'],
      body: lookupBody(lookup),
      handler: async ({ body, session }) => {
        const value = lookup.param ? (body as Record<string, number | null | undefined>)[lookup.param] : undefined;
        const params = new SqlParams();
        const conditions: string[] = [];
        if (lookup.param && value != null) conditions.push(`${ident(lookup.param)} = ${params.add(value)}`);
        // The same per-sede rule as the repositories.
        if (lookup.sedeColumn && session) conditions.push(...sedeCondition(lookup.sedeColumn, session, params));
        const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
        return db.query(`SELECT ${columns} FROM ${ident(lookup.table)} ${where} ORDER BY ${ident(lookup.orderBy)}, ${ident(lookup.id)}`, params.values);
      },
    });
  }
}
