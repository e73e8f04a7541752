// Database errors that are the caller's fault (constraint violations, out-of-range values) become
// 400/409 answers in Spanish, a database out of reach a 503 (unavailable.ts); anything else stays a server error.
import { ApiError, conflict, HTTP_MESSAGES, validationError } from '../errors/apiError';
import { databaseUnavailable, isDatabaseUnavailable } from './unavailable';

interface PgLikeError {
  code: string;
  detail?: string;
  column?: string;
}

function isPgError(error: unknown): error is PgLikeError {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** The column named in a detail such as 'Key (email)=(x) already exists.' */
function keyColumn(detail: string | undefined): string | undefined {
  const match = /Key \(([a-z_][a-z0-9_]*)\)=/i.exec(detail ?? '');
  return match?.[1];
}

export function mapDatabaseError(error: unknown): ApiError | null {
  // First: a lost connection carries no SQLSTATE, or one of class 08/57P.
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  if (!isPgError(error)) return null;
  const column = keyColumn(error.detail) ?? error.column;
  const onField = (message: string) => (column ? { [column]: message } : undefined);
  switch (error.code) {
    case '23505': // unique_violation
      return conflict(onField(HTTP_MESSAGES.duplicate));
    case '23503': // foreign_key_violation
      return validationError(onField(HTTP_MESSAGES.notAllowed), 'Un valor hace referencia a un registro que no existe o que está en uso');
    case '23502': // not_null_violation
      return validationError(onField('Este campo es requerido'));
    case '23514': // check_violation
      return validationError(undefined, 'Un valor no cumple las reglas de la base de datos');
    default:
      // Class 22: data exceptions (out of range, bad text encoding, invalid date…).
      if (error.code.startsWith('22')) return validationError(undefined, 'Un valor está fuera de rango o tiene un formato no válido');
      return null;
  }
}
