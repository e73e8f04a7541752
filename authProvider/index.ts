// The react-admin authProvider: login against the API, the session in localStorage, logout on any
// 401, and canAccess answered from the user's current permission codes (perfil, once per page load
// and token; the token's own codes when the server cannot say).
import type { AuthProvider, UserIdentity } from 'react-admin';
import { invalidResponseError, statusOf } from '../dataProvider/errors';
import { createHttpClient } from '../dataProvider/http';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { feedback } from '../dataProvider/feedback';
import { canAccessResource, hasPermission, parsePermisos, PERMISSION_RESOURCE } from './permissions';
import {
  clearSession,
  decodeToken,
  getStoredSede,
  getStoredToken,
  getStoredUser,
  isTokenValid,
  storeSede,
  storeToken,
} from './storage';
import type { StoredSede } from './types';

export { getStoredSede, getStoredToken, getStoredUser, SEDE_KEY, TOKEN_KEY } from './storage';
export type { StoredSede, TokenPayload, TokenUser } from './types';

export const UNAUTHORIZED_MESSAGE = 'Acceso no autorizado. Debe autenticarse nuevamente.';

export { PERMISSION_RESOURCE } from './permissions';

export interface AuthProviderOptions {
  apiUrl?: string;
  resources: ResourceDeclaration[];
  fetchImpl?: typeof fetch;
  /** Clears what the session cached (react-query's cache, the dataProvider's lookups). */
  onLogout?: () => void;
}

export interface LoginParams {
  email?: string;
  username?: string;
  password?: string;
}

export interface AulaIdentity extends UserIdentity {
  fullName: string;
  sede: string;
  primer_nombre: string;
  primer_apellido: string;
  sede_id: number;
}

function storedCodes(): string[] {
  return parsePermisos(getStoredUser()?.permisos);
}

function toSede(value: unknown): StoredSede {
  const sede = value as Partial<StoredSede> | null;
  if (!sede || typeof sede !== 'object' || sede.id === undefined || typeof sede.nombre !== 'string') {
    throw invalidResponseError(200);
  }
  return { id: sede.id, nombre: sede.nombre };
}

const ANONYMOUS_REJECTION_DELAY_MS = 50;
/** How long a logout waits for the server to end the session before signing out anyway. */
const LOGOUT_TIMEOUT_MS = 3000;

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const post = createHttpClient({ apiUrl: options.apiUrl ?? '/api', fetchImpl: options.fetchImpl, getToken: getStoredToken });
  const byName = new Map(options.resources.map((decl) => [decl.name, decl]));
  // A group changed since the login (a code granted or removed) shows at the next page load: the
  // codes are asked of the server once per load and token, not only read from the token.
  let current: { token: string; codes: Promise<string[]> } | null = null;
  const currentCodes = (): Promise<string[]> => {
    const token = getStoredToken();
    if (!token) return Promise.resolve([]);
    if (current?.token !== token) {
      const fromToken = storedCodes();
      const codes = post('perfil', {})
        .then((perfil) => {
          const permisos = (perfil as { permisos?: unknown } | null)?.permisos;
          return Array.isArray(permisos) ? parsePermisos(permisos.filter((code): code is string => typeof code === 'string')) : fromToken;
        })
        .catch(() => fromToken);
      current = { token, codes };
    }
    return current.codes;
  };

  return {
    async login({ email, username, password }: LoginParams) {
      const result = await post('login', { email: email ?? username ?? '', password: password ?? '' }, { auth: false });
      const token = typeof result === 'object' && result !== null ? (result as { token?: unknown }).token : undefined;
      if (typeof token !== 'string' || !decodeToken(token)) throw invalidResponseError(200);
      storeToken(token);
      current = null;
      try {
        storeSede(toSede(await post('sede', {})));
      } catch (error) {
        // Without its sede the session is incomplete: leave no half session behind.
        clearSession();
        throw error;
      }
      return { redirectTo: '/' };
    },

    async logout() {
      // The server ends this token's session (POST logout); best effort: a refusal, a network
      // failure or a slow answer still signs out here.
      if (getStoredToken()) {
        const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(LOGOUT_TIMEOUT_MS) : undefined;
        await post('logout', {}, { signal }).catch(() => undefined);
      }
      clearSession();
      current = null;
      options.onLogout?.();
      return '/login';
    },

    async checkAuth() {
      const token = getStoredToken();
      if (isTokenValid(token)) return;
      if (token) clearSession();
      // An instant rejection races react-admin's logout: its cache reset re-mounts LogoutOnMount
      // before the navigation to /login lands, thousands of times (first load froze ~15 s in
      // Chromium; react-admin issue #10764). A short pause lets the navigation win.
      await new Promise((resolve) => setTimeout(resolve, ANONYMOUS_REJECTION_DELAY_MS));
      throw { redirectTo: '/login', message: false };
    },

    async checkError(error: unknown) {
      if (statusOf(error) !== 401) return;
      clearSession();
      // react-admin only notifies while the session still exists; the overlay shows it instead.
      feedback.error(UNAUTHORIZED_MESSAGE);
      throw { message: UNAUTHORIZED_MESSAGE, redirectTo: '/login' };
    },

    async getIdentity(): Promise<AulaIdentity> {
      const user = getStoredUser();
      if (!user) throw new Error(UNAUTHORIZED_MESSAGE);
      return {
        id: user.id,
        fullName: `${user.primer_nombre ?? ''} ${user.primer_apellido ?? ''}`.trim(),
        sede: getStoredSede()?.nombre ?? '',
        primer_nombre: user.primer_nombre,
        primer_apellido: user.primer_apellido,
        sede_id: user.sede_id,
      };
    },

    async getPermissions() {
      return currentCodes();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const codes = await currentCodes();
      if (resource === PERMISSION_RESOURCE) return hasPermission(codes, action);
      const decl = byName.get(resource);
      return decl ? canAccessResource(decl, action, codes) : false;
    },
  };
}
