// The one rule for a phone number (a person's Teléfono and Móvil: field type 'phone'). The school
// sets no format for them, so the rule is the international one: 7 to 15 digits (E.164's longest; a
// Colombian landline has 7 or 10, a mobile 10), grouped by spaces or hyphens, with an optional
// leading '+'. The form, the CSV import's preview and the server all run it through validation.ts
// (checkField), so the same value gets the same message everywhere
// (docs/api.md 'Bulk loads (crear_masivo)').

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** The whole rule in one message, whichever part of it a value breaks. */
export const PHONE_MESSAGE = `Número no válido: de ${PHONE_MIN_DIGITS} a ${PHONE_MAX_DIGITS} dígitos, con espacios o guiones entre ellos y un + opcional al inicio`;

/** Digits in groups separated by one space or hyphen, after an optional '+' (also the API schema's pattern). */
export const PHONE_SHAPE = /^\+?\d+(?:[ -]\d+)*$/;

/** null when `text` (already trimmed) is a phone number; otherwise the rule's message. */
export function phoneProblem(text: string): string | null {
  if (!PHONE_SHAPE.test(text)) return PHONE_MESSAGE;
  const digits = text.replace(/\D/g, '').length;
  return digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS ? PHONE_MESSAGE : null;
}
