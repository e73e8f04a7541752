// The failed-login limit (issue 11): its numbers, and the message the server sends with its 429 and
// the login page shows. Shared by the server (server/auth/loginLimit.ts) and the login form.

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;

/** 'Demasiados intentos. Intente de nuevo en N minutos.' (at least one minute, rounded up). */
export function tooManyAttemptsMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Demasiados intentos. Intente de nuevo en ${n} ${n === 1 ? 'minuto' : 'minutos'}.`;
}
