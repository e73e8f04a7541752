// The surveys' test fixture (endpoint matrix, audit walk, API document): the completion of a generated
// example survey with a booking or session nobody rated yet.
import { defineResourceExamples } from '../../server/crud/parts.examples';
import type { Database } from '../../server/db/database';
import schema from './schema';

/** A new survey's example rates the newest booking, else tutoring session, nobody rated yet. */
export async function example(db: Database, mode: 'create' | 'edit' | 'bulk', record: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (mode === 'edit') return record;
  const unrated = (table: 'agendamientos' | 'tutorias', column: string) =>
    db.query<{ id: number }>(`SELECT t.id FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM encuestas e WHERE e.${column} = t.id) ORDER BY t.id DESC LIMIT 1`);
  const [booking] = await unrated('agendamientos', 'agendamiento_id');
  if (booking) return { ...record, tipo: 'clase', agendamiento_id: booking.id, tutoria_id: null };
  const [session] = await unrated('tutorias', 'tutoria_id');
  return { ...record, tipo: 'tutoria', agendamiento_id: null, tutoria_id: session?.id ?? null };
}

export default defineResourceExamples(schema, { record: example });
