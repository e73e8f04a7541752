// Global management's rules (docs/security.md 'Staff users and global management'): which of the selected person's controls the user may
// use — the privilege ceiling of core/engine/privileges.ts, the same table the server enforces — and
// how a deleted-at date reads. Pure: unit-tested, the page only renders it.
import type { GlobalPerson } from '../../../core/school/globalManagement';
import { P } from '../../../core/engine/permissions';
import { KIND_OF_ROLE, mayActOn, personKinds, type RoleFlag } from '../../../core/engine/privileges';
import { formatDateTime } from '../../../core/engine/dates';

export const ROLES: readonly { flag: RoleFlag; label: string }[] = [
  { flag: 'ad', label: 'ADMIN' },
  { flag: 'pr', label: 'DOCENTE' },
  { flag: 'es', label: 'ESTUDIANTE' },
];

export interface PersonControls {
  /** The state toggle (71A798F and the ceiling's 'activo'). */
  activo: boolean;
  /** Each role toggle: switching it on needs 'rol_activar', off 'rol_desactivar'. */
  roles: Record<RoleFlag, boolean>;
  /** The enrolment sede's Cambiar. */
  sede: boolean;
}

const NONE: PersonControls = { activo: false, roles: { ad: false, pr: false, es: false }, sede: false };

/** What `codes` may change of `person` (the server decides again; this only disables what it would refuse). */
export function personControls(person: GlobalPerson, codes: ReadonlySet<string>, selfId: number | null): PersonControls {
  if (person.deleted_at) return NONE;
  // fu marks staff whether or not they hold a group (migration 025).
  const kinds = personKinds({ ...person, grupo_id: null });
  const roles = Object.fromEntries(
    ROLES.map(({ flag }) => {
      const granting = !person[flag];
      const action = granting ? 'rol_activar' : 'rol_desactivar';
      const code = granting ? P.usuarios.activarRol : P.estudiantes.activo;
      // Nobody grants themselves a role (the server also keeps the last administrator's).
      const allowed = codes.has(code) && mayActOn(action, [...new Set([...kinds, KIND_OF_ROLE[flag]])], codes) && !(granting && person.id === selfId);
      return [flag, allowed];
    }),
  ) as Record<RoleFlag, boolean>;
  return {
    activo: codes.has(P.estudiantes.activo) && mayActOn('activo', kinds, codes) && !(person.activo && person.id === selfId),
    roles,
    sede: (codes.has(P.usuarios.sede) || codes.has(P.estudiantes.sede)) && mayActOn('sede', kinds, codes),
  };
}

/** The deleted-at date as DD/MM/YYYY h:mm:ss a; empty while the person is not deleted. */
export function deletedAtText(person: Pick<GlobalPerson, 'deleted_at'>): string {
  return person.deleted_at ? formatDateTime(person.deleted_at) : '';
}
