// The hours of a day a teacher already has a novedad at: a new one may not repeat them (the handler
// refuses, its example looks for a free one).
import type { Database } from '../db/database';

export async function takenHours(db: Database, docenteId: number, fecha: string, horas: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ hora: string }>(
    'SELECT hora FROM novedades_docente WHERE docente_id = $1 AND fecha = $2 AND hora = ANY($3::text[]) ORDER BY hora',
    [docenteId, fecha, horas],
  );
  return rows.map((r) => r.hora);
}
