// Staff passwords (issue 11): at least 8 characters and none of the bundled 10,000 most common
// passwords, on every path that sets one; the demo accounts' passwords pass the same rule.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswords, COMMON_PASSWORD_MESSAGE, isCommonPassword, passwordProblem } from '../../../server/auth/passwordPolicy';
import { SECRETARIA, STAFF } from '../../../server/seed/catalog';
import { createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
});

describe('the bundled list', () => {
  it('holds exactly 10,000 distinct passwords, one a line', () => {
    const lines = readFileSync(new URL('../../../server/auth/common-passwords.txt', import.meta.url), 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    const entries = lines.slice(0, -1);
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    // Compared without case: 'Dragon' and 'dragon' are one.
    expect(commonPasswords()).toEqual(new Set(entries.map((entry) => entry.toLowerCase())));
  });

  it("refuses 'password1' whatever its case, and accepts a password of its own", () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(passwordProblem('password1')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('corta1')).toBe('Debe tener mínimo 8 caracteres.');
    expect(passwordProblem('Nueva-clave-2026')).toBeUndefined();
  });

  it('lets every demo account’s password through', () => {
    for (const password of [STAFF.admin.password, STAFF.consulta.password, SECRETARIA.password]) expect(passwordProblem(password), password).toBeUndefined();
  });
});

describe('password actions', () => {
  it.each([
    ['password1', COMMON_PASSWORD_MESSAGE],
    ['Iloveyou', COMMON_PASSWORD_MESSAGE],
    ['corta', 'Debe tener mínimo 8 caracteres.'],
  ])('refuse %s with 400 and change nothing', async (password, message) => {
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT es ORDER BY id LIMIT 1');
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr ORDER BY id LIMIT 1');
    const before = await databaseFingerprint(server.db);
    for (const [path, userid] of [['docente/cambiar_password', teacher.id], ['estudiante/cambiar_password', student.id]] as const) {
      const response = await server.post(path, { userid, password }, server.adminToken);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual({ password: message });
      // The server's own check also says it as the summary, which the password pages show.
      if (message === COMMON_PASSWORD_MESSAGE) expect(response.json().message).toBe(message);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('accept an uncommon password of 8 characters or more', async () => {
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT es ORDER BY id LIMIT 1');
    const response = await server.post('docente/cambiar_password', { userid: teacher.id, password: 'Kx7-ventana' }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
  });
});
