// The backups' pure parts (docs/operations.md, 'Backups and restore'): the BACKUP_* settings and
// their Spanish refusals, the file names, the WAL segments a copy needs, the ustar writer and reader,
// and PostgreSQL's: the client tools' versions, DATABASE_URL for them, the SQL around a restore.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupName, backupNameTime, compareVersions } from '../../server/backup/manifest';
import { walSegments } from '../../server/backup/pgliteCopy';
import { psqlError, quoteLiteral, restorePostamble, restorePreamble, serverConnectedMessage } from '../../server/backup/pgRestoreSql';
import { hideSecret, libpqConnection, serverMajor, toolMajor, toolVersionProblem, withApplicationName } from '../../server/backup/pgTools';
import { backupScheduleFromEnv } from '../../server/backup/service';
import { readTar, tarEnd, type TarEntry, TarFormatError, tarHeader, tarPadding } from '../../server/backup/tar';

describe('BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP', () => {
  it('no schedule without BACKUP_DIR; its defaults 24 hours and 14 files', () => {
    expect(backupScheduleFromEnv({})).toBeNull();
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/copias' })).toEqual({ dir: '/srv/copias', everyHours: 24, keep: 14 });
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/copias', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' })).toEqual({ dir: '/srv/copias', everyHours: 0.5, keep: 3 });
    expect(backupScheduleFromEnv({ BACKUP_DIR: 'copias' })?.dir).toBe(join(process.cwd(), 'copias'));
    // PostgreSQL too: pg_dump makes them.
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/copias', DATABASE_URL: 'postgres://x/y' })).toEqual({ dir: '/srv/copias', everyHours: 24, keep: 14 });
  });

  it.each([
    [{ BACKUP_EVERY_HOURS: '6' }, 'BACKUP_EVERY_HOURS y BACKUP_KEEP necesitan BACKUP_DIR'],
    [{ BACKUP_DIR: '/c', BACKUP_EVERY_HOURS: '0' }, 'BACKUP_EVERY_HOURS no válido («0»)'],
    [{ BACKUP_DIR: '/c', BACKUP_EVERY_HOURS: 'diario' }, 'BACKUP_EVERY_HOURS no válido («diario»)'],
    [{ BACKUP_DIR: '/c', BACKUP_EVERY_HOURS: '-1' }, 'BACKUP_EVERY_HOURS no válido'],
    [{ BACKUP_DIR: '/c', BACKUP_EVERY_HOURS: '9000' }, 'hasta 8784'],
    [{ BACKUP_DIR: '/c', BACKUP_KEEP: '0' }, 'BACKUP_KEEP no válido («0»)'],
    [{ BACKUP_DIR: '/c', BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP no válido'],
  ])('refuses %o', (env, message) => {
    expect(() => backupScheduleFromEnv(env)).toThrow(message);
  });
});

describe('backup file names', () => {
  it('carry the UTC second and a serial for a second one in it', () => {
    const at = new Date('2026-03-04T15:07:09.345Z');
    expect(backupName(at)).toBe('aula-admin-20260304T150709Z.tar.gz');
    expect(backupName(at, 2)).toBe('aula-admin-20260304T150709Z-2.tar.gz');
    expect(backupNameTime('aula-admin-20260304T150709Z-2.tar.gz')).toEqual({ at: new Date('2026-03-04T15:07:09Z'), serial: 2 });
    expect(backupNameTime('aula-admin-20260304T150709Z.tar.gz')?.serial).toBe(1);
    expect(backupNameTime('.aula-admin-20260304T150709Z.tar.gz.parcial')).toBeNull();
    expect(backupNameTime('otra.tar.gz')).toBeNull();
  });

  it('versions compare by number', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBe(1);
    expect(compareVersions('0.1.0', '0.1.0')).toBe(0);
    expect(compareVersions('0.1', '0.1.1')).toBe(-1);
  });
});

describe('walSegments', () => {
  it('names the segments from the start LSN to the stop LSN (16 MB segments, 256 per log id)', () => {
    const mb16 = 16 * 1024 * 1024;
    expect(walSegments(1, '0/A000028', '0/A0226B8', mb16)).toEqual(['00000001000000000000000A']);
    expect(walSegments(1, '0/E2000028', '0/E3000100', mb16)).toEqual(['0000000100000000000000E2', '0000000100000000000000E3']);
    expect(walSegments(2, '0/FF000028', '1/00000010', mb16)).toEqual(['0000000200000000000000FF', '000000020000000100000000']);
  });
});

describe('PostgreSQL’s client tools', () => {
  it('read the major version of a tool and of the server', () => {
    expect(toolMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
    expect(toolMajor('psql (PostgreSQL) 17.2')).toBe(17);
    expect(toolMajor('pg_dump 9000')).toBeNull();
    expect(serverMajor('150018')).toBe(15);
    expect(serverMajor(170002)).toBe(17);
  });

  it('refuse a missing pg_dump or one older than the server, naming the package to install', () => {
    expect(toolVersionProblem('pg_dump', 15, 15)).toBeNull();
    expect(toolVersionProblem('pg_dump', 17, 15)).toBeNull();
    expect(toolVersionProblem('pg_dump', 15, 17)).toBe(
      'pg_dump es de PostgreSQL 15 y la base de datos de PostgreSQL 17: instale postgresql-client-17 (o posterior; Debian y Ubuntu: apt-get install postgresql-client-17) y póngalo en el PATH.',
    );
    expect(toolVersionProblem('psql', null, 16)).toMatch(/^No se encontró psql, del cliente de PostgreSQL: instale postgresql-client-16/);
  });

  it('get DATABASE_URL without its password, which goes in PGPASSWORD and out of any message', () => {
    const connection = libpqConnection('postgres://aula:s%40cr%C3%A9to@db.local:5433/aula?sslmode=require', 'aula-admin-copia', { PATH: '/usr/bin' });
    expect(connection.dbname).toBe('postgres://aula@db.local:5433/aula?sslmode=require');
    expect(connection.env).toEqual({ PATH: '/usr/bin', PGAPPNAME: 'aula-admin-copia', PGPASSWORD: 's@créto' });
    expect(hideSecret('la clave s@créto y s%40cr%C3%A9to', connection.secret)).toBe('la clave *** y ***');
    expect(libpqConnection('postgres://postgres@127.0.0.1:5432/aula', 'x', {})).toEqual({ dbname: 'postgres://postgres@127.0.0.1:5432/aula', env: { PGAPPNAME: 'x' }, secret: null });
    expect(libpqConnection('host=/run/postgresql dbname=aula', 'x', {}).dbname).toBe('host=/run/postgresql dbname=aula');
  });

  it('name the restore’s own connections unless the URL names them', () => {
    expect(withApplicationName('postgres://h/db', 'aula-admin-restore')).toBe('postgres://h/db?application_name=aula-admin-restore');
    expect(withApplicationName('postgres://h/db?sslmode=require', 'r')).toBe('postgres://h/db?sslmode=require&application_name=r');
    expect(withApplicationName('postgres://h/db?application_name=otra', 'r')).toBe('postgres://h/db?application_name=otra');
  });
});

describe('the SQL around a PostgreSQL restore', () => {
  it('opens the transaction, refuses a connected server inside it, then empties the schema', () => {
    const sql = restorePreamble('aula-admin');
    const order = ['BEGIN;', 'pg_advisory_xact_lock(724519)', "application_name = 'aula-admin'", 'DROP SCHEMA IF EXISTS public CASCADE;', 'CREATE SCHEMA public;'].map((part) => sql.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(sql).not.toContain('COMMIT');
  });

  it('holds every table to the manifest and commits only after that', () => {
    const sql = restorePostamble({ tablas: { usuarios: 3, "o'brien": 0 }, huellas: { usuarios: '-42', "o'brien": '0' } });
    expect(sql).toContain(quoteLiteral(JSON.stringify({ usuarios: [3, '-42'], "o'brien": [0, '0'] })));
    expect(sql).toContain("'{\"usuarios\":[3,\"-42\"],\"o''brien\":[0,\"0\"]}'");
    expect(sql).toContain("SET TimeZone = 'UTC'");
    expect(sql.indexOf('RAISE EXCEPTION')).toBeLessThan(sql.indexOf('COMMIT;'));
    expect(sql.trimEnd().endsWith('COMMIT;')).toBe(true);
  });

  it('says psql’s error alone, and the refusal with its number of connections', () => {
    expect(psqlError('psql:<stdin>:12: NOTICE:  algo\npsql:<stdin>:812: ERROR:  Las tablas restauradas no coinciden con el manifiesto de la copia: usuarios (2 filas; la copia dice 3)\nCONTEXT:  PL/pgSQL function inline_code_block line 30 at RAISE\n')).toBe(
      'Las tablas restauradas no coinciden con el manifiesto de la copia: usuarios (2 filas; la copia dice 3)',
    );
    expect(psqlError('psql: error: connection to server at "h" failed: FATAL:  database "x" does not exist')).toBe('database "x" does not exist');
    expect(psqlError('algo raro')).toBe('algo raro');
    expect(serverConnectedMessage(1)).toBe('Hay un servidor de Aula Admin conectado a esta base de datos (1 conexión): deténgalo antes de restaurar. No se modificó nada.');
    expect(serverConnectedMessage(3)).toContain('(3 conexiones)');
  });
});

async function entriesOf(archive: Buffer): Promise<{ entry: TarEntry; data: string }[]> {
  const found: { entry: TarEntry; data: string }[] = [];
  // In uneven pieces, as a stream delivers them.
  const pieces = (async function* () {
    for (let i = 0; i < archive.length; i += 700) yield archive.subarray(i, i + 700);
  })();
  await readTar(pieces, async (entry, data) => {
    let text = '';
    for await (const piece of data) text += piece.toString('utf8');
    found.push({ entry, data: text });
  });
  return found;
}

describe('the ustar writer and reader', () => {
  const mtime = new Date('2026-03-04T10:00:00Z');
  const file = (path: string, text: string): Buffer[] => [tarHeader({ path, type: 'file', size: Buffer.byteLength(text), mode: 0o600, mtime }), Buffer.from(text), tarPadding(Buffer.byteLength(text))];
  const long = `pgdata/${'carpeta-larga/'.repeat(8)}archivo`;
  const archive = Buffer.concat([
    ...file('manifest.json', '{"a":1}'),
    tarHeader({ path: 'pgdata', type: 'directory', size: 0, mode: 0o700, mtime }),
    ...file('pgdata/PG_VERSION', '17\n'),
    ...file(long, 'x'.repeat(1500)),
    ...file('pgdata/vacio', ''),
    tarEnd(),
  ]);

  it('reads back what it wrote: paths over 100 bytes, empty files, any chunking', async () => {
    const entries = await entriesOf(archive);
    expect(entries.map(({ entry, data }) => [entry.path, entry.type, entry.size, data.length])).toEqual([
      ['manifest.json', 'file', 7, 7],
      ['pgdata', 'directory', 0, 0],
      ['pgdata/PG_VERSION', 'file', 3, 3],
      [long, 'file', 1500, 1500],
      ['pgdata/vacio', 'file', 0, 0],
    ]);
    expect(entries[0].entry.mtime).toEqual(mtime);
    expect(entries[0].entry.mode).toBe(0o600);
  });

  it('is what tar reads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aula-tar-'));
    try {
      writeFileSync(join(dir, 'copia.tar'), archive);
      execFileSync('tar', ['-xf', 'copia.tar'], { cwd: dir });
      expect(readFileSync(join(dir, long), 'utf8')).toBe('x'.repeat(1500));
      expect(readFileSync(join(dir, 'pgdata/PG_VERSION'), 'utf8')).toBe('17\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops where the callback says, and refuses a damaged or cut archive', async () => {
    const seen: string[] = [];
    await readTar(
      (async function* () {
        yield archive;
      })(),
      async (entry) => {
        seen.push(entry.path);
        return false;
      },
    );
    expect(seen).toEqual(['manifest.json']);
    const damaged = Buffer.from(archive);
    damaged[3] ^= 1;
    await expect(entriesOf(damaged)).rejects.toThrow(new TarFormatError('la suma de una cabecera no coincide'));
    await expect(entriesOf(archive.subarray(0, 2000))).rejects.toThrow(TarFormatError);
  });
});
