// The tutoring calls' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body it must refuse with 400 and one it accepts.
import type { EndpointExample } from '../http/endpoint.examples';

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
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
