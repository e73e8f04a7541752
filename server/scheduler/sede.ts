// The scheduler works in the user's current sede (the sede chosen at login or changed from the
// profile), which is always one of their permitted sedes.
import type { Session } from '../auth/session';
import { validationError } from '../errors/apiError';

export const NO_SEDE = 'Seleccione una sede para usar el programador';

export function currentSede(session: Session): number {
  const sede = session.sedeId;
  if (sede === null || (session.sedes !== null && !session.sedes.includes(sede))) throw validationError(undefined, NO_SEDE);
  return sede;
}
