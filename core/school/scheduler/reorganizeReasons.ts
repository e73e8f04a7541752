// Why a booking is still pending after 'Reorganizar' (or would be placed by it): a small set of
// named reasons, each with its Spanish message, shown in the scheduler's pending list. Pure.
//
// For a booking of type X, in this order:
// - cierre: a closure covers the sede at that date and hour — nothing is placed there.
// - sin_cupo: a class of the slot teaches X (existing or just opened), or a free pre-assignment
//   could, but every seat went to other bookings (the placement is already the largest possible).
// - sin_curso: such classes or pre-assignments exist, but none of their rooms allows the booking's
//   course (salon/editar_cursos).
// - novedad / sin_docente / sin_salon: pre-assignments of the slot list X but none can open: the
//   teacher has a novedad (named), the teacher is busy, unavailable, inactive or not allowed X, or
//   the room is taken, inactive or does not allow X (the first of these that applies).
// - sin_preasignacion: no pre-assignment of the slot lists X.
// - colocable (only before reorganizing, in clases/por_hora): Reorganizar would place it.

export type ReasonKind = 'cierre' | 'sin_cupo' | 'sin_curso' | 'novedad' | 'sin_docente' | 'sin_salon' | 'sin_preasignacion' | 'colocable';

export interface PendingReason {
  tipo: ReasonKind;
  mensaje: string;
}

export const REASON_MESSAGES = {
  cierre: (mensaje: string) => `cierre de la sede: ${mensaje}`,
  sin_cupo: (tipo: string) => `sin cupo para tipo ${tipo}`,
  sin_curso: (tipo: string) => `ningún salón con tipo ${tipo} permite su curso`,
  novedad: (docentes: readonly { docente: string; detalle: string }[]) =>
    docentes.length === 1 ? `novedad del docente ${docentes[0].docente}: ${docentes[0].detalle}` : `novedad de los docentes ${docentes.map((d) => d.docente).join(', ')}`,
  sin_docente: (tipo: string) => `ningún docente disponible con tipo ${tipo}`,
  sin_salon: (tipo: string) => `ningún salón libre con tipo ${tipo}`,
  sin_preasignacion: (tipo: string) => `no hay preasignación para tipo ${tipo} en esta franja`,
  colocable: 'Reorganizar puede asignarlo a una clase',
} as const;

/** What keeps a pre-assignment from opening at the slot (slotChecks' rules), read by the server. */
export interface Block {
  regla: 'novedad' | 'docente' | 'salon';
  /** The rule's message; for a novedad, the novedad's own text. */
  mensaje: string;
}

/** What the reasons need to know of one pre-assignment of the slot. */
export interface ReasonPreassignment {
  docente: string;
  tipos: readonly string[];
  /** As it opens: 'and' one class of all its types, 'or' one of them (preassignmentMode). */
  modo: 'and' | 'or';
  salonTipos: readonly string[];
  docenteTipos: readonly string[];
  bloqueos: readonly Block[];
}

export interface ReasonContext {
  /** Types some class of the slot teaches after the placement (existing or opened). */
  taught: ReadonlySet<string>;
  /** Types some pre-assignment could have opened a class for. */
  openable: ReadonlySet<string>;
  preassignments: readonly ReasonPreassignment[];
}

export const closureReason = (mensaje: string): PendingReason => ({ tipo: 'cierre', mensaje: REASON_MESSAGES.cierre(mensaje) });
export const courseReason = (tipo: string): PendingReason => ({ tipo: 'sin_curso', mensaje: REASON_MESSAGES.sin_curso(tipo) });

/** The reason a booking of `tipo` stays pending (the slot has no closure). */
export function typeReason(tipo: string, context: ReasonContext): PendingReason {
  if (context.taught.has(tipo) || context.openable.has(tipo)) return { tipo: 'sin_cupo', mensaje: REASON_MESSAGES.sin_cupo(tipo) };
  const listing = context.preassignments.filter((p) => p.tipos.includes(tipo));
  const novedades = listing.flatMap((p) => p.bloqueos.filter((b) => b.regla === 'novedad').map((b) => ({ docente: p.docente, detalle: b.mensaje })));
  if (novedades.length > 0) return { tipo: 'novedad', mensaje: REASON_MESSAGES.novedad(novedades) };
  // A teacher or room refusing a type the class would teach counts like a broken rule.
  const blocked = (regla: 'docente' | 'salon', allowed: (p: ReasonPreassignment) => readonly string[]) =>
    listing.some((p) => p.bloqueos.some((b) => b.regla === regla) || (p.modo === 'and' ? p.tipos : [tipo]).some((t) => !allowed(p).includes(t)));
  if (blocked('docente', (p) => p.docenteTipos)) return { tipo: 'sin_docente', mensaje: REASON_MESSAGES.sin_docente(tipo) };
  if (blocked('salon', (p) => p.salonTipos)) return { tipo: 'sin_salon', mensaje: REASON_MESSAGES.sin_salon(tipo) };
  return { tipo: 'sin_preasignacion', mensaje: REASON_MESSAGES.sin_preasignacion(tipo) };
}
