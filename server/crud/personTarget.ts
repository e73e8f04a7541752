// The person an action is aimed at, checked against the privilege ceiling (core/engine/privileges.ts)
// and the caller's sede boundary before anything is read back or written.
import { mayActOn, type PersonAction, type PersonKind, personKinds } from '../../core/engine/privileges';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { sedeCondition } from './repository';
import { SqlParams } from '../db/sql';
import { forbidden, notFound } from '../errors/apiError';

export interface PersonTarget {
  id: number;
  email: string;
  primer_nombre: string;
  primer_apellido: string;
  numero_documento: string;
  sede_id: number | null;
  activo: boolean;
  es: boolean;
  pr: boolean;
  ad: boolean;
  fu: boolean;
  grupo_id: number | null;
  kinds: PersonKind[];
}

export interface TargetRequest {
  action: PersonAction;
  /** Reached through a resource of this kind (estudiante/…): other people do not exist there. */
  through?: PersonKind;
  /** Kinds the action concerns besides the target's own (the role being granted or removed). */
  extraKinds?: PersonKind[];
}

/**
 * The live person `id`, locked for the rest of the transaction. 404 when the caller cannot see it
 * (outside their sedes, or not of the resource's kind, or of a kind they may not even see through
 * it); 403 when they see it but their codes do not reach every kind involved.
 */
export async function loadTarget(tx: Database, session: Session, id: number, request: TargetRequest): Promise<PersonTarget> {
  // The sede boundary is the repositories' own condition: one rule, in the SQL.
  const params = new SqlParams();
  const conditions = [`id = ${params.add(id)}`, 'deleted_at IS NULL', ...sedeCondition('sede_id', session, params)];
  const [row] = await tx.query<Omit<PersonTarget, 'kinds'>>(
    `SELECT id, email, primer_nombre, primer_apellido, numero_documento, sede_id, activo, es, pr, ad, fu, grupo_id
       FROM usuarios WHERE ${conditions.join(' AND ')} FOR UPDATE`,
    params.values,
  );
  if (!row) throw notFound();
  const kinds = personKinds(row);
  if (request.through && (!kinds.includes(request.through) || !mayActOn('ver', kinds, session.permisos))) throw notFound();
  const involved = [...new Set([...kinds, ...(request.extraKinds ?? [])])];
  if (!mayActOn(request.action, involved, session.permisos)) throw forbidden();
  return { ...row, kinds };
}

/**
 * Whether `target` is the only active administrator. Locks every active administrator's row, so two
 * administrators removing each other at the same moment cannot both succeed.
 */
export async function isLastActiveAdmin(tx: Database, target: Pick<PersonTarget, 'id' | 'ad' | 'activo'>): Promise<boolean> {
  if (!target.ad || !target.activo) return false;
  const admins = await tx.query<{ id: number }>('SELECT id FROM usuarios WHERE ad AND activo AND deleted_at IS NULL ORDER BY id FOR UPDATE');
  return admins.every((admin) => admin.id === target.id);
}
