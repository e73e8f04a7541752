// Named actions: what a resource can do besides create/edit/delete (change a password, toggle a
// state), declared beside it. The declaration is pure (path, code, body schema); the server runs it
// through the resource's repository (resources/<name>/server.ts), so scoping, the privilege ceiling
// and the audit trail apply; the browser calls it with useAction, typed by the same schema.
import { z } from 'zod';
import { allEditCodes, type FieldEditCodes } from './fieldAccess';
import { MAX_ID } from './ids';
import type { PersonAction } from './privileges';
import type { FieldDeclaration, PermissionCode } from './types';

/** A declared field carrying the dual-code rule (doc 1 §6): what an attribute action changes. */
export type AttributeField = FieldDeclaration & { editCodes: FieldEditCodes };

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
  /** The privilege-ceiling action checked on person records (core/privileges.ts); default 'editar'. */
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

/** An action guarded by one code. */
export function defineAction<S extends z.ZodType, R extends ActionResponse = ActionResponse>(
  action: ActionDeclaration<S, R> & { permission: PermissionCode; field?: undefined },
): ActionDeclaration<S, R> & { permission: PermissionCode } {
  return action;
}

/** An action that changes one declared attribute: its codes are the field's, written once there. */
export function defineAttributeAction<S extends z.ZodType, R extends ActionResponse = ActionResponse>(
  action: Omit<ActionDeclaration<S, R>, 'permission' | 'field'> & { field: AttributeField },
): ActionDeclaration<S, R> & { field: AttributeField } {
  // The field's own codes stand in for the resource's edit code (doc 1 §6: an attribute has its
  // own pair): on people the ceiling asked is seeing every kind of the target, not editing them.
  return { personAction: 'ver', ...action, permission: allEditCodes(action.field.editCodes) };
}

/** The codes that pass an action's guard. */
export function actionCodes(action: ActionDeclaration): readonly PermissionCode[] {
  return typeof action.permission === 'string' ? [action.permission] : action.permission;
}

/**
 * The version of the target the caller's form was loaded with (optional): a different current one
 * is the engine's stale edit (409). An action that offers it puts `version: recordVersion()` in its body.
 */
export function recordVersion() {
  return z.number({ error: 'Debe ser un número entero' }).int({ error: 'Debe ser un número entero' }).min(1).max(MAX_ID).optional();
}

export type ActionBody<A> = A extends ActionDeclaration<infer S, ActionResponse> ? z.input<S> : never;
export type ActionResult<A> = A extends ActionDeclaration<z.ZodType, infer R> ? R : never;
