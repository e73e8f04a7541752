// What a resource needs on the server beyond its declaration: hooks and the handlers of its named
// actions, in resources/<name>/server.ts (one folder per resource). resources/served.ts finds them
// by that convention and the entry point hands them to buildApp, so adding a resource touches its
// folder only; tests hand in the parts of throw-away declarations. The actions' test fixtures are
// not parts: they live beside, in resources/<name>/server.examples.ts (server/crud/parts.examples.ts).
import type { z } from 'zod';
import type { ActionDeclaration, ActionResponse } from '../../core/engine/actions';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import type { ResourceHooks, WriteRow, WriteRowOf } from './hooksTypes';
import type { ResourceService } from './writes';

/** A target record as the engine loads it, when its declaration is not known here. */
export type AnyRecord = Record<string, unknown> & { id: number };

/** What a handler is given: the target already loaded, locked, and within the caller's reach (`Rec`: RecordOf its declaration in a resource's server.ts). */
export interface ActionContext<S extends z.ZodType, Rec extends { id: number } = AnyRecord> {
  tx: Database;
  session: Session;
  body: z.output<S>;
  record: Rec;
  service: ResourceService;
}

/** What a handler decided; the runner applies `cambios`, records the event and answers. */
export interface ActionOutcome<R extends ActionResponse = ActionResponse> {
  mensaje: string;
  /** Column values to write to the target (version bumped, shown in the audit event). */
  cambios?: WriteRow;
  /**
   * The handler changed what belongs to the target in another table (an enrolment): its version is
   * bumped even when no column of its own changed, so a form loaded before is stale.
   */
  touched?: boolean;
  /** The audit event's text (default: the message) and extra content (never secrets). */
  evento?: string;
  contenido?: Record<string, unknown>;
  /** The answer (default: { mensaje, registro }) — the spec fixes some shapes. */
  respuesta?: (after: Record<string, unknown>) => Promise<R> | R;
  /** The action queued mail: the dispatcher is woken after commit. */
  correo?: boolean;
}

export interface ActionHandler<A extends ActionDeclaration = ActionDeclaration, Rec extends { id: number } = AnyRecord> {
  run(context: ActionContext<A['body'], Rec>): Promise<ActionOutcome<NonNullable<A['response']>>>;
}

/** A declaration's named actions, by name (none: an empty record). */
export type ActionsOf<D extends ResourceDeclaration> = D['actions'] extends Record<string, ActionDeclaration> ? D['actions'] : Record<never, never>;

export interface ServerParts<D extends ResourceDeclaration = ResourceDeclaration> {
  /** The declaration they were written for (set by defineServerParts): checked when loaded. */
  resource?: string;
  hooks?: ResourceHooks<WriteRowOf<D>>;
  /** One handler per declared action, by the same name. */
  actions?: { [K in keyof ActionsOf<D>]: ActionsOf<D>[K] extends ActionDeclaration ? ActionHandler<ActionsOf<D>[K], RecordOf<D>> : never };
}

/** What the server serves of the resources (resources/served.ts finds them; the entry points hand them in). */
export interface ServedResources {
  resources: ResourceDeclaration[];
  serverParts: Record<string, ServerParts>;
}

/** Typed against the declaration: a missing or extra handler fails tsc. */
export function defineServerParts<D extends ResourceDeclaration>(decl: D, parts: ServerParts<D>): ServerParts {
  return { ...(parts as ServerParts), resource: decl.name };
}

/** Parts written for another declaration (a folder copied and not renamed) are refused. */
export function checkPartsOwner(decl: ResourceDeclaration, parts: ServerParts): ServerParts {
  if (parts.resource !== decl.name) {
    throw new Error(`Recurso ${decl.name}: resources/${decl.name}/server.ts define las partes de ${parts.resource ?? 'ningún recurso'} (defineServerParts(<su declaración>, …))`);
  }
  return parts;
}

/**
 * Every resources/<folder>/server.ts belongs to a registered declaration of that name: parts are
 * found by the folder's name, so a misnamed folder would silently drop its hooks (the read
 * condition hiding soft-deleted people, say). Checked at start.
 */
export function checkServerPartFolders(declarations: readonly ResourceDeclaration[], folders: readonly string[]): void {
  const names = new Set(declarations.map((decl) => decl.name));
  const stray = folders.filter((folder) => !names.has(folder));
  if (stray.length > 0) {
    throw new Error(`resources/${stray[0]}/server.ts no pertenece a ningún recurso registrado (resources/registry.ts): sus partes no se cargarían`);
  }
}

/** Every declared action has its handler (checked at start, like the declarations). */
export function checkServerParts(decl: ResourceDeclaration, parts: ServerParts): ServerParts {
  const handlers = (parts.actions ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(decl.actions ?? {})) {
    if (!handlers[name]) throw new Error(`Recurso ${decl.name}: la acción ${name} no tiene manejador en server.ts`);
  }
  for (const name of Object.keys(handlers)) {
    if (!decl.actions?.[name]) throw new Error(`Recurso ${decl.name}: manejador ${name} sin acción declarada`);
  }
  return parts;
}
