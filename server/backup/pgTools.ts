// PostgreSQL's client programs (pg_dump, pg_restore, psql) as the backups run them: found on the
// PATH, of a major version that reads the server, connected with DATABASE_URL's password in their
// environment (never on their command line, which any local user can read, nor in a message).
import { type ChildProcess, spawn } from 'node:child_process';

/** application_name of the server's pool connections (what a restore looks for), of a backup's and of a restore's. */
export { APPLICATION_NAME as SERVER_APPLICATION } from '../db/postgres';
export const BACKUP_APPLICATION = 'aula-admin-copia';
export const RESTORE_APPLICATION = 'aula-admin-restore';

/** 'pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)' → 15; null when the text is not a version. */
export function toolMajor(versionText: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionText);
  return match ? Number(match[1]) : null;
}

/** server_version_num ('150018') → 15. */
export function serverMajor(versionNum: string | number): number {
  return Math.floor(Number(versionNum) / 10000);
}

/** Why a tool cannot be used: not installed, or older than the server (it refuses to dump a newer one). */
export function toolVersionProblem(tool: string, found: number | null, server: number): string | null {
  const install = `instale postgresql-client-${server} (o posterior; Debian y Ubuntu: apt-get install postgresql-client-${server}) y póngalo en el PATH`;
  if (found === null) return `No se encontró ${tool}, del cliente de PostgreSQL: ${install}.`;
  if (found < server) return `${tool} es de PostgreSQL ${found} y la base de datos de PostgreSQL ${server}: ${install}.`;
  return null;
}

/** The major version of `tool` on the PATH, or null when it is not there. */
export async function installedMajor(tool: string): Promise<number | null> {
  const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let text = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const { code } = await exited(child).catch(() => ({ code: null }));
  return code === 0 ? toolMajor(text) : null;
}

export interface LibpqConnection {
  /** For --dbname: the URL without its password (or the connection string as given, when it is not a URL). */
  dbname: string;
  /** The process' environment plus PGPASSWORD (when the URL has one) and PGAPPNAME. */
  env: NodeJS.ProcessEnv;
  /** The password, to take out of anything shown. */
  secret: string | null;
}

export function libpqConnection(databaseUrl: string, applicationName: string, baseEnv: NodeJS.ProcessEnv = process.env): LibpqConnection {
  const env: NodeJS.ProcessEnv = { ...baseEnv, PGAPPNAME: applicationName };
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { dbname: databaseUrl, env, secret: null };
  }
  if (url.password === '') return { dbname: databaseUrl, env, secret: null };
  const secret = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...env, PGPASSWORD: secret }, secret };
}

/**
 * DATABASE_URL with application_name set when it names none (pg and libpq read it from the URL before
 * any other setting): how the restore's own connections are told from a server's. A connection
 * string that is not a URL is left as it is.
 */
export function withApplicationName(databaseUrl: string, applicationName: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return databaseUrl;
  }
  if (url.searchParams.has('application_name')) return databaseUrl;
  return `${databaseUrl}${url.search ? '&' : '?'}application_name=${encodeURIComponent(applicationName)}`;
}

/** `text` with the password replaced (a program's message never carries it, but a message is shown to people). */
export function hideSecret(text: string, secret: string | null): string {
  if (!secret) return text;
  return text.replaceAll(secret, '***').replaceAll(encodeURIComponent(secret), '***');
}

/** The end of a child process; an error to start it (ENOENT: not installed) rejects. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
}

/** Collects the last `limit` characters a child writes on stderr (its error, at the end). */
export function stderrTail(child: ChildProcess, limit = 8000): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    text = (text + chunk).slice(-limit);
  });
  return () => text.trim();
}
