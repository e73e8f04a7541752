// Runs a resource's named actions: guard and body (defineEndpoint), then in one transaction the
// target through the resource's repository (sede boundary, privilege ceiling; locked), the caller's
// version and an attribute action's dual-code rule, the handler, its column changes (version bumped)
// and one audit event. Handlers never load their target themselves.
import type { FastifyInstance } from 'fastify';
import type { ActionDeclaration } from '../../core/engine/actions';
import { allEditCodes } from '../../core/engine/fieldAccess';
import { changesBetween, recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { conflict, forbidden, notFound } from '../errors/apiError';
import { loadTarget } from './personTarget';
import { ACCESS_MESSAGES, assertFieldCodes } from './access';
import type { WriteRow } from './hooksTypes';
import type { ActionHandler, ServerParts } from './parts';
import { ident, SqlParams, sqlValue } from '../db/sql';
import type { ResourceService } from './writes';

type Target = Record<string, unknown> & { id: number };

/** 404 when the caller cannot see the record through this resource, 403 when they see it but may not act on it. */
async function loadActionTarget(tx: Database, service: ResourceService, action: ActionDeclaration, session: Session, id: number): Promise<Target> {
  const personAction = action.personAction ?? 'editar';
  if (action.reach === 'person') return { ...(await loadTarget(tx, session, id, { action: personAction })) };
  const seen = await service.repo.as(session, 'ver').find(id, tx, { lock: true });
  if (!seen) throw notFound();
  if (service.decl.person && !(await service.repo.as(session, personAction).find(id, tx))) throw forbidden();
  return seen;
}

async function applyChanges(tx: Database, service: ResourceService, action: ActionDeclaration, id: number, cambios: WriteRow): Promise<void> {
  if (action.reach !== 'person') {
    await service.repo.update(id, cambios, tx);
    return;
  }
  // Any person: the row is in usuarios whatever its kind (the target was checked above).
  const params = new SqlParams();
  const field = (column: string) => service.decl.fields.find((f) => f.source === column);
  const assignments = Object.entries(cambios).map(([column, value]) => `${ident(column)} = ${params.add(sqlValue(field(column), value))}`);
  await tx.query(`UPDATE usuarios SET ${assignments.join(', ')}, version = version + 1 WHERE id = ${params.add(id)}`, params.values);
}

/**
 * What the target must pass before the handler runs: the version the caller loaded (a different one
 * is a stale edit, 409) and, for an attribute action, its field's codes for the value it holds now
 * (403 as editar's: only the stronger code changes a value once set).
 */
function assertMayAct(service: ResourceService, action: ActionDeclaration, session: Session, record: Target, version: unknown): void {
  if (typeof version === 'number' && version !== record.version) throw conflict(undefined, ACCESS_MESSAGES.stale);
  // editar's own check, asked about this one field (the value it would write does not matter to it).
  if (action.field) assertFieldCodes(service.decl, { [action.field.source]: null }, record, session);
}

/** An attribute action names a field of its own declaration, with the declaration's codes: the rule is written once. */
function checkAttributeField(service: ResourceService, action: ActionDeclaration): void {
  if (!action.field) return;
  const declared = service.decl.fields.find((f) => f.source === action.field?.source);
  if (!declared?.editCodes || allEditCodes(declared.editCodes).join() !== allEditCodes(action.field.editCodes).join()) {
    throw new Error(`Acción ${action.path}: el campo ${action.field.source} no está declarado en ${service.decl.name} con esos códigos`);
  }
}

/** The version of a target whose own columns did not change but whose rows elsewhere did. */
async function touch(tx: Database, service: ResourceService, action: ActionDeclaration, id: number): Promise<void> {
  const table = action.reach === 'person' ? 'usuarios' : service.decl.table;
  await tx.query(`UPDATE ${ident(table)} SET version = version + 1 WHERE id = $1`, [id]);
}

/** The event's tipo: the path's last word, as the spec names it ('cambiar_password', 'cambiar_activo'). */
function eventType(action: ActionDeclaration): string {
  return (action.path.split('/').pop() ?? action.path).replace(/-/g, '_');
}

function registerAction(app: FastifyInstance, service: ResourceService, action: ActionDeclaration, handler: ActionHandler): void {
  checkAttributeField(service, action);
  defineEndpoint(app, {
    path: action.path,
    permission: action.permission,
    body: action.body,
    handler: async ({ body, session }) => {
      const values = body as Record<string, unknown>;
      let mail = false;
      const answer = await service.db.transaction(async (tx) => {
        const record = await loadActionTarget(tx, service, action, session, values[action.target] as number);
        assertMayAct(service, action, session, record, values.version);
        const outcome = await handler.run({ tx, session, body, record, service });
        // Only the values that differ are written: an action that changes nothing writes nothing
        // (no version bump, no event); a handler without `cambios` wrote on its own (a password).
        const changes = changesBetween(record, { ...record, ...outcome.cambios });
        const changed = Object.keys(changes).length > 0;
        const written = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.despues])) as WriteRow;
        const after = { ...record, ...written };
        const touched = !changed && outcome.touched === true;
        if (changed) await applyChanges(tx, service, action, record.id, written);
        if (touched) await touch(tx, service, action, record.id);
        if (changed || touched || !outcome.cambios) {
          await recordEvent(tx, {
            universo: service.decl.name,
            tipo: eventType(action),
            evento: outcome.evento ?? outcome.mensaje,
            contenido: { ...outcome.contenido, ...(changed ? { cambios: changes } : {}) },
            usuarioId: session.userId,
            registroId: record.id,
          });
          mail = outcome.correo === true;
        }
        if (outcome.respuesta) return outcome.respuesta(after);
        // A changed record of this resource is read again (its new version); a person's is `after`.
        const registro = (changed || touched) && action.reach !== 'person' ? await service.repo.find(record.id, tx) : after;
        return { mensaje: outcome.mensaje, registro };
      });
      if (mail) app.mail.poke();
      return answer;
    },
  });
}

export function registerActionEndpoints(app: FastifyInstance, service: ResourceService, parts: ServerParts): void {
  const handlers = (parts.actions ?? {}) as Record<string, ActionHandler>;
  for (const [name, action] of Object.entries(service.decl.actions ?? {})) registerAction(app, service, action, handlers[name]);
}
