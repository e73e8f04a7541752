// Who wrote a record, as the records that keep it show it (a closure's 'usuario', a banner's author).
import type { Database } from '../db/database';

export interface Author {
  nombre: string;
  email: string;
}

/** The user's first name and first surname, and e-mail; null for an unknown id. */
export async function authorOf(tx: Database, userId: number): Promise<Author | null> {
  const [author] = await tx.query<Author>(`SELECT concat_ws(' ', primer_nombre, primer_apellido) AS nombre, email FROM usuarios WHERE id = $1`, [userId]);
  return author ?? null;
}
