// What the server refuses or assumes at start (issue 11): a JWT_SECRET under 32 bytes stops it with
// a Spanish and English message, before any database work; SESSION_IDLE_MINUTES must be minutes;
// it listens on 127.0.0.1 unless HOST says otherwise.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { sessionIdleMs } from '../../../server/auth/sessions';
import { configuredJwtSecret, resolveJwtSecret } from '../../../server/auth/tokens';
import { listenHost, trustProxy } from '../../../server/start';
import { openTestDatabase } from '../helpers';
import { servedResources } from '../../../resources/served';

describe('JWT_SECRET', () => {
  it('under 32 bytes is refused, in Spanish and English', () => {
    expect(() => configuredJwtSecret('x'.repeat(31))).toThrow(
      'JWT_SECRET es demasiado corto: tiene 31 bytes y se necesitan al menos 32. (JWT_SECRET is too short: 31 bytes, at least 32 are required.)',
    );
    // Bytes, not characters: 16 'ñ' are 32 bytes.
    expect(configuredJwtSecret('ñ'.repeat(16))).toHaveLength(32);
    expect(configuredJwtSecret('x'.repeat(32))).toHaveLength(32);
  });

  it('stops buildApp, and a generated one (none configured) is long enough', async () => {
    const test = await openTestDatabase({ seededStudents: 5 });
    const saved = process.env.JWT_SECRET;
    try {
      await expect(buildApp({ ...(await servedResources()), db: test.db, jwtSecret: 'secreto-corto' })).rejects.toThrow(/JWT_SECRET/);
      delete process.env.JWT_SECRET;
      expect((await resolveJwtSecret(test.db)).length).toBeGreaterThanOrEqual(32);
    } finally {
      if (saved !== undefined) process.env.JWT_SECRET = saved;
      await test.dispose();
    }
  });

  it('stops npm start at once with the message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, JWT_SECRET: 'corto', DATA_DIR: '/nonexistent/aula-no-debe-crearse', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET es demasiado corto: tiene 5 bytes y se necesitan al menos 32.');
  }, 70_000);
});

describe('SESSION_IDLE_MINUTES', () => {
  it('defaults to 8 hours and takes a whole number of minutes', () => {
    expect(sessionIdleMs({})).toBe(8 * 60 * 60_000);
    expect(sessionIdleMs({ SESSION_IDLE_MINUTES: '30' })).toBe(30 * 60_000);
    for (const value of ['0', '-5', '1.5', 'ocho']) {
      expect(() => sessionIdleMs({ SESSION_IDLE_MINUTES: value }), value).toThrow(`SESSION_IDLE_MINUTES no válido: ${value}`);
    }
  });
});

describe('HOST and TRUST_PROXY', () => {
  it('listen on 127.0.0.1 unless HOST says otherwise', () => {
    const saved = process.env.HOST;
    try {
      delete process.env.HOST;
      expect(listenHost()).toBe('127.0.0.1');
      process.env.HOST = '0.0.0.0';
      expect(listenHost()).toBe('0.0.0.0');
    } finally {
      if (saved === undefined) delete process.env.HOST;
      else process.env.HOST = saved;
    }
  });

  it('trust no proxy unless told which', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
