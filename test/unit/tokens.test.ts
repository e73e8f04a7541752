import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_LIFETIME_SECONDS, type TokenData, verifyToken } from '../../server/auth/tokens';

const data: TokenData = { id: 7, primer_nombre: 'Ana', primer_apellido: 'Ruiz', sede_id: 1, permisos: '[]', sedes_permitidas: [1] };
const SESSION = '0b7c1e9a-5d2f-4c3b-9a8e-1f2d3c4b5a69';
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const key = () => new TextEncoder().encode(`clave-de-pruebas-de-tokens-${Math.random()}-con-32-bytes`);

describe('verifyToken', () => {
  it('accepts a good token, again from its memo, with the same answer', async () => {
    const k = key();
    const token = await signToken(k, data, { sessionId: SESSION, now: T0 });
    expect(await verifyToken(k, token, T0)).toEqual({ userId: 7, sessionId: SESSION });
    expect(await verifyToken(k, token, T0 + 1000)).toEqual({ userId: 7, sessionId: SESSION });
  });

  it('applies the time rules on every call, remembered or not', async () => {
    const k = key();
    const token = await signToken(k, data, { sessionId: SESSION, now: T0 });
    expect(await verifyToken(k, token, T0)).not.toBeNull();
    const lifetime = TOKEN_LIFETIME_SECONDS * 1000;
    expect(await verifyToken(k, token, T0 + lifetime - 1000)).not.toBeNull();
    expect(await verifyToken(k, token, T0 + lifetime + 5000)).toBeNull();
    // Refused once expired, and still refused (the memo dropped it; jose refuses it too).
    expect(await verifyToken(k, token, T0 + lifetime + 6000)).toBeNull();
  });

  it('refuses a token issued ahead of the clock, remembered or not', async () => {
    const k = key();
    const token = await signToken(k, data, { sessionId: SESSION, now: T0 });
    expect(await verifyToken(k, token, T0)).not.toBeNull();
    expect(await verifyToken(k, token, T0 - 10_000)).toBeNull();
    const ahead = await signToken(k, data, { sessionId: SESSION, now: T0 + 10_000 });
    expect(await verifyToken(k, ahead, T0)).toBeNull();
  });

  it('never lets another key or a changed string through', async () => {
    const k = key();
    const token = await signToken(k, data, { sessionId: SESSION, now: T0 });
    expect(await verifyToken(k, token, T0)).not.toBeNull();
    expect(await verifyToken(key(), token, T0)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), data: { ...data, id: 1 } })).toString('base64url');
    expect(await verifyToken(k, `${header}.${forged}.${signature}`, T0)).toBeNull();
    expect(await verifyToken(k, `${token}x`, T0)).toBeNull();
  });
});
