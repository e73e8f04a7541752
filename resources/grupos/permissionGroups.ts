// The group detail's switches, grouped by recurso (docs/security.md 'Permission groups'): the recursos and
// their codes in the catalogue's order (core/engine/permissions.ts), then any code created later
// (permiso/crear), by code.
import { PERMISSIONS } from '../../core/engine/permissions';
import type { Permiso } from '../../core/engine/groupPermissions';

export interface PermissionGroup {
  recurso: string;
  /** The heading shown above its switches. */
  titulo: string;
  permisos: Permiso[];
}

const HEADINGS: Record<string, string> = {
  inicio: 'Inicio',
  estudiantes: 'Estudiantes',
  progreso: 'Progreso',
  docentes: 'Docentes',
  usuarios: 'Usuarios',
  grupos: 'Grupos',
  salones: 'Salones',
  cursos: 'Cursos y temas',
  programador: 'Programador',
  reportes: 'Reportes',
  examenes: 'Exámenes',
  admin: 'Administración',
};

/** A recurso's heading: the known ones by name, any other with its first letter in upper case. */
export function recursoTitle(recurso: string): string {
  return HEADINGS[recurso] ?? recurso.charAt(0).toLocaleUpperCase('es') + recurso.slice(1).replace(/_/g, ' ');
}

const LAST = Number.MAX_SAFE_INTEGER;
const RECURSO_ORDER = new Map([...new Set(PERMISSIONS.map((p) => p.recurso))].map((recurso, i) => [recurso, i]));
const CODE_ORDER = new Map(PERMISSIONS.map((p, i) => [p.code, i]));

export function groupPermissions(permisos: readonly Permiso[]): PermissionGroup[] {
  const byRecurso = new Map<string, Permiso[]>();
  for (const permiso of permisos) byRecurso.set(permiso.recurso, [...(byRecurso.get(permiso.recurso) ?? []), permiso]);
  return [...byRecurso.entries()]
    .sort(([a], [b]) => (RECURSO_ORDER.get(a) ?? LAST) - (RECURSO_ORDER.get(b) ?? LAST) || a.localeCompare(b))
    .map(([recurso, list]) => ({
      recurso,
      titulo: recursoTitle(recurso),
      permisos: [...list].sort((a, b) => (CODE_ORDER.get(a.codigo) ?? LAST) - (CODE_ORDER.get(b.codigo) ?? LAST) || a.codigo.localeCompare(b.codigo)),
    }));
}
