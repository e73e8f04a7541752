// The authProvider's codes are the user's current ones (perfil's permisos), asked once per page load
// and token: a code removed from the user's group since the login is gone after a reload, though the
// token still carries it; the token's codes stand in when the server cannot answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, TOKEN_KEY } from '../../authProvider';
import { feedback } from '../../dataProvider/feedback';
import estudiantes from '../../resources/estudiantes/schema';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(permisos: string[], id = 7): string {
  const now = Math.floor(Date.now() / 1000);
  const data = { id, primer_nombre: 'Ana', primer_apellido: 'Pérez', sede_id: 3, permisos: JSON.stringify(permisos), sedes_permitidas: [3] };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ data, iat: now, exp: now + 3600 })}.firma`;
}

/** perfil answers `current()`; counts its calls. */
function server(current: () => { status: number; body: unknown }) {
  let perfil = 0;
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    const path = String(url).replace(/^\/api\//, '');
    if (path === 'perfil') perfil++;
    const reply = path === 'perfil' ? current() : { status: 404, body: { code: 'NotFound', message: 'Registro no encontrado' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, perfilCalls: () => perfil };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  feedback.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the current codes', () => {
  it("are perfil's, asked once per token, not the token's", async () => {
    let codes = ['560B5B09'];
    const { fetchImpl, perfilCalls } = server(() => ({ status: 200, body: { id: 7, permisos: codes } }));
    localStorage.setItem(TOKEN_KEY, token(['4586B73F', '560B5B09']));
    const auth = createAuthProvider({ resources: [estudiantes], fetchImpl });
    expect(await auth.getPermissions?.({})).toEqual(['560B5B09']);
    expect(await auth.canAccess?.({ resource: 'estudiantes', action: 'list' })).toBe(false);
    expect(await auth.canAccess?.({ resource: 'permiso', action: '560B5B09' })).toBe(true);
    expect(perfilCalls()).toBe(1);

    // Within the page load they stay; a new page load (a new provider) asks again.
    codes = ['4586B73F'];
    expect(await auth.getPermissions?.({})).toEqual(['560B5B09']);
    const reloaded = createAuthProvider({ resources: [estudiantes], fetchImpl });
    expect(await reloaded.canAccess?.({ resource: 'estudiantes', action: 'list' })).toBe(true);
    expect(perfilCalls()).toBe(2);

    // Another token (a new login) asks again too.
    localStorage.setItem(TOKEN_KEY, token(['4586B73F'], 8));
    codes = [];
    expect(await reloaded.getPermissions?.({})).toEqual([]);
    expect(perfilCalls()).toBe(3);
  });

  it("fall back to the token's when perfil cannot answer, and are none without a session", async () => {
    const { fetchImpl } = server(() => ({ status: 500, body: { code: 'InternalError', message: 'Falla' } }));
    localStorage.setItem(TOKEN_KEY, token(['4586B73F']));
    const auth = createAuthProvider({ resources: [estudiantes], fetchImpl });
    expect(await auth.getPermissions?.({})).toEqual(['4586B73F']);
    localStorage.clear();
    expect(await auth.getPermissions?.({})).toEqual([]);
  });
});
