// The staff users' named actions (docs/security.md 'Staff users and global management'): the edit page's
// group selector, permitted-sede toggles and token invalidation (1010A13E), and the password change
// of #/usuario/cambiarpassword (1CE32AC5). Handlers: ./server.ts.
import { z } from 'zod';
import { defineAction } from '../../core/engine/actions';
import { idValue } from '../../core/engine/ids';
import { passwordAction } from '../../core/engine/passwordAction';
import { P } from '../../core/engine/permissions';

export const cambiarPassword = passwordAction('funcionario/cambiar_password', P.usuarios.password);

/** null leaves the person without a group ('Sin Asignar'): they can no longer sign in. */
export const editarGrupo = defineAction({
  path: 'funcionario/editar_grupo',
  permission: P.usuarios.editGrupo,
  label: 'Editar grupo',
  target: 'id',
  body: z.object({ id: idValue(), grupo_id: idValue('Debe seleccionar un grupo').nullable() }).strict(),
});

const sedeBody = z.object({ id: idValue(), sede_id: idValue('Debe seleccionar una sede') }).strict();

export const agregarSede = defineAction({ path: 'funcionario/agregar_sede', permission: P.usuarios.editGrupo, label: 'Agregar sede permitida', target: 'id', body: sedeBody });

export const quitarSede = defineAction({ path: 'funcionario/quitar_sede', permission: P.usuarios.editGrupo, label: 'Quitar sede permitida', target: 'id', body: sedeBody });

/** Ends every open session of the person at once (tokens issued before now are refused). */
export const invalidarTokens = defineAction({
  path: 'user/invalidar_tokens',
  permission: P.usuarios.editGrupo,
  label: 'Invalidar tokens',
  target: 'id',
  body: z.object({ id: idValue() }).strict(),
});

export const USUARIO_ACTIONS = { cambiarPassword, editarGrupo, agregarSede, quitarSede, invalidarTokens };
