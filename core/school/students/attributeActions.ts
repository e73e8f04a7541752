// The editor's attribute actions (docs/domain/student-record.md 'The student's record', its Editor): one named action per
// attribute, each guarded by its field's dual-code pair (./attributes.ts) and carrying the version
// the page loaded (a stale one: 409). Handlers: server/students/attributeHandlers.ts.
import { z } from 'zod';
import { defineAttributeAction, recordVersion } from '../../engine/actions';
import { idValue, MAX_ID } from '../../engine/ids';
import { characterIssue } from '../../engine/untrustedText';
import { fechaSchema } from '../novedades';
import { LEVELS_OBSERVATION_MIN, LEVELS_OBSERVATION_SHORT } from './attributeRules';
import { STUDENT_ATTRIBUTES as A } from './attributes';
import { TUTORING_MAX_SESSIONS, tutoringProblems } from './tutoringEnablement';

/** A yes/no value: true/false, or the spec's 1/0. */
const flag = () =>
  z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Debe ser verdadero o falso' }).transform((value) => value === true || value === 1);

/** A body of {id, version, <one value>}. */
const attributeBody = <T extends z.ZodRawShape>(shape: T) => z.object({ id: idValue(), version: recordVersion(), ...shape }).strict();

type FlagKey = 'sabados' | 'versant' | 'requiere_clase_0' | 'enviar_notificaciones';

/** {id, version, <flag>}: the body key is the attribute's own column. */
function flagAction<K extends FlagKey>(path: string, key: K, label: string) {
  // A computed key widens to string in TypeScript: the cast keeps the body typed by its one key.
  const shape = { [key]: flag() } as Record<K, ReturnType<typeof flag>>;
  return defineAttributeAction({ path, field: A[key], label, target: 'id', body: attributeBody(shape) });
}

export const editarVigencia = defineAttributeAction({
  path: 'estudiante/editar_vigencia',
  field: A.vigencia,
  label: 'Editar vigencia',
  target: 'id',
  body: attributeBody({ vigencia: fechaSchema }),
});

const levelIds = z
  .array(z.number({ error: 'Debe ser un identificador numérico' }).int().min(1).max(MAX_ID), { error: 'Debe ser una lista de niveles' })
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Hay valores repetidos' });

export const actualizarNiveles = defineAttributeAction({
  path: 'estudiante/actualizar_niveles',
  field: A.niveles,
  label: 'Actualizar niveles disponibles',
  target: 'id',
  body: attributeBody({
    niveles: levelIds,
    observaciones: z.string({ error: 'Debe ser un texto' }).trim().min(LEVELS_OBSERVATION_MIN, { error: LEVELS_OBSERVATION_SHORT }).max(2000).superRefine(characterIssue(true)),
  }),
});

export const activarNivel = defineAttributeAction({
  path: 'estudiante/activar_nivel',
  field: A.nivel_id,
  label: 'Activar nivel',
  target: 'id',
  body: attributeBody({ nivel_id: idValue('Debe seleccionar un nivel') }),
});

export const activarCurso = defineAttributeAction({
  path: 'estudiante/activar_curso',
  field: A.curso_actual_id,
  label: 'Activar curso',
  target: 'id',
  body: attributeBody({ curso_id: idValue('Debe seleccionar un curso') }),
});

export const inscribirCurso = defineAttributeAction({
  path: 'estudiante/inscribir_curso',
  field: A.curso_actual_id,
  label: 'Inscribir en un curso',
  target: 'id',
  body: attributeBody({ curso_id: idValue('Debe seleccionar un curso') }),
});

export const editarTipoPago = defineAttributeAction({
  path: 'estudiante/editar_tipo_pago',
  field: A.tipo_pago,
  label: 'Editar método de pago',
  target: 'id',
  body: attributeBody({ tipo_pago: z.string({ error: 'Debe seleccionar un tipo de pago' }).trim().min(1, { error: 'Debe seleccionar un tipo de pago' }).max(40) }),
});

export const editarSabados = flagAction('estudiante/editar_sabados', 'sabados', 'Editar sábados');
export const editarVersant = flagAction('estudiante/editar_versant', 'versant', 'Editar Versant');
export const editarClase0 = flagAction('estudiante/editar_clase_0', 'requiere_clase_0', 'Editar clase cero');
export const editarNotificaciones = flagAction('estudiante/editar_enviar_notificaciones', 'enviar_notificaciones', 'Editar notificaciones por correo');

export const editarTutoria = defineAttributeAction({
  path: 'estudiante/editar_habilitar_tutoria',
  field: A.habilitar_tutoria,
  label: 'Habilitar tutorías',
  target: 'id',
  body: attributeBody({
    habilitar_tutoria: flag(),
    tutorias: z.number({ error: 'Debe ser un número entero' }).int({ error: 'Debe ser un número entero' }).min(0).max(TUTORING_MAX_SESSIONS).nullable().optional(),
    fecha_tutoria_inicio: fechaSchema.nullable().optional(),
    fecha_tutoria_fin: fechaSchema.nullable().optional(),
    tutor_id: idValue('Debe seleccionar un tutor').nullable().optional(),
  }).superRefine((body, ctx) => {
    for (const [path, message] of Object.entries(tutoringProblems(body))) ctx.addIssue({ code: 'custom', path: [path], message });
  }),
});

export const ATTRIBUTE_ACTIONS = {
  editarVigencia,
  actualizarNiveles,
  activarNivel,
  activarCurso,
  inscribirCurso,
  editarTipoPago,
  editarSabados,
  editarVersant,
  editarClase0,
  editarNotificaciones,
  editarTutoria,
};
