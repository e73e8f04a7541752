// The log check of npm test (test/logs/): it finds each kind of secret in a line, names it without
// its value, and leaves alone what only looks like one (a timestamp holding a document's digits).
import { describe, expect, it } from 'vitest';
import { SECRETARIA, STAFF } from '../../server/seed/catalog';
import { REDACTED } from '../../server/http/logging';
import { scanLog } from '../logs/secrets';

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1764425212345, reqId: 'a1', ...fields });
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiYWJjIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('scanLog', () => {
  it('finds a password, a document number, a token and a bearer header, one finding per line and kind', () => {
    const text = [
      line({ msg: 'login', body: { password: STAFF.admin.password } }),
      line({ msg: `Documento ${SECRETARIA.numero_documento} duplicado` }),
      line({ msg: 'respuesta', token: JWT }),
      line({ msg: 'cabeceras', authorization: `Bearer ${JWT}` }),
    ].join('\n');
    const findings = scanLog('servidor.jsonl', text);
    expect(findings.map((f) => [f.line, f.secret])).toEqual([
      [1, `la contraseña de ${STAFF.admin.email}`],
      [2, `el documento de ${SECRETARIA.email}`],
      [3, 'un token de sesión (JWT)'],
      [4, 'un token de sesión (JWT)'],
      [4, 'una cabecera Authorization'],
    ]);
    // The report names the secret, never its value.
    expect(JSON.stringify(findings)).not.toContain(STAFF.admin.password);
  });

  it('passes redacted lines, other numbers and ordinary requests', () => {
    const text = [
      line({ msg: 'login', body: REDACTED, req: { method: 'POST', url: '/api/login' } }),
      line({ msg: 'request completed', responseTime: 3.2, id: `9${STAFF.consulta.numero_documento}1` }),
      line({ msg: 'Bearer corto' }),
    ].join('\n');
    expect(scanLog('servidor.jsonl', text)).toEqual([]);
  });
});
