// The teachers' named actions (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): the edit page's
// sub-editors — availability, allowed types, allowed courses, default room — each saving
// 'Información Guardada' with 3329CE3B, and the password change of #/docente/cambiarpassword/{id}
// with 2FD9B828. Handlers: ./server.ts.
import { z } from 'zod';
import { defineAction } from '../../core/engine/actions';
import { allowedCoursesAction } from '../../core/school/allowedCoursesAction';
import { allowedTypesAction } from '../../core/school/allowedTypesAction';
import { idValue } from '../../core/engine/ids';
import { passwordAction } from '../../core/engine/passwordAction';
import { P } from '../../core/engine/permissions';

export const cambiarPassword = passwordAction('docente/cambiar_password', P.docentes.password);

export const editarTipos = allowedTypesAction('docente/editar_tipos', P.docentes.edit);

/** Slot keys '{1-6}T{HH:mm}'; the server keeps those of the teacher's template and drops the rest. */
export const editarDisponibilidad = defineAction({
  path: 'docente/editar_disponibilidad',
  permission: P.docentes.edit,
  label: 'Editar disponibilidad',
  target: 'id',
  body: z.object({ id: idValue(), disponibilidad: z.array(z.string().max(20)).max(400) }).strict(),
});

export const editarCursos = allowedCoursesAction('docente/editar_cursos', P.docentes.edit);

/** The default room must differ from the current one (else a 400); null clears it. */
export const editarSalon = defineAction({
  path: 'docente/editar_salon',
  permission: P.docentes.edit,
  label: 'Editar salón predeterminado',
  target: 'id',
  body: z.object({ id: idValue(), salon_predeterminado: idValue('Debe elegir un salón').nullable() }).strict(),
});

export const DOCENTE_ACTIONS = { cambiarPassword, editarDisponibilidad, editarTipos, editarCursos, editarSalon };
