// The tutoring calls' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body it must refuse with 400 and one it accepts.
import { addDays } from '../../core/engine/clock';
import type { EndpointExample } from '../http/endpoint.examples';
import { ADMIN_SEDE } from './classes.examples';

export const TUTORING_EXAMPLES = {
  'tutorias/por_fecha': {
    malformedExample: { fecha: 'mañana' },
    example: async () => ({ fecha: '2099-01-05' }),
  },
  'tutorias/cancelar': {
    malformedExample: { tutoria_id: 1, motivo: 'corto' },
    example: async (database) => {
      const [row] = await database.query<{ id: number }>(
        `SELECT t.id FROM tutorias t WHERE t.estado = 'programada' AND (
           NOT EXISTS (SELECT 1 FROM usuario_sedes us JOIN usuarios u ON u.id = us.usuario_id WHERE u.email = 'admin@escuela.test')
           OR t.sede_id IN (SELECT us.sede_id FROM usuario_sedes us JOIN usuarios u ON u.id = us.usuario_id WHERE u.email = 'admin@escuela.test'))
         ORDER BY t.id DESC LIMIT 1`,
      );
      return row ? { tutoria_id: row.id, motivo: 'El estudiante avisó que no puede asistir hoy' } : null;
    },
  },
  // A tutor's preassigned quarter-hour in a tutoring cabin of the administrator's sede (made when the
  // data has none), on that weekday in 2099, for an active student of that sede given tutoring then.
  'tutorias/agendar': {
    malformedExample: { fecha: '2099-01-05', hora: '7:00', salon_id: 1, profesor_id: 1, estudiante_id: 1 },
    example: async (database) => {
      let [slot] = await database.query<{ dia: number; hora: string; salon_id: number; profesor_id: number }>(
        `SELECT p.dia, p.hora, p.salon_id, p.docente_id AS profesor_id FROM preasignaciones p JOIN salones s ON s.id = p.salon_id JOIN usuarios u ON u.id = p.docente_id
         WHERE s.sede_id = ${ADMIN_SEDE} AND s.activo AND s.tipos_permitidos = ARRAY['tutoria']::text[] AND u.activo AND u.deleted_at IS NULL
         ORDER BY p.dia, p.hora, p.id LIMIT 1`,
      );
      if (!slot) {
        // A cabin of its own (no other example's room changes) and a tutor free at Monday 07:00.
        [slot] = await database.query<{ dia: number; hora: string; salon_id: number; profesor_id: number }>(
          `WITH cabina AS (
             INSERT INTO salones (nombre, capacidad, tipo_salon, sede_id, tipos_permitidos) VALUES ('Cabina de tutorías de ejemplo', 1, 'tutoria', ${ADMIN_SEDE}, '{tutoria}') RETURNING id
           )
           INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos)
           SELECT 1, '07:00', cabina.id, u.id, '{tutoria}' FROM cabina, usuarios u
           WHERE u.pr AND u.tutor AND u.activo AND u.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM preasignaciones p WHERE p.docente_id = u.id AND p.dia = 1 AND p.hora = '07:00')
           ORDER BY u.id LIMIT 1
           RETURNING dia, hora, salon_id, docente_id AS profesor_id`,
        );
      }
      const fecha = addDays('2099-01-05', slot.dia - 1); // 2099-01-05 is a Monday
      const [student] = await database.query<{ id: number }>(
        `UPDATE usuarios SET habilitar_tutoria = true, tutorias = 2, fecha_tutoria_inicio = $1, fecha_tutoria_fin = $2
         WHERE id = (SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND activo AND deleted_at IS NULL AND sede_id = ${ADMIN_SEDE} ORDER BY id LIMIT 1)
         RETURNING id`,
        [fecha, addDays(fecha, 5)],
      );
      return { fecha, hora: slot.hora, salon_id: slot.salon_id, profesor_id: slot.profesor_id, estudiante_id: student.id };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
