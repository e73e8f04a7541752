import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAuthProvider,
  getStoredSede,
  getStoredToken,
  getStoredUser,
  SEDE_KEY,
  TOKEN_KEY,
  UNAUTHORIZED_MESSAGE,
} from '../../authProvider';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { feedback } from '../../src/shell/feedback';

// Node has no localStorage: a Map-backed one per test.
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function makeToken(permisos: string[], options: { exp?: number; sede_id?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    data: {
      id: 7,
      primer_nombre: 'Ana',
      primer_apellido: 'Pérez',
      sede_id: options.sede_id ?? 3,
      permisos: JSON.stringify(permisos),
      sedes_permitidas: [3, 4],
    },
    iat: now,
    exp: options.exp ?? now + 3600,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.firma`;
}

type Reply = { status?: number; body: unknown };

function fakeFetch(routes: Record<string, Reply | (() => Reply)>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    calls.push({ path, body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
    const route = routes[path];
    const reply = typeof route === 'function' ? route() : route ?? { status: 404, body: { code: 'NotFound', message: 'Registro no encontrado' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

const ADMIN_CODES = ['4586B73F', '560B5B09', 'D12AEB51', '9022BCBD', 'F94EDE37', 'B2903DC1'];

function loggedIn(codes: string[], extra: Record<string, Reply | (() => Reply)> = {}) {
  const token = makeToken(codes);
  return fakeFetch({ login: { body: { token } }, sede: { body: { id: 3, nombre: 'Chapinero' } }, ...extra });
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  feedback.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('posts the credentials, stores the token and the sede fetched with it', async () => {
    const { fetchImpl, calls } = loggedIn(ADMIN_CODES);
    const auth = createAuthProvider({ resources: [estudiantes], fetchImpl });
    await expect(auth.login({ email: 'ana@aula.test', password: 'secreta1' })).resolves.toEqual({ redirectTo: '/' });

    expect(calls.map((c) => c.path)).toEqual(['login', 'sede']);
    expect(calls[0].body).toEqual({ email: 'ana@aula.test', password: 'secreta1' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[1].headers.Authorization).toBe(`Bearer ${getStoredToken()}`);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(getStoredToken());
    expect(getStoredUser()).toMatchObject({ id: 7, primer_nombre: 'Ana', sede_id: 3 });
    expect(getStoredSede()).toEqual({ id: 3, nombre: 'Chapinero' });
    expect(JSON.parse(localStorage.getItem(SEDE_KEY) ?? 'null')).toEqual({ id: 3, nombre: 'Chapinero' });
  });

  it('accepts username as the email (react-admin login forms)', async () => {
    const { fetchImpl, calls } = loggedIn(ADMIN_CODES);
    await createAuthProvider({ resources: [], fetchImpl }).login({ username: 'ana@aula.test', password: 'secreta1' });
    expect(calls[0].body).toEqual({ email: 'ana@aula.test', password: 'secreta1' });
  });

  it('rejects wrong credentials and stores nothing', async () => {
    const { fetchImpl, calls } = fakeFetch({
      login: { status: 401, body: { code: 'InvalidCredentials', message: 'Correo o contraseña incorrectos' } },
    });
    const auth = createAuthProvider({ resources: [], fetchImpl });
    const error = await auth.login({ email: 'ana@aula.test', password: 'mala' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Correo o contraseña incorrectos' });
    expect(calls).toHaveLength(1);
    expect(getStoredToken()).toBeNull();
    expect(getStoredSede()).toBeNull();
  });

  it('leaves no half session when the sede cannot be fetched', async () => {
    const { fetchImpl } = fakeFetch({
      login: { body: { token: makeToken(ADMIN_CODES) } },
      sede: { status: 500, body: { code: 'Error', message: 'Falla interna' } },
    });
    await expect(createAuthProvider({ resources: [], fetchImpl }).login({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Falla interna');
    expect(getStoredToken()).toBeNull();
  });

  it('rejects a response without a usable token', async () => {
    const { fetchImpl } = fakeFetch({ login: { body: { token: 'no-es-un-jwt' } } });
    await expect(createAuthProvider({ resources: [], fetchImpl }).login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Respuesta no válida del servidor',
    );
    expect(getStoredToken()).toBeNull();
  });

  it('reports a network failure in Spanish', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(createAuthProvider({ resources: [], fetchImpl }).login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 0,
      message: 'No fue posible conectar con el servidor',
    });
  });
});

describe('logout', () => {
  it('ends the session on the server, removes token and sede, calls onLogout and goes to /login', async () => {
    const { fetchImpl, calls } = loggedIn(ADMIN_CODES, { logout: { body: { mensaje: 'Sesión cerrada' } } });
    const onLogout = vi.fn();
    const auth = createAuthProvider({ resources: [], fetchImpl, onLogout });
    await auth.login({ email: 'a@b.co', password: 'secreta1' });
    const token = getStoredToken();
    await expect(auth.logout({})).resolves.toBe('/login');
    const logout = calls.find((c) => c.path === 'logout');
    expect(logout?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SEDE_KEY)).toBeNull();
  });

  it('signs out anyway when the server cannot be reached or refuses', async () => {
    for (const reply of [() => { throw new TypeError('fetch failed'); }, () => ({ status: 401, body: { code: 'InvalidJwtToken', message: UNAUTHORIZED_MESSAGE } })]) {
      const { fetchImpl } = loggedIn(ADMIN_CODES, { logout: reply });
      const auth = createAuthProvider({ resources: [], fetchImpl });
      await auth.login({ email: 'a@b.co', password: 'secreta1' });
      await expect(auth.logout({})).resolves.toBe('/login');
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    }
  });

  it('calls nobody without a session', async () => {
    const { fetchImpl, calls } = fakeFetch({});
    await expect(createAuthProvider({ resources: [], fetchImpl }).logout({})).resolves.toBe('/login');
    expect(calls).toEqual([]);
  });
});

describe('checkAuth', () => {
  const auth = () => createAuthProvider({ resources: [] });

  it('resolves with a stored, unexpired token', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken([]));
    await expect(auth().checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects silently to /login without a token', async () => {
    await expect(auth().checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });

  it('rejects and forgets an expired token', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken([], { exp: Math.floor(Date.now() / 1000) - 5 }));
    await expect(auth().checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('rejects a token that is not a JWT', async () => {
    localStorage.setItem(TOKEN_KEY, 'basura');
    await expect(auth().checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('checkError', () => {
  it('logs out on a 401 with the spec message, shown by the overlay', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(ADMIN_CODES));
    localStorage.setItem(SEDE_KEY, JSON.stringify({ id: 3, nombre: 'Chapinero' }));
    const error = new HttpError(UNAUTHORIZED_MESSAGE, 401, { code: 'InvalidJwtToken', message: UNAUTHORIZED_MESSAGE });
    await expect(createAuthProvider({ resources: [] }).checkError(error)).rejects.toEqual({
      message: 'Acceso no autorizado. Debe autenticarse nuevamente.',
      redirectTo: '/login',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SEDE_KEY)).toBeNull();
    expect(feedback.get().message).toEqual({ kind: 'error', text: UNAUTHORIZED_MESSAGE });
  });

  it('treats any 401 as a lost session', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(ADMIN_CODES));
    await expect(createAuthProvider({ resources: [] }).checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getStoredToken()).toBeNull();
  });

  it('keeps the session on 403, 400, 500 and network errors', async () => {
    const token = makeToken(ADMIN_CODES);
    localStorage.setItem(TOKEN_KEY, token);
    const auth = createAuthProvider({ resources: [] });
    for (const status of [403, 400, 500, 0]) {
      await expect(auth.checkError(new HttpError('x', status, {}))).resolves.toBeUndefined();
    }
    await expect(auth.checkError(new Error('sin estado'))).resolves.toBeUndefined();
    await expect(auth.checkError(undefined)).resolves.toBeUndefined();
    expect(getStoredToken()).toBe(token);
  });
});

describe('getIdentity and getPermissions', () => {
  it('builds the identity from the token and the stored sede', async () => {
    const { fetchImpl } = loggedIn(ADMIN_CODES);
    const auth = createAuthProvider({ resources: [], fetchImpl });
    await auth.login({ email: 'a@b.co', password: 'secreta1' });
    await expect(auth.getIdentity?.()).resolves.toEqual({
      id: 7,
      fullName: 'Ana Pérez',
      sede: 'Chapinero',
      primer_nombre: 'Ana',
      primer_apellido: 'Pérez',
      sede_id: 3,
    });
    await expect(auth.getPermissions?.({})).resolves.toEqual(ADMIN_CODES);
  });

  it('has no identity and no codes without a session', async () => {
    const auth = createAuthProvider({ resources: [] });
    await expect(auth.getIdentity?.()).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    await expect(auth.getPermissions?.({})).resolves.toEqual([]);
  });
});

describe('canAccess', () => {
  const auth = createAuthProvider({ resources: [estudiantes, salones] });
  const canAccess = (resource: string, action: string) => auth.canAccess?.({ resource, action });

  it('answers per action from a token with limited codes', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(['4586B73F', '560B5B09']));
    expect(await canAccess('estudiantes', 'list')).toBe(true);
    expect(await canAccess('estudiantes', 'export')).toBe(true);
    expect(await canAccess('estudiantes', 'show')).toBe(true);
    expect(await canAccess('estudiantes', 'create')).toBe(false);
    expect(await canAccess('estudiantes', 'edit')).toBe(false);
    expect(await canAccess('estudiantes', 'bulk')).toBe(false);
    expect(await canAccess('estudiantes', 'delete')).toBe(false);
    expect(await canAccess('salones', 'list')).toBe(false);
  });

  it('answers bare codes through the resource "permiso"', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(['560B5B09']));
    expect(await canAccess('permiso', '560B5B09')).toBe(true);
    expect(await canAccess('permiso', '31BEFF98')).toBe(false);
  });

  it('denies unknown resources and everything without a session', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(ADMIN_CODES));
    expect(await canAccess('docentes', 'list')).toBe(false);
    localStorage.clear();
    expect(await canAccess('estudiantes', 'list')).toBe(false);
    expect(await canAccess('permiso', '4586B73F')).toBe(false);
  });
});
