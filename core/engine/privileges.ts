// The privilege ceiling over people. Every person is one row of `usuarios`; its roles make it one
// or more kinds (student, teacher, staff, administrator). An action on a person needs, for EACH
// kind the person has, one of the code sets of that (action, kind) cell — so a permission over
// students never reaches a staff account that also happens to carry the student role.
// Pure data and functions: the server enforces it, the browser and docs/security.md show it.
import { P } from './permissions';
import type { PermissionCode, PersonAction, PersonKind } from './declaration/access';

export type { PersonAction, PersonKind } from './declaration/access';

export const PERSON_KINDS: readonly PersonKind[] = ['estudiante', 'docente', 'funcionario', 'administrador'];
export const PERSON_ACTIONS: readonly PersonAction[] = ['ver', 'editar', 'password', 'activo', 'sede', 'rol_activar', 'rol_desactivar'];

/** Any one of the alternatives suffices; inside an alternative every code is needed. */
export type Requirement = readonly (readonly PermissionCode[])[];

/** The code that can edit every group's permissions, and so is the strongest over people. */
export const STRONGEST_CODE = P.grupos.manage;

const any = (...codes: PermissionCode[]): Requirement => codes.map((code) => [code]);
const all = (...codes: PermissionCode[]): Requirement => [codes];

export const PERSON_ACCESS: Record<PersonAction, Record<PersonKind, Requirement>> = {
  ver: {
    // A scheduler booking for a student (5B4F11C4) finds them first (estudiante/buscar, issue 10).
    estudiante: any(P.estudiantes.list, P.estudiantes.show, P.programador.createAgendamiento),
    docente: any(P.docentes.list, P.docentes.show),
    funcionario: any(P.usuarios.list, P.usuarios.show),
    // Seeing an administrator is no more than seeing staff; changing one is.
    administrador: any(P.usuarios.list, P.usuarios.show),
  },
  editar: {
    estudiante: all(P.estudiantes.edit),
    docente: all(P.docentes.edit),
    funcionario: all(P.usuarios.edit),
    administrador: all(P.usuarios.edit, STRONGEST_CODE),
  },
  password: {
    estudiante: all(P.estudiantes.password),
    docente: all(P.docentes.password),
    funcionario: all(P.usuarios.password),
    administrador: all(P.usuarios.password, STRONGEST_CODE),
  },
  activo: {
    estudiante: all(P.estudiantes.activo),
    docente: all(P.estudiantes.activo, P.docentes.edit),
    funcionario: all(P.estudiantes.activo, P.usuarios.edit),
    administrador: all(P.estudiantes.activo, STRONGEST_CODE),
  },
  sede: {
    estudiante: any(P.estudiantes.sede, P.usuarios.sede),
    docente: all(P.usuarios.sede, P.docentes.edit),
    funcionario: all(P.usuarios.sede, P.usuarios.editGrupo),
    administrador: all(P.usuarios.sede, STRONGEST_CODE),
  },
  // For role changes the kinds are the target's own plus the kind of the role being changed.
  rol_activar: {
    estudiante: all(P.usuarios.activarRol),
    docente: all(P.usuarios.activarRol, P.docentes.edit),
    funcionario: all(P.usuarios.activarRol, P.usuarios.editGrupo),
    administrador: all(P.usuarios.activarRol, STRONGEST_CODE),
  },
  rol_desactivar: {
    estudiante: all(P.estudiantes.activo),
    docente: all(P.estudiantes.activo, P.docentes.edit),
    funcionario: all(P.estudiantes.activo, P.usuarios.editGrupo),
    administrador: all(P.estudiantes.activo, STRONGEST_CODE),
  },
};

/** The role flags of a person row. */
export interface PersonRoles {
  es: boolean;
  pr: boolean;
  ad: boolean;
  /** Staff (funcionario): marked, or holding a group (migration 025 keeps the two together). */
  fu?: boolean;
  grupo_id: number | null;
}

export function personKinds(person: PersonRoles): PersonKind[] {
  const kinds: PersonKind[] = [];
  if (person.es) kinds.push('estudiante');
  if (person.pr) kinds.push('docente');
  if (person.fu || person.grupo_id !== null) kinds.push('funcionario');
  if (person.ad) kinds.push('administrador');
  return kinds;
}

export function meets(requirement: Requirement, codes: ReadonlySet<PermissionCode>): boolean {
  return requirement.some((alternative) => alternative.every((code) => codes.has(code)));
}

/** Whether `codes` may do `action` on a person of every kind in `kinds`. */
export function mayActOn(action: PersonAction, kinds: readonly PersonKind[], codes: ReadonlySet<PermissionCode>): boolean {
  return kinds.every((kind) => meets(PERSON_ACCESS[action][kind], codes));
}

/** The kinds `codes` can reach with `action` (the server turns the others into SQL exclusions). */
export function reachableKinds(action: PersonAction, codes: ReadonlySet<PermissionCode>): Set<PersonKind> {
  return new Set(PERSON_KINDS.filter((kind) => meets(PERSON_ACCESS[action][kind], codes)));
}

/** The kind each role flag makes a person (staff is a group, not a flag). */
export const KIND_OF_ROLE = { es: 'estudiante', pr: 'docente', ad: 'administrador' } as const satisfies Record<string, PersonKind>;
export type RoleFlag = keyof typeof KIND_OF_ROLE;

export const PRIVILEGE_MESSAGES = {
  ownRole: 'No puede asignarse un rol a sí mismo',
  ownAccount: 'No puede desactivar su propia cuenta',
  lastAdminRole: 'No se puede quitar el rol de administrador al último administrador activo',
  lastAdminActive: 'No se puede desactivar al último administrador activo',
} as const;

export interface SelfRuleInput {
  actorId: number;
  targetId: number;
  /** The target is an active administrator and no other active administrator exists. */
  targetIsLastActiveAdmin: boolean;
}

/** Why a role change is refused whatever the codes, or null. */
export function roleChangeProblem(input: SelfRuleInput & { role: RoleFlag; grant: boolean }): string | null {
  if (input.grant && input.actorId === input.targetId) return PRIVILEGE_MESSAGES.ownRole;
  if (!input.grant && input.role === 'ad' && input.targetIsLastActiveAdmin) return PRIVILEGE_MESSAGES.lastAdminRole;
  return null;
}

/** Why an active-state change is refused whatever the codes, or null. */
export function activeChangeProblem(input: SelfRuleInput & { activo: boolean }): string | null {
  if (input.activo) return null;
  if (input.actorId === input.targetId) return PRIVILEGE_MESSAGES.ownAccount;
  if (input.targetIsLastActiveAdmin) return PRIVILEGE_MESSAGES.lastAdminActive;
  return null;
}

/** The table as Markdown (docs/security.md), so the documented rule is the enforced one. */
export function privilegeTableMarkdown(): string {
  const cell = (r: Requirement) => r.map((alt) => alt.join(' y ')).join(' o ');
  const header = `| acción | ${PERSON_KINDS.join(' | ')} |\n|---|${PERSON_KINDS.map(() => '---').join('|')}|`;
  const rows = PERSON_ACTIONS.map((action) => `| ${action} | ${PERSON_KINDS.map((k) => cell(PERSON_ACCESS[action][k])).join(' | ')} |`);
  return [header, ...rows].join('\n');
}
