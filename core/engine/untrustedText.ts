// Text from outside (issue 20, findings 7 and 8): which characters a stored text may hold, and how
// much of a caller's text an error answer may repeat. Pure: the forms, the server's checks and the
// CSV import all use these through validation.ts, and the server's error bodies through errors/apiError.ts.

/**
 * Refused in every text: C0 controls but tab, LF and CR; DEL and the C1 controls; Unicode's
 * Bidi_Control set — the marks (ALM U+061C, LRM U+200E, RLM U+200F: invisible, no use in Spanish
 * text, and they make two equal-looking names differ), the embeddings and overrides (U+202A–U+202E)
 * and the isolates (U+2066–U+2069) that reorder what a reader sees ("Trojan Source").
 */
const ALWAYS_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Line breaks and tab: only a multi-line text (a textarea, a rich text) holds them. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/u;

/**
 * U+FFFD, the replacement character: what a decoder leaves where bytes were not of the encoding it
 * assumed (a Windows-1252 file read as UTF-8). Stored, the damage would be silent and permanent.
 */
const REPLACEMENT_CHARACTER = '\uFFFD';

export const TEXT_CHARACTER_MESSAGES = {
  singleLine: 'No puede contener caracteres de control ni de dirección de texto',
  multiLine: 'No puede contener caracteres de control (salvo saltos de línea y tabulaciones) ni de dirección de texto',
  damaged: 'El texto contiene caracteres dañados (\uFFFD); revise la codificación del archivo',
} as const;

/** The message when `text` holds a character its kind of field refuses; undefined when it holds none. */
export function textCharacterProblem(text: string, multiline: boolean): string | undefined {
  if (text.includes(REPLACEMENT_CHARACTER)) return TEXT_CHARACTER_MESSAGES.damaged;
  if (ALWAYS_REFUSED.test(text)) return multiline ? TEXT_CHARACTER_MESSAGES.multiLine : TEXT_CHARACTER_MESSAGES.singleLine;
  if (!multiline && LINE_BREAKS.test(text)) return TEXT_CHARACTER_MESSAGES.singleLine;
  return undefined;
}

/** The rule as a zod check (`.superRefine(characterIssue(true))`): the problem becomes the issue's message. */
export const characterIssue =
  (multiline: boolean) =>
  (text: string, ctx: { addIssue(issue: { code: 'custom'; message: string }): void }): void => {
    const problem = textCharacterProblem(text, multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** The most characters of the caller's input (a key, a value) an error answer repeats. */
export const ECHO_MAX_LENGTH = 100;

/** `text` cut to ECHO_MAX_LENGTH characters, '…' marking the cut (never half of a surrogate pair). */
export function echoed(text: string, max: number = ECHO_MAX_LENGTH): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
