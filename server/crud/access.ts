// Write checks that depend on who writes: the per-sede boundary and per-field edit codes.
// (Which rows a session reaches at all is decided in the repository's SQL.)
import { FIELD_FORBIDDEN, mayEditField } from '../../core/engine/fieldAccess';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Errors, FieldValue } from '../../core/engine/validation';
import type { Session } from '../auth/session';
import { ApiError, HTTP_MESSAGES } from '../errors/apiError';

export const ACCESS_MESSAGES = {
  sede: 'La sede no está entre sus sedes permitidas',
  stale: 'El registro fue modificado por otro usuario; recargue.',
} as const;

/**
 * A user with permitted sedes writes only records of those sedes: a new record must name one of
 * them and an edit cannot move a record to another (on edit only a present value is checked).
 */
export function sedeErrors(decl: ResourceDeclaration, values: Record<string, FieldValue>, session: Session, mode: 'create' | 'edit'): Errors {
  const field = decl.sedeField;
  if (!field || !session.sedes) return {};
  // A read-only sede is the server's to set (a survey takes its booking's): the resource's hooks
  // derive it and refuse what lies beyond the caller's sedes (resources/encuestas/server.ts).
  if (decl.fields.some((f) => f.source === field && f.readOnly)) return {};
  if (mode === 'edit' && !(field in values)) return {};
  const value = values[field];
  return typeof value === 'number' && session.sedes.includes(value) ? {} : { [field]: ACCESS_MESSAGES.sede };
}

/** 403 naming the changed fields whose own edit codes (dual-code rule) the session lacks. */
export function assertFieldCodes(
  decl: ResourceDeclaration,
  changes: Record<string, FieldValue>,
  current: Record<string, unknown>,
  session: Session,
): void {
  const errors: Errors = {};
  for (const field of decl.fields) {
    if (field.source in changes && !mayEditField(field, current[field.source], session.permisos)) errors[field.source] = FIELD_FORBIDDEN;
  }
  if (Object.keys(errors).length > 0) throw new ApiError(403, 'Forbidden', HTTP_MESSAGES.forbidden, errors);
}
