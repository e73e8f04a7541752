// The groups on the server: agregar_permiso / quitar_permiso write one grupo_permisos row (its
// trigger, migration 002, tells every server's access cache, so members feel it on their next
// request); nothing written when the group already is so. Removing 4F40D01B never leaves nobody able
// to manage groups (server/people/groupManagers.ts).
import type { Database } from '../../server/db/database';
import type { ActionContext, ActionHandler, ActionOutcome } from '../../server/crud/parts';
import { defineServerParts } from '../../server/crud/parts';
import { validationError } from '../../server/errors/apiError';
import { activeGroupManagers, LAST_GROUP_MANAGER } from '../../server/people/groupManagers';
import { P } from '../../core/engine/permissions';
import type { agregarPermiso, GrupoPermisosResponse } from './actions';
import schema from './schema';

type PermisoAction = typeof agregarPermiso;
type Context = ActionContext<PermisoAction['body']>;

interface PermisoRow {
  codigo: string;
  recurso: string;
  descripcion: string;
}

export const PERMISO_UNKNOWN = 'El permiso no existe';

async function knownPermiso(tx: Database, codigo: string): Promise<PermisoRow> {
  const [row] = await tx.query<PermisoRow>('SELECT codigo, recurso, descripcion FROM permisos WHERE codigo = $1', [codigo]);
  if (!row) throw validationError({ permiso: PERMISO_UNKNOWN }, PERMISO_UNKNOWN);
  return row;
}

/** The group read again after the write: its codes as they now are. */
function answer({ tx, service, record }: Context, mensaje: string): ActionOutcome<GrupoPermisosResponse>['respuesta'] {
  return async () => ({ mensaje, registro: (await service.repo.find(record.id, tx)) as unknown as GrupoPermisosResponse['registro'] });
}

/**
 * What the event says: the permission's name ('Ver detalle de estudiante'). A person reads it in the
 * staff detail's 'Últimos Eventos', where no code belongs (issue 43 point 5); the code and its
 * recurso stay in the event's contenido.
 */
const described = (p: PermisoRow) => p.descripcion;

const agregar: ActionHandler<PermisoAction> = {
  run: async (context) => {
    const { tx, body, record } = context;
    const permiso = await knownPermiso(tx, body.permiso);
    const added = await tx.query('INSERT INTO grupo_permisos (grupo_id, permiso) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING permiso', [record.id, permiso.codigo]);
    if (added.length === 0) return { mensaje: 'El grupo ya tenía este permiso', cambios: {}, respuesta: answer(context, 'El grupo ya tenía este permiso') };
    return {
      mensaje: 'Permiso agregado',
      evento: `Permiso agregado: ${described(permiso)}`,
      contenido: { permiso: permiso.codigo, recurso: permiso.recurso },
      respuesta: answer(context, 'Permiso agregado'),
    };
  },
};

const quitar: ActionHandler<PermisoAction> = {
  run: async (context) => {
    const { tx, body, record } = context;
    const permiso = await knownPermiso(tx, body.permiso);
    if (permiso.codigo === P.grupos.manage) {
      if ((await activeGroupManagers(tx, { grupoId: record.id })) === 0) throw validationError({ permiso: LAST_GROUP_MANAGER }, LAST_GROUP_MANAGER);
    }
    const removed = await tx.query('DELETE FROM grupo_permisos WHERE grupo_id = $1 AND permiso = $2 RETURNING permiso', [record.id, permiso.codigo]);
    if (removed.length === 0) return { mensaje: 'El grupo no tenía este permiso', cambios: {}, respuesta: answer(context, 'El grupo no tenía este permiso') };
    return {
      mensaje: 'Permiso quitado',
      evento: `Permiso quitado: ${described(permiso)}`,
      contenido: { permiso: permiso.codigo, recurso: permiso.recurso },
      respuesta: answer(context, 'Permiso quitado'),
    };
  },
};

export default defineServerParts(schema, { actions: { agregarPermiso: agregar, quitarPermiso: quitar } });
