// The audit trail: recordEvent runs inside the write's own transaction (see migration 006).
import type { Database } from '../db/database';

export interface AuditEvent {
  universo: string;
  tipo: string;
  evento: string;
  /** Before/after values; never secrets (passwords, hashes, tokens). */
  contenido?: Record<string, unknown>;
  /** Who did it (null: the system or an anonymous caller). */
  usuarioId: number | null;
  registroId?: number | null;
}

/** Columns never copied into an event, whatever the resource. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'token']);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)).map(([key, v]) => [key, withoutSecrets(v)]));
  }
  return value;
}

export async function recordEvent(tx: Database, event: AuditEvent): Promise<void> {
  await tx.query('INSERT INTO eventos (universo, tipo, evento, contenido, usuario_id, registro_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    event.universo,
    event.tipo,
    event.evento,
    JSON.stringify(withoutSecrets(event.contenido ?? {})),
    event.usuarioId,
    event.registroId ?? null,
  ]);
}

/** Only the keys whose value changed, as {campo: {antes, despues}}. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { antes: unknown; despues: unknown }> {
  const changes: Record<string, { antes: unknown; despues: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (key === 'version') continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changes[key] = { antes: before[key] ?? null, despues: after[key] ?? null };
  }
  return changes;
}
