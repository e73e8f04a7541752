// actualizar_medios_pago's rows before any SQL, pure: a code repeated in the file counts once (its last
// line; the earlier ones come back as error rows), a method is matched by its code or its name (case
// and accents ignored) against metodos_pago (config/metodos_pago) and stored as the listed code; an
// unknown one is an error row.
import { methodResolver, PAYMENT_UPDATE_MESSAGES, type PaymentMethod } from '../../core/school/paymentUpdate';

/** The students to update, in parallel arrays (what unnest takes). */
export interface PaymentTargets {
  ids: number[];
  tipos: string[];
}

export interface PaymentRows {
  targets: PaymentTargets;
  /** Per row of `users`: why it is refused before the write, or null when it is a target. */
  problems: (string | null)[];
}

export function splitPaymentRows(users: readonly { id: number; tipo: string }[], metodos: readonly PaymentMethod[]): PaymentRows {
  const codeOf = methodResolver(metodos);
  const last = new Map<number, number>();
  users.forEach((user, index) => last.set(user.id, index));
  const targets: PaymentTargets = { ids: [], tipos: [] };
  const problems = users.map((user, index): string | null => {
    if (last.get(user.id) !== index) return PAYMENT_UPDATE_MESSAGES.repeated;
    const codigo = codeOf(user.tipo);
    if (codigo === undefined) return PAYMENT_UPDATE_MESSAGES.method;
    targets.ids.push(user.id);
    targets.tipos.push(codigo);
    return null;
  });
  return { targets, problems };
}
