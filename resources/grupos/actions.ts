// The groups' named actions (docs/security.md 'Permission groups'; each toggle saved on its click): one code
// added to or removed from a group, each by 4F40D01B. Handlers: ./server.ts.
import { z } from 'zod';
import { defineAction } from '../../core/engine/actions';
import { idValue } from '../../core/engine/ids';
import { P } from '../../core/engine/permissions';
import type { PermisoDeGrupo } from '../../core/engine/groupPermissions';
import { permissionCode } from '../../core/engine/groupPermissions';

const permisoBody = z.object({ id: idValue(), permiso: permissionCode() }).strict();

/** What both answer: the message and the group's codes after the change. */
export interface GrupoPermisosResponse {
  mensaje: string;
  registro: { id: number; nombre: string; version: number; permisos: PermisoDeGrupo[] };
}

export const agregarPermiso = defineAction<typeof permisoBody, GrupoPermisosResponse>({
  path: 'grupo/agregar_permiso',
  permission: P.grupos.manage,
  label: 'Agregar permiso',
  target: 'id',
  body: permisoBody,
});

export const quitarPermiso = defineAction<typeof permisoBody, GrupoPermisosResponse>({
  path: 'grupo/quitar_permiso',
  permission: P.grupos.manage,
  label: 'Quitar permiso',
  target: 'id',
  body: permisoBody,
});

export const GRUPO_ACTIONS = { agregarPermiso, quitarPermiso };
