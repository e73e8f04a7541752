// The permisos table follows the catalogue the server serves (core/engine/permissions.ts
// permissionCatalogue: the specification's codes and the resources' own): at every start a new code
// is inserted and a changed description or recurso rewritten, so the groups screen offers a new
// resource's codes in a database created before it. Codes created later by permiso/crear stay.
import type { PermissionInfo } from '../../core/engine/permissions';
import type { Database } from '../db/database';

export async function syncPermissions(db: Database, catalogue: readonly PermissionInfo[]): Promise<void> {
  await db.query(
    `INSERT INTO permisos (codigo, recurso, descripcion)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (codigo) DO UPDATE SET recurso = EXCLUDED.recurso, descripcion = EXCLUDED.descripcion
       WHERE (permisos.recurso, permisos.descripcion) IS DISTINCT FROM (EXCLUDED.recurso, EXCLUDED.descripcion)`,
    [catalogue.map((p) => p.code), catalogue.map((p) => p.recurso), catalogue.map((p) => p.descripcion)],
  );
}
