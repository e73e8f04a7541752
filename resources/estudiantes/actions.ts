// The students' named actions (docs/domain/student-record.md 'The student's record'): their bodies are the contract the
// server checks and useAction sends. Handlers: ./server.ts.
import { z } from 'zod';
import { defineAction } from '../../core/engine/actions';
import { passwordAction } from '../../core/engine/passwordAction';
import { idValue } from '../../core/engine/ids';
import { P } from '../../core/engine/permissions';
import { ATTRIBUTE_ACTIONS } from '../../core/school/students/attributeActions';

export const cambiarPassword = passwordAction('estudiante/cambiar_password', P.estudiantes.password);

export interface CambiarActivoResponse {
  mensaje: string;
  usuario: Record<string, unknown> & { id: number; activo: boolean };
}

// The one user/cambiar-activo call serves every person (students here, staff in global management).
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

// The editor's attribute actions (validity, levels, courses, payment, flags, tutoring): ./attributeActions.ts.
export const ESTUDIANTE_ACTIONS = { cambiarPassword, cambiarActivo, ...ATTRIBUTE_ACTIONS };
