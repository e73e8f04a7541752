// Who may do what, as a declaration names it: permission codes, a resource's codes per action, the
// dual-code rule of a field, and the kinds of person with what may be done to one.

/** A permission code carried in the JWT (e.g. '4586B73F'). */
export type PermissionCode = string;

/** A resource's own permission codes, each under a name: name → [code, descripcion]. */
export type PermissionBlock = Readonly<Record<string, readonly [code: PermissionCode, descripcion: string]>>;

export interface ResourcePermissions {
  list: PermissionCode;
  show: PermissionCode;
  create?: PermissionCode;
  edit?: PermissionCode;
  bulk?: PermissionCode;
  delete?: PermissionCode;
}

export type ResourceAction = keyof ResourcePermissions;

/** Codes allowing a field's change (the dual-code rule; fieldAccess.ts applies it). */
export interface FieldEditCodes {
  /** Codes any one of which allows changing the value once it is set (the stronger ones). */
  set: PermissionCode[];
  /** Codes any one of which allows the first assignment (default: `set`). */
  unset?: PermissionCode[];
}

/** The kinds of person a `usuarios` row can be, and what may be done to one (privileges.ts). */
export type PersonKind = 'estudiante' | 'docente' | 'funcionario' | 'administrador';
export type PersonAction = 'ver' | 'editar' | 'password' | 'activo' | 'sede' | 'rol_activar' | 'rol_desactivar';
