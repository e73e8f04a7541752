// Option lists served by the server and used by 'select' fields. Each is one endpoint returning
// [{<id>, <name>, ...}]; the server also uses `table`/`id` to check that a submitted value exists.
import { P } from './permissions';
import type { PermissionCode } from './types';

export interface LookupDeclaration {
  endpoint: string; // POST /api/<endpoint>
  table: string;
  id: string; // key column, also the option value
  name: string; // label column
  /** Optional short code column a person may type instead of the name (bulk cells; see references.ts). */
  code?: string;
  idType: 'integer' | 'text';
  /** Optional filter parameter of the body, matched against the column of the same name. */
  param?: string;
  /** Login is enough unless a code is given. */
  permission?: PermissionCode;
  /** Column holding the option's sede: a user with permitted sedes sees only theirs. */
  sedeColumn?: string;
  orderBy: string;
}

export const LOOKUPS = {
  // A user with permitted sedes is offered only those (doc 2 §5: closures' branches; doc 1: a student's sede).
  sedes: { endpoint: 'sedes/lista', table: 'sedes', id: 'id', name: 'nombre', idType: 'integer', sedeColumn: 'id', orderBy: 'nombre' },
  tiposDocumento: { endpoint: 'tipos-documentos/lista', table: 'tipos_documento', id: 'codigo', name: 'nombre', idType: 'text', orderBy: 'orden' },
  metodosPago: { endpoint: 'config/metodos_pago', table: 'metodos_pago', id: 'codigo', name: 'nombre', idType: 'text', orderBy: 'nombre' },
  niveles: { endpoint: 'nivel/lista', table: 'niveles', id: 'id', name: 'descripcion', code: 'codigo', idType: 'integer', orderBy: 'orden' },
  cursos: { endpoint: 'nivel/cursos', table: 'cursos', id: 'id', name: 'nombre', code: 'codigo', idType: 'integer', param: 'nivel_id', orderBy: 'codigo' },
  // Rooms as options (a room picker, a child resource's parent): only those of the caller's sedes.
  salones: { endpoint: 'salones/opciones', table: 'salones', id: 'id', name: 'nombre', idType: 'integer', param: 'sede_id', permission: P.salones.list, sedeColumn: 'sede_id', orderBy: 'nombre' },
  // Topics as options (the parent of a topic's files), by course.
  temas: { endpoint: 'tema/opciones', table: 'temas', id: 'id', name: 'nombre', code: 'codigo', idType: 'integer', param: 'curso_id', orderBy: 'orden' },
  // A topic's exam (doc 2 §3 Topic: examen with nombre).
  examenes: { endpoint: 'examen/opciones', table: 'examenes', id: 'id', name: 'nombre', code: 'codigo', idType: 'integer', orderBy: 'nombre' },
  // A staff member's group (doc 2 §2.3): named for whoever lists staff.
  grupos: { endpoint: 'grupos/opciones', table: 'grupos', id: 'id', name: 'nombre', idType: 'integer', permission: P.usuarios.list, orderBy: 'nombre' },
  tiposClase: { endpoint: 'tipos-clase/lista', table: 'tipos_clase', id: 'id', name: 'nombre', idType: 'text', orderBy: 'orden' },
} satisfies Record<string, LookupDeclaration>;

export type LookupName = keyof typeof LOOKUPS;

export function lookupOf(name: string): LookupDeclaration {
  const lookup = (LOOKUPS as Record<string, LookupDeclaration>)[name];
  if (!lookup) throw new Error(`Lista de opciones desconocida: ${name}`);
  return lookup;
}
