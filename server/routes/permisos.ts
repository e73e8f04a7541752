// The permission catalogue (permisos/lista, permiso/crear; docs/security.md 'Permission groups'): what the
// group detail's switches list (4F40D01B or 90C25887) and a new code (4F40D01B only: whoever
// manages groups may grant any code).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { crearPermisoBody, type Permiso } from '../../core/engine/groupPermissions';
import { P } from '../../core/engine/permissions';
import { recordEvent } from '../audit/events';
import { defineEndpoint } from '../http/endpoint';
import { conflict } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';

export const PERMISO_EXISTS = 'Ya existe un permiso con este código';

export function registerPermisoEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'permisos/lista',
    permission: [P.grupos.manage, P.grupos.show],
    body: z.object({}).strict(),
    handler: () => db.query<Permiso>('SELECT codigo AS id, codigo, recurso, descripcion FROM permisos ORDER BY recurso, codigo'),
  });

  defineEndpoint(app, {
    path: 'permiso/crear',
    permission: P.grupos.manage,
    body: crearPermisoBody,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const [permiso] = await tx.query<Permiso>(
          `INSERT INTO permisos (codigo, recurso, descripcion) VALUES ($1, $2, $3) ON CONFLICT (codigo) DO NOTHING
           RETURNING codigo AS id, codigo, recurso, descripcion`,
          [body.codigo, body.recurso, body.descripcion],
        );
        if (!permiso) throw conflict({ codigo: PERMISO_EXISTS }, PERMISO_EXISTS);
        await recordEvent(tx, {
          universo: 'permisos',
          tipo: 'crear',
          // Its name only: a person reads events ('Últimos Eventos'); the code is in contenido.
          evento: `Permiso creado: ${permiso.descripcion}`,
          contenido: { codigo: permiso.codigo, recurso: permiso.recurso, descripcion: permiso.descripcion },
          usuarioId: session.userId,
        });
        return { mensaje: 'Permiso creado', permiso };
      }),
  });
}
