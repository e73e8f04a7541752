// What no log line may hold (issue 42 point 6), and the scan that looks for it: the demo accounts'
// and the test users' passwords, their document numbers (as whole numbers), the tests' signing
// secret and anything shaped like a session token (a JWT) or a bearer header.
import { SECRETARIA, STAFF } from '../../server/seed/catalog';
import { TEST_JWT_SECRET, TEST_STAFF_PASSWORD } from '../server/credentials';

export interface Secret {
  /** What the report calls it (never the value). */
  name: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value as it may appear in a line: literally, or JSON-escaped inside a string. */
const literal = (name: string, value: string): Secret => ({ name, pattern: new RegExp(escape(value)) });
/** A number not part of a longer one (a timestamp holding the same digits is not a leak). */
const wholeNumber = (name: string, value: string): Secret => ({ name, pattern: new RegExp(`(?<![0-9])${escape(value)}(?![0-9])`) });

export const LOG_SECRETS: readonly Secret[] = [
  ...[STAFF.admin, STAFF.consulta, SECRETARIA].flatMap((account) => [
    literal(`la contraseña de ${account.email}`, account.password),
    wholeNumber(`el documento de ${account.email}`, account.numero_documento),
  ]),
  literal('la contraseña de los funcionarios de prueba', TEST_STAFF_PASSWORD),
  literal('el secreto de firma de las pruebas', TEST_JWT_SECRET),
  // header.payload.signature, each base64url: what login answers and every call sends.
  { name: 'un token de sesión (JWT)', pattern: /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { name: 'una cabecera Authorization', pattern: /Bearer [A-Za-z0-9._~+/-]{16,}/ },
];

export interface LogFinding {
  file: string;
  line: number;
  secret: string;
}

/** Every (line, secret) match of `text`, named without the value. */
export function scanLog(file: string, text: string, secrets: readonly Secret[] = LOG_SECRETS): LogFinding[] {
  const findings: LogFinding[] = [];
  text.split('\n').forEach((line, index) => {
    for (const secret of secrets) if (secret.pattern.test(line)) findings.push({ file, line: index + 1, secret: secret.name });
  });
  return findings;
}
