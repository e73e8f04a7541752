// Who may call an operation, as the OpenAPI document says it: the `x-permisos` and `x-acceso`
// extensions, a Spanish sentence for its description and the error answers the guard can give.
import { type EndpointPermission, permissionCodes } from '../auth/session';

/** code → descripcion: the catalogue the server serves (core/engine/permissions.ts permissionCatalogue). */
export type PermissionDescriptions = ReadonlyMap<string, string>;

export type Access = 'publico' | 'sesion' | 'permiso';

export function accessOf(permission: EndpointPermission): Access {
  return permission === 'public' ? 'publico' : permission === 'login' ? 'sesion' : 'permiso';
}

function named(code: string, descriptions: PermissionDescriptions): string {
  const descripcion = descriptions.get(code);
  return descripcion ? `\`${code}\` (${descripcion})` : `\`${code}\``;
}

/** 'Permiso: `4586B73F` (Listar estudiantes).' and the like. */
export function permissionSentence(permission: EndpointPermission, descriptions: PermissionDescriptions): string {
  const codes = permissionCodes(permission);
  switch (accessOf(permission)) {
    case 'publico':
      return 'Acceso público: no necesita token.';
    case 'sesion':
      return 'Requiere sesión: cualquier usuario con un token válido.';
    default:
      return codes.length === 1 ? `Permiso: ${named(codes[0], descriptions)}.` : `Permisos (basta uno): ${codes.map((code) => named(code, descriptions)).join(', ')}.`;
  }
}

/** The operation's extensions: the codes it accepts (none for public and login-only) and its kind of access. */
export function permissionExtensions(permission: EndpointPermission): { 'x-permisos': string[]; 'x-acceso': Access } {
  return { 'x-permisos': [...permissionCodes(permission)], 'x-acceso': accessOf(permission) };
}

/** The guard's refusals the operation can answer (components/responses). */
export function guardResponses(permission: EndpointPermission): Record<string, { $ref: string }> {
  const access = accessOf(permission);
  return {
    ...(access !== 'publico' ? { 401: { $ref: '#/components/responses/NoAutenticado' } } : {}),
    ...(access === 'permiso' ? { 403: { $ref: '#/components/responses/SinPermiso' } } : {}),
  };
}
