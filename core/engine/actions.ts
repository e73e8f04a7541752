// Named actions: what a resource can do besides create/edit/delete (change a password, toggle a
// state), declared beside it. The declaration is pure (path, code, body schema); the server runs it
// through the resource's repository (resources/<name>/server.ts), so scoping, the privilege ceiling
// and the audit trail apply; the browser calls it with useAction, typed by the same schema.
import { z } from 'zod';
import { allEditCodes } from './fieldAccess';
import { MAX_ID } from './ids';
import type { PermissionCode } from './declaration/access';
import type { ActionDeclaration, ActionResponse } from './declaration/action';
import type { AttributeField } from './declaration/field';


export type { ActionDeclaration, ActionResponse } from './declaration/action';
export type { AttributeField } from './declaration/field';

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
  // The field's own codes stand in for the resource's edit code (an attribute has its own pair):
  // on people the ceiling asked is seeing every kind of the target, not editing them.
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
