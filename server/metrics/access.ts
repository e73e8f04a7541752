// Who may read GET /api/metrics (docs/operations.md, 'Health and metrics'): a caller whose address
// (request.ip: the connection's, or X-Forwarded-For's under TRUST_PROXY) is in METRICS_ALLOW, or one
// sending `Authorization: Bearer <METRICS_TOKEN>`. Nothing is allowed unless configured, not even this
// machine: behind a reverse proxy on the same machine every request comes from 127.0.0.1.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface MetricsAccessConfig {
  /** IP addresses and CIDR subnets (METRICS_ALLOW). */
  allow: readonly string[];
  /** The scrapers' bearer token (METRICS_TOKEN); null: none. */
  token: string | null;
}

/** At least as long as JWT_SECRET's 32 bytes: a token that guards figures about the whole server. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** One entry of METRICS_ALLOW: '10.0.0.5', '10.0.0.0/24', '::1', 'fd00::/8'. */
function parseEntry(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } {
  const [address, prefixText, extra] = entry.split('/');
  const version = isIP(address);
  const prefix = prefixText === undefined ? null : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  const family = version === 6 ? 'ipv6' : 'ipv4';
  if (version === 0 || extra !== undefined || Number.isNaN(prefix) || (prefix !== null && prefix > (version === 6 ? 128 : 32))) {
    throw new Error(`METRICS_ALLOW no válido («${entry}»): use direcciones IP o subredes CIDR separadas por comas, p. ej. 127.0.0.1,10.0.0.0/24.`);
  }
  return { address, prefix, family };
}

/**
 * METRICS_ALLOW and METRICS_TOKEN from the environment; a malformed address or a token shorter than
 * METRICS_TOKEN_MIN_LENGTH stops the start (checkSecurityEnv, server/start.ts).
 */
export function metricsAccessFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsAccessConfig {
  const allow = (env.METRICS_ALLOW ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  for (const entry of allow) parseEntry(entry);
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN debe tener al menos ${METRICS_TOKEN_MIN_LENGTH} caracteres (p. ej. el resultado de \`openssl rand -hex 32\`).`);
  }
  return { allow, token };
}

/** '::ffff:10.0.0.5' (an IPv4 client on a dual-stack socket) → '10.0.0.5'. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1] : ip.split('%')[0];
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whether a caller may read the metrics: its address in the list, or the token, compared in constant time. */
export function createMetricsAccess(config: MetricsAccessConfig): (ip: string, authorization: string | undefined) => boolean {
  const allowed = new BlockList();
  for (const entry of config.allow) {
    const { address, prefix, family } = parseEntry(entry);
    if (prefix === null) allowed.addAddress(address, family);
    else allowed.addSubnet(address, prefix, family);
  }
  const expected = config.token === null ? null : digest(config.token);
  return (ip, authorization) => {
    if (config.allow.length > 0) {
      const address = plainAddress(ip);
      const version = isIP(address);
      if (version !== 0 && allowed.check(address, version === 6 ? 'ipv6' : 'ipv4')) return true;
    }
    if (expected === null) return false;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    // Digests of equal length: the comparison takes the same time whatever was sent.
    return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
  };
}
