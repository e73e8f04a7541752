// A resource's named action as declared (core/engine/actions.ts defines them; resources/<name>/server.ts runs them).
import type { z } from 'zod';
import type { PermissionCode, PersonAction } from './access';
import type { AttributeField } from './field';

export interface ActionDeclaration<S extends z.ZodType = z.ZodType, R = ActionResponse> {
  /** POST /api/<path> (the spec's names: 'estudiante/cambiar_password', 'user/cambiar-activo'). */
  path: string;
  /**
   * The code the endpoint's guard requires, or codes any one of which passes it: an attribute
   * action's are its field's pair (filled in by defineAttributeAction, never written by hand).
   */
  permission: PermissionCode | readonly PermissionCode[];
  /**
   * An attribute action: the declared field (its `editCodes`) whose dual-code rule applies. The
   * runner checks it on the target's current value: while unset either code, once set the stronger.
   */
  field?: AttributeField;
  /** The body, checked by the server (400 with Spanish messages) and by useAction before sending. */
  body: S;
  /** Key of the body holding the target record's id. */
  target: keyof z.output<S> & string;
  /**
   * Which records it reaches: 'resource' (default) only this resource's, 'person' any person
   * (students, teachers, staff) within the privilege ceiling — for actions the spec shares between them.
   */
  reach?: 'resource' | 'person';
  /** The privilege-ceiling action checked on person records (core/engine/privileges.ts); default 'editar'. */
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
