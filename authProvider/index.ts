// The react-admin authProvider: login against the API, the session in localStorage, logout on any
// 401, and canAccess answered from the token's permission codes.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { invalidResponseError, statusOf } from '../dataProvider/errors';
import { createHttpClient } from '../dataProvider/http';
import type { ResourceDeclaration } from '../resources/types';
import { feedback } from '../dataProvider/feedback';
import { canAccessResource, hasPermission, parsePermisos } from './permissions';
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

/** canAccess resource name for a bare code: canAccess({ resource: 'permiso', action: '560B5B09' }). */
export const PERMISSION_RESOURCE = 'permiso';

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

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const post = createHttpClient({ apiUrl: options.apiUrl ?? '/api', fetchImpl: options.fetchImpl, getToken: getStoredToken });
  const byName = new Map(options.resources.map((decl) => [decl.name, decl]));

  return {
    async login({ email, username, password }: LoginParams) {
      const result = await post('login', { email: email ?? username ?? '', password: password ?? '' }, { auth: false });
      const token = typeof result === 'object' && result !== null ? (result as { token?: unknown }).token : undefined;
      if (typeof token !== 'string' || !decodeToken(token)) throw invalidResponseError(200);
      storeToken(token);
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
      clearSession();
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
      return storedCodes();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const codes = storedCodes();
      if (resource === PERMISSION_RESOURCE) return hasPermission(codes, action);
      const decl = byName.get(resource);
      return decl ? canAccessResource(decl, action, codes) : false;
    },
  };
}
