// At most 10 failed logins per account and per address in 15 minutes (issue 11): the 11th attempt
// is refused with 429 and the minutes left — even with the right password —, successes never count,
// and once the window has passed a correct login works again (the window is shortened here, and the
// clock moved past it rather than waited out). However many logins run at once, no more than 10
// passwords are checked (issue 20).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

/** Far longer than ten password checks take on a loaded machine; never waited out (see `later`). */
const WINDOW_MS = 60_000;
let server: TestServer;
/** The app as configured by default: 10 failures in 15 minutes. */
let standard: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 5, security: { loginLimit: { max: 10, windowMs: WINDOW_MS } } });
  standard = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
  await standard.close();
});

function attempt(target: TestServer, email: string, password: string, ip: string): Promise<LightMyRequestResponse> {
  return target.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: JSON.stringify({ email, password }),
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Runs `act` with the clock `ms` ahead: the limiter reads Date.now(), so its window passes without
 * the test waiting it out (only Date is faked; timers and the password checks run as usual).
 */
async function later<T>(ms: number, act: () => Promise<T>): Promise<T> {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}

describe('failed logins per account', () => {
  it('refuse the 11th attempt with 429 and the minutes left, whatever the address and the password', async () => {
    const user = await createStaffUser(standard.db, []);
    for (let i = 1; i <= 10; i++) {
      const response = await attempt(standard, user.email, `Equivocada-${i}`, `10.1.0.${i}`);
      expect(response.statusCode, `intento ${i}`).toBe(401);
      expect(response.json().code).toBe('InvalidCredentials');
    }
    const before = await databaseFingerprint(standard.db);
    for (const password of ['Equivocada-11', user.password]) {
      const response = await attempt(standard, user.email.toUpperCase(), password, '10.1.0.11');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ code: 'TooManyRequests', message: 'Demasiados intentos. Intente de nuevo en 15 minutos.' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Refused before the password is looked at: no last login, no event.
    expect(await databaseFingerprint(standard.db)).toEqual(before);
    // Other accounts are not affected.
    expect((await attempt(standard, ADMIN.email, ADMIN.password, '10.1.0.12')).statusCode).toBe(200);
  });

  it('let a correct login through once the window has passed', async () => {
    const user = await createStaffUser(server.db, []);
    for (let i = 1; i <= 10; i++) expect((await attempt(server, user.email, 'Equivocada-1', `10.2.0.${i}`)).statusCode).toBe(401);
    const refused = await attempt(server, user.email, user.password, '10.2.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Demasiados intentos. Intente de nuevo en 1 minuto.');
    expect((await later(WINDOW_MS + 200, () => attempt(server, user.email, user.password, '10.2.0.99'))).statusCode).toBe(200);
  });
});

describe('failed logins per address', () => {
  it('refuse the 11th attempt from one address, on any account; other addresses go on', async () => {
    for (let i = 1; i <= 10; i++) expect((await attempt(server, `nadie${i}@escuela.test`, 'Equivocada-1', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt(server, ADMIN.email, ADMIN.password, '10.3.0.1')).statusCode).toBe(429);
    expect((await attempt(server, ADMIN.email, ADMIN.password, '10.3.0.2')).statusCode).toBe(200);
    expect((await later(WINDOW_MS + 200, () => attempt(server, ADMIN.email, ADMIN.password, '10.3.0.1'))).statusCode).toBe(200);
  });

  it('never count successful logins nor malformed bodies', async () => {
    for (let i = 0; i < 15; i++) expect((await attempt(server, ADMIN.email, ADMIN.password, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) expect((await attempt(server, 'no-es-correo', 'x', '10.4.0.1')).statusCode).toBe(400);
    expect((await attempt(server, ADMIN.email, ADMIN.password, '10.4.0.1')).statusCode).toBe(200);
  });
});

describe('concurrent logins (issue 20)', () => {
  const TOO_MANY = { code: 'TooManyRequests', message: 'Demasiados intentos. Intente de nuevo en 15 minutos.' };

  /** Sends every attempt at once; the answers' status codes, counted. */
  async function all(attempts: [email: string, password: string, ip: string][]): Promise<Record<number, number>> {
    const responses = await Promise.all(attempts.map(([email, password, ip]) => attempt(standard, email, password, ip)));
    for (const response of responses) {
      if (response.statusCode === 401) expect(response.json().code).toBe('InvalidCredentials');
      if (response.statusCode === 429) {
        expect(response.json()).toEqual(TOO_MANY);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
    }
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }
  const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i + 1));

  it('40 wrong logins at once, one account from one address: 10 password checks (401), 30 × 429', async () => {
    const user = await createStaffUser(standard.db, []);
    expect(await all(times(40, (i) => [user.email, `Equivocada-${i}`, '10.5.0.1']))).toEqual({ 401: 10, 429: 30 });
    // Spent: the right password is refused too, from another address as well.
    expect((await attempt(standard, user.email, user.password, '10.5.0.2')).json()).toEqual(TOO_MANY);
  });

  it('40 wrong logins at once from one address, each to another account: 10 × 401, 30 × 429', async () => {
    expect(await all(times(40, (i) => [`nadie-concurrente${i}@escuela.test`, 'Equivocada-1', '10.5.1.1']))).toEqual({ 401: 10, 429: 30 });
    expect((await attempt(standard, ADMIN.email, ADMIN.password, '10.5.1.1')).json()).toEqual(TOO_MANY);
    expect((await attempt(standard, ADMIN.email, ADMIN.password, '10.5.1.2')).statusCode).toBe(200);
  });

  it('40 wrong logins at once to one account, each from another address: 10 × 401, 30 × 429', async () => {
    const user = await createStaffUser(standard.db, []);
    expect(await all(times(40, (i) => [user.email, 'Equivocada-1', `10.5.2.${i}`]))).toEqual({ 401: 10, 429: 30 });
    expect((await attempt(standard, user.email, user.password, '10.5.2.200')).json()).toEqual(TOO_MANY);
  });

  it('right passwords at once count for nothing once checked: 10 wrong ones still fit afterwards', async () => {
    const user = await createStaffUser(standard.db, []);
    expect(await all(times(10, () => [user.email, user.password, '10.5.3.1']))).toEqual({ 200: 10 });
    expect(await all(times(10, (i) => [user.email, `Equivocada-${i}`, '10.5.3.1']))).toEqual({ 401: 10 });
    expect((await attempt(standard, user.email, user.password, '10.5.3.1')).json()).toEqual(TOO_MANY);
  });

  it('an IPv6 address counts by its /64, an IPv4-mapped one as its IPv4 address', async () => {
    expect(await all(times(10, (i) => [`nadie-v6-${i}@escuela.test`, 'Equivocada-1', `2001:db8:5:4::${i.toString(16)}`]))).toEqual({ 401: 10 });
    expect((await attempt(standard, ADMIN.email, ADMIN.password, '2001:db8:5:4:ffff::1')).json()).toEqual(TOO_MANY);
    expect((await attempt(standard, ADMIN.email, ADMIN.password, '2001:db8:5:5::1')).statusCode).toBe(200);
    expect(await all(times(10, (i) => [`nadie-v4-${i}@escuela.test`, 'Equivocada-1', '10.5.4.1']))).toEqual({ 401: 10 });
    expect((await attempt(standard, ADMIN.email, ADMIN.password, '::ffff:10.5.4.1')).json()).toEqual(TOO_MANY);
  });
});
