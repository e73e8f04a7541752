// The scheduler's classes as its calls change them, in one place: the sede boundary (a class is
// reached within the caller's current sede only), the row lock, every rule of the slot for a new
// teacher or room (classWrites.ts), the class's history line and the audit event. Handlers decide
// what changes; this writes it.
import type { CreateClassBody } from '../../core/school/scheduler/classBodies';
import { recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { notFound } from '../errors/apiError';
import { type ClassRow, recordClassEvent } from './classReads';
import { assertClassFits, CLASS_MESSAGES, insertClass } from './classWrites';

/** Another teacher or room for a class. */
export interface ClassChange {
  field: 'profesor_id' | 'salon_id';
  value: number;
  evento: string;
  tipo: string;
  /** A further rule of this change, run once the slot's rules hold. */
  check?: (tx: Database, clase: ClassRow) => Promise<void>;
}

/** The classes of one sede, in the write's transaction. */
export interface ClassRepository {
  /** The class, locked, of the sede; else 404. */
  lock(id: number): Promise<ClassRow>;
  /** Whether the sede has the class (a read needs no lock). */
  has(id: number): Promise<boolean>;
  /** A class checked against every rule of its slot, with its history line; answers its id. No audit event: the caller records one (a call may open several). */
  open(clase: CreateClassBody, session: Session): Promise<number>;
  /** open and its audit event. */
  create(clase: CreateClassBody, session: Session): Promise<number>;
  /** Another teacher or room: the slot's rules again (its own class not counting as taken), the update, its history line and audit event. */
  change(id: number, change: ClassChange, session: Session): Promise<{ mensaje: string }>;
  /** The class deleted, its bookings back to the slot's pending list (they were asked for, and still are); answers how many. */
  remove(id: number, motivo: string, session: Session): Promise<{ mensaje: string; pendientes: number }>;
}

export function classesWithin(tx: Database, sedeId: number): ClassRepository {
  const lock = async (id: number): Promise<ClassRow> => {
    const [row] = await tx.query<ClassRow>(
      `SELECT id, version, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, salon_id, profesor_id, tipos
       FROM clases WHERE id = $1 AND sede_id = $2 FOR UPDATE`,
      [id, sedeId],
    );
    if (!row) throw notFound();
    return row;
  };

  const open = async (clase: CreateClassBody, session: Session): Promise<number> => {
    await assertClassFits(tx, { ...clase, sedeId }, clase.profesor_id, clase.salon_id);
    const claseId = await insertClass(tx, clase, sedeId, session.userId);
    await recordClassEvent(tx, { claseId, evento: CLASS_MESSAGES.created, motivo: clase.motivo, usuarioId: session.userId, docenteId: clase.profesor_id, salonId: clase.salon_id });
    return claseId;
  };

  return {
    lock,
    has: async (id) => (await tx.query('SELECT 1 FROM clases WHERE id = $1 AND sede_id = $2', [id, sedeId])).length > 0,
    open,
    async create(clase, session) {
      const claseId = await open(clase, session);
      await recordEvent(tx, { universo: 'clases', tipo: 'crear', evento: CLASS_MESSAGES.created, contenido: { despues: clase }, usuarioId: session.userId, registroId: claseId });
      return claseId;
    },
    async change(id, change, session) {
      const clase = await lock(id);
      if (clase[change.field] === change.value) return { mensaje: change.evento };
      const next = { ...clase, [change.field]: change.value };
      await assertClassFits(tx, { ...clase, sedeId, claseId: clase.id }, next.profesor_id, next.salon_id);
      await change.check?.(tx, clase);
      await tx.query(`UPDATE clases SET ${change.field} = $2, version = version + 1 WHERE id = $1`, [clase.id, change.value]);
      await recordClassEvent(tx, { claseId: clase.id, evento: change.evento, usuarioId: session.userId, docenteId: next.profesor_id, salonId: next.salon_id });
      await recordEvent(tx, {
        universo: 'clases',
        tipo: change.tipo,
        evento: change.evento,
        contenido: { cambios: { [change.field]: { antes: clase[change.field], despues: change.value } } },
        usuarioId: session.userId,
        registroId: clase.id,
      });
      return { mensaje: change.evento };
    },
    async remove(id, motivo, session) {
      const clase = await lock(id);
      const moved = await tx.query<{ id: number }>(
        `UPDATE agendamientos SET clase_id = NULL, estado = 'solicitado', version = version + 1
         WHERE clase_id = $1 AND estado IN ('asignado', 'notificado') RETURNING id`,
        [clase.id],
      );
      await tx.query('DELETE FROM clases WHERE id = $1', [clase.id]);
      await recordClassEvent(tx, { claseId: clase.id, evento: CLASS_MESSAGES.deleted, motivo, usuarioId: session.userId, docenteId: clase.profesor_id, salonId: clase.salon_id });
      await recordEvent(tx, { universo: 'clases', tipo: 'eliminar', evento: CLASS_MESSAGES.deleted, contenido: { antes: clase, motivo, agendamientos: moved.map((m) => m.id) }, usuarioId: session.userId, registroId: clase.id });
      return { mensaje: CLASS_MESSAGES.deleted, pendientes: moved.length };
    },
  };
}
