// The bulk payment update of #/masivos (docs/domain/bulk-payments.md 'Bulk payment update'; call actualizar_medios_pago):
// its messages, limits, body and answer, one module for the server and the page so both say the same.
import { z } from 'zod';
import { foldText } from '../engine/foldText';
import { MAX_ID } from '../engine/ids';

/** The exact wording the school's staff expect, kept verbatim (missing accents included). */
export const PAYMENT_UPDATE_MESSAGES = {
  structure: 'Estructura del registro incorrecta',
  code: 'El código no tiene el formato valido',
  method: 'Metodo de pago incorrecto',
  done: 'Se ejecutó con exito la acción.',
  /** Not a student, deleted, outside the caller's sedes or above their privilege ceiling: all alike, as a 404 is. */
  notFound: 'No se encontró un estudiante con este código en sus sedes',
  repeated: 'Código repetido en el archivo: se procesó solo su última línea',
  empty: 'El archivo no tiene registros',
  tooMany: (max: number) => `El archivo supera el máximo de ${max.toLocaleString('es-CO')} registros`,
  /** A run that changed no student is never a success: it says why. */
  nothingUpdated: (errores: number, sinCambio: number) =>
    errores > 0
      ? `No se actualizó ningún estudiante: ${count(errores)} ${errores === 1 ? 'línea con errores' : 'líneas con errores'}`
      : `No se actualizó ningún estudiante: ${sinCambio === 1 ? 'ya tenía' : `los ${count(sinCambio)} ya tenían`} ese método de pago`,
} as const;

function count(n: number): string {
  return n.toLocaleString('es-CO');
}

/** What a run's answer says: the spec's success message only when some student changed. */
export function paymentAnswerMessage(actualizados: number, sinCambio: number, errores: number): string {
  return actualizados > 0 ? PAYMENT_UPDATE_MESSAGES.done : PAYMENT_UPDATE_MESSAGES.nothingUpdated(errores, sinCambio);
}

/** A payment method of config/metodos_pago. */
export interface PaymentMethod {
  codigo: string;
  nombre: string;
}

/** A method as a line writes it, by its code or by its name (case and accents ignored) → its code. */
export function methodResolver(metodos: readonly PaymentMethod[]): (text: string) => string | undefined {
  const byWords = new Map<string, string>();
  // Codes over names: a name that folds to another method's code never hides it.
  for (const { codigo, nombre } of metodos) byWords.set(foldText(nombre), codigo);
  for (const { codigo } of metodos) byWords.set(foldText(codigo), codigo);
  return (text) => byWords.get(foldText(text));
}

/** Lines one call takes (valid and invalid together): the load the endpoint is measured for. */
export const MAX_PAYMENT_ROWS = 50_000;
/** A cell echoed back in an error row is cut to this length (a broken line may hold anything). */
export const MAX_ERROR_CELL = 100;
const MAX_OBSERVACION = 200;

/** One refused line: the code, the method and why (observaciones). */
export interface PaymentErrorRow {
  id: string;
  tipo: string;
  observaciones: string;
}

/** actualizar_medios_pago's answer: the error rows (the server's and the ones the page sent) and the counts. */
export interface PaymentUpdateAnswer {
  mensaje: string;
  /** Students whose payment method changed. */
  actualizados: number;
  /** Students that already had that method (nothing written). */
  sin_cambio: number;
  errores: PaymentErrorRow[];
}

/** A plain number (the page sends numbers): zod's cheapest check, for 50,000 of them. */
const CODE_MESSAGE = 'Debe ser un identificador numérico';
const studentCode = z.number({ error: (issue) => (issue.input === undefined ? 'Este campo es requerido' : CODE_MESSAGE) }).int({ error: CODE_MESSAGE }).min(1, { error: CODE_MESSAGE }).max(MAX_ID, { error: CODE_MESSAGE });
const cell = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(MAX_ERROR_CELL));

export const paymentUpdateBody = z
  .object({
    /** `users[{id, tipo}]`, the code being the student's id and tipo a payment method's code. */
    users: z.array(z.object({ id: studentCode, tipo: z.string().trim().min(1).max(MAX_ERROR_CELL) }).strict()).max(MAX_PAYMENT_ROWS),
    /** The lines the page refused, sent back so the answer lists every error row. */
    usersErrors: z
      .array(z.object({ id: cell, tipo: cell, observaciones: z.string().min(1).max(MAX_OBSERVACION) }).strict())
      .max(MAX_PAYMENT_ROWS)
      .default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    const rows = body.users.length + body.usersErrors.length;
    if (rows === 0) ctx.addIssue({ code: 'custom', message: PAYMENT_UPDATE_MESSAGES.empty, path: [] });
    if (rows > MAX_PAYMENT_ROWS) ctx.addIssue({ code: 'custom', message: PAYMENT_UPDATE_MESSAGES.tooMany(MAX_PAYMENT_ROWS), path: [] });
  });

export type PaymentUpdateBody = z.input<typeof paymentUpdateBody>;
