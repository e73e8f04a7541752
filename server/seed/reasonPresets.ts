// Demo reason presets (resources/motivos, issue 43): three ready texts per action that asks a reason,
// each at least that action's minimum (a test holds them to it), for staff to pick and then complete.
import type { ReasonKind } from '../../core/school/scheduler/bookings';
import type { SqlParam } from '../db/database';

export const REASON_PRESETS: Readonly<Record<ReasonKind, readonly string[]>> = {
  cancelar_agendamiento: [
    'El estudiante solicitó cancelar la clase por motivos personales.',
    'El estudiante avisó que no puede asistir por una incapacidad médica.',
    'Cancelación por cruce de horario laboral informado por el estudiante.',
  ],
  desasignar: [
    'Se libera el cupo para reorganizar la franja con otro docente.',
    'El estudiante pidió cambiar de clase dentro de la misma franja.',
    'La clase no corresponde al tema que el estudiante debe ver ahora.',
  ],
  asignar: [
    'Asignación automática solicitada por coordinación académica de la sede.',
    'El estudiante confirmó su asistencia y se asigna a la clase disponible.',
    'Se asigna tras reorganizar la franja y liberar un cupo en la clase.',
  ],
  agendamiento_manual: [
    'Agendamiento hecho por el funcionario a solicitud del estudiante en sede.',
    'El estudiante no pudo agendar en la plataforma y lo pidió por teléfono.',
    'Reposición acordada con coordinación por una clase cancelada por la sede.',
  ],
  clase_manual: [
    'Clase adicional abierta por la demanda de estudiantes en esta franja.',
    'Clase de reposición programada por la cancelación de una clase anterior.',
    'Se abre la clase a solicitud de coordinación académica de la sede.',
  ],
  eliminar_clase: [
    'La clase quedó sin estudiantes asignados en la franja.',
    'El docente tiene una novedad y no hay reemplazo disponible.',
    'El salón no está disponible por mantenimiento de la sede.',
  ],
  cancelar_tutoria: [
    'El estudiante pidió cancelar la tutoría.',
    'El tutor no está disponible en esa hora.',
    'Tutoría reprogramada a solicitud del estudiante.',
  ],
  firmar_progreso: [
    'Se firma el progreso tras verificar la asistencia con el docente.',
    'Firma autorizada por coordinación después de revisar la clase dictada.',
    'El docente confirmó que el estudiante completó el tema de la clase.',
  ],
  anular_progreso: [
    'Se anula porque la clase se registró al estudiante por error.',
    'El docente informó que el estudiante no asistió a esta clase.',
    'Registro duplicado del mismo tema; se conserva solo el primero.',
  ],
  definir_tema: [
    'Se define el tema según la prueba de ubicación presentada por el estudiante.',
    'El estudiante ya vio este tema en otra sede y se continúa desde aquí.',
    'Ajuste de tema autorizado por coordinación académica tras la revisión.',
  ],
  reiniciar_nivel: [
    'El estudiante retoma el nivel después de una pausa larga en sus clases.',
    'Reinicio solicitado por el estudiante para reforzar los temas del nivel.',
    'Coordinación académica autoriza repetir el nivel por bajo desempeño.',
  ],
};

/** The motivos rows: each action's texts in order (orden 1, 2, 3), all active. */
export function buildReasonPresets(): Record<string, SqlParam>[] {
  return (Object.entries(REASON_PRESETS) as [ReasonKind, readonly string[]][]).flatMap(([accion, texts]) =>
    texts.map((texto, index) => ({ accion, texto, activo: true, orden: index + 1 })),
  );
}
