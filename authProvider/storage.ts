// The session in localStorage: the token (aula.token) and the user's sede (aula.sede).
import { jwtDecode } from 'jwt-decode';
import type { StoredSede, TokenPayload, TokenUser } from './types';

export const TOKEN_KEY = 'aula.token';
export const SEDE_KEY = 'aula.sede';

/** localStorage when the environment has one (browsers; tests stub it), otherwise null. */
function storage(): Storage | null {
  return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

function isTokenUser(value: unknown): value is TokenUser {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return data.id !== undefined && data.id !== null;
}

/** The decoded payload of a token, or null when it is not a JWT carrying `data`. */
export function decodeToken(token: string | null): TokenPayload | null {
  if (!token) return null;
  try {
    const payload = jwtDecode<Partial<TokenPayload>>(token);
    return isTokenUser(payload.data) ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function getStoredUser(): TokenUser | null {
  return decodeToken(getStoredToken())?.data ?? null;
}

export function getStoredSede(): StoredSede | null {
  const text = storage()?.getItem(SEDE_KEY);
  if (!text) return null;
  try {
    const sede = JSON.parse(text) as Partial<StoredSede> | null;
    return sede && sede.id !== undefined && typeof sede.nombre === 'string' ? { id: sede.id, nombre: sede.nombre } : null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function storeSede(sede: StoredSede): void {
  storage()?.setItem(SEDE_KEY, JSON.stringify({ id: sede.id, nombre: sede.nombre }));
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(SEDE_KEY);
}

/** True when the token exists, decodes and has not expired (exp in seconds; none = no expiry). */
export function isTokenValid(token: string | null, now = Date.now()): boolean {
  const payload = decodeToken(token);
  if (!payload) return false;
  return payload.exp === undefined || payload.exp * 1000 > now;
}
