import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/passwords';

describe('passwords', () => {
  it('hash with a random salt and verify', async () => {
    const [first, second] = await Promise.all([hashPassword('Clave segura ñ'), hashPassword('Clave segura ñ')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Clave segura ñ', first)).toBe(true);
    expect(await verifyPassword('Clave segura n', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('never match a missing or malformed hash', async () => {
    for (const stored of [null, undefined, '', 'texto-plano', 'scrypt$1$2$3$a$b', 'scrypt$x$8$1$YWJj$YWJj', 'bcrypt$16384$8$1$YWJj$YWJj']) {
      expect(await verifyPassword('texto-plano', stored)).toBe(false);
    }
  });
});
