// The students' named actions (doc 2 §7): their bodies are the contract the server checks and
// useAction sends. Handlers: ./server.ts.
import { z } from 'zod';
import { defineAction } from '../actions';
import { idValue } from '../ids';
import { P } from '../permissions';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Debe tener mínimo ${PASSWORD_MIN_LENGTH} caracteres.`;

export const cambiarPassword = defineAction({
  path: 'estudiante/cambiar_password',
  permission: P.estudiantes.password,
  label: 'Cambiar contraseña',
  target: 'userid',
  personAction: 'password',
  body: z
    .object({
      userid: idValue(),
      // null (or the spec's variant action: 'autogenerate') generates one and mails it to the student.
      password: z.string().min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT }).max(128).nullable().optional(),
      action: z.literal('autogenerate', { error: "Debe ser 'autogenerate'" }).optional(),
    })
    .strict()
    .refine((body) => body.password !== undefined || body.action === 'autogenerate', { error: 'Este campo es requerido', path: ['password'] }),
});

export interface CambiarActivoResponse {
  mensaje: string;
  usuario: Record<string, unknown> & { id: number; activo: boolean };
}

// The spec's user/cambiar-activo serves every person (students here, staff in global management).
const cambiarActivoBody = z.object({ id: idValue(), activo: z.union([z.literal(0), z.literal(1)], { error: 'Debe ser 0 o 1' }) }).strict();

export const cambiarActivo = defineAction<typeof cambiarActivoBody, CambiarActivoResponse>({
  path: 'user/cambiar-activo',
  permission: P.estudiantes.activo,
  label: 'Activar o desactivar',
  target: 'id',
  reach: 'person',
  personAction: 'activo',
  body: cambiarActivoBody,
});

export const ESTUDIANTE_ACTIONS = { cambiarPassword, cambiarActivo };
