// Named actions: what a resource can do besides create/edit/delete (change a password, toggle a
// state), declared beside it. The declaration is pure (path, code, body schema); the server runs it
// through the resource's repository (resources/<name>/server.ts), so scoping, the privilege ceiling
// and the audit trail apply; the browser calls it with useAction, typed by the same schema.
import type { z } from 'zod';
import type { PersonAction } from './privileges';
import type { PermissionCode } from './types';

export interface ActionDeclaration<S extends z.ZodType = z.ZodType, R = ActionResponse> {
  /** POST /api/<path> (the spec's names: 'estudiante/cambiar_password', 'user/cambiar-activo'). */
  path: string;
  permission: PermissionCode;
  /** The body, checked by the server (400 with Spanish messages) and by useAction before sending. */
  body: S;
  /** Key of the body holding the target record's id. */
  target: keyof z.output<S> & string;
  /**
   * Which records it reaches: 'resource' (default) only this resource's, 'person' any person
   * (students, teachers, staff) within the privilege ceiling — for actions the spec shares between them.
   */
  reach?: 'resource' | 'person';
  /** The privilege-ceiling action checked on person records (resources/privileges.ts); default 'editar'. */
  personAction?: PersonAction;
  /** What the action does, for buttons and the audit trail ('Cambiar contraseña'). */
  label: string;
  /** Type-only: the response's shape (never set at run time). */
  response?: R;
}

/** What every action answers at least: the Spanish message the browser shows. */
export interface ActionResponse {
  mensaje: string;
}

export function defineAction<S extends z.ZodType, R extends ActionResponse = ActionResponse>(
  action: ActionDeclaration<S, R>,
): ActionDeclaration<S, R> {
  return action;
}

export type ActionBody<A> = A extends ActionDeclaration<infer S, ActionResponse> ? z.input<S> : never;
export type ActionResult<A> = A extends ActionDeclaration<z.ZodType, infer R> ? R : never;
