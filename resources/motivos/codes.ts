// The reason catalogue's own permission codes (not the specification's: issue 43 added the
// catalogue), declared as a resource brings its own (ownPermissions): written into permisos at start,
// held by the Administrador group of a new demo database. Reading the presets needs none of them: the
// motivos/opciones list is open to any logged-in user (core/engine/lookups.ts).
import { codesOf } from '../../core/engine/permissions';

export const MOTIVO_PERMISSIONS = {
  list: ['D1E5A48A', 'Listar motivos predefinidos'],
  create: ['57483E83', 'Crear motivos predefinidos'],
  edit: ['4C043C0A', 'Editar motivos predefinidos'],
  delete: ['20AD25F5', 'Eliminar motivos predefinidos'],
} as const;

export const MOTIVO_CODES = codesOf(MOTIVO_PERMISSIONS);
