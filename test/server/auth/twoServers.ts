// Two server processes (`server/main.ts`) on one fresh PostgreSQL database, for the tests of what
// one server's change does to the other's caches. Only with TEST_DATABASE_URL (`bash
// test/postgres/run.sh`): embedded PGlite serves one process.
import { afterAll, beforeAll, expect } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../serverProcess';
import type { Database } from '../../../server/db/database';
import { openTestDatabase, type TestDatabase } from '../helpers';

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface TwoServers {
  /** The two servers, once beforeAll has started them. */
  instances: ServerProcess[];
  /** The database both use, for direct reads and writes. */
  db(): Database;
}

/** Starts both in beforeAll (the first migrates and seeds) and stops them in afterAll; call inside a describe. */
export function useTwoServers(): TwoServers {
  let test: TestDatabase | undefined;
  const instances: ServerProcess[] = [];
  beforeAll(async () => {
    test = await openTestDatabase({ seededStudents: 5 });
    const [{ name }] = await test.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    // One after the other: the second finds the database migrated and seeded by then.
    for (let i = 0; i < 2; i++) instances.push(await startServerProcess({ DATABASE_URL: url.toString() }, 90_000));
  }, 200_000);
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await test?.dispose();
  }, 30_000);
  return {
    instances,
    db() {
      if (!test) throw new Error('Los servidores aún no arrancan');
      return test.db;
    },
  };
}

export async function call(instance: ServerProcess, path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${instance.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function login(instance: ServerProcess, email: string, password: string): Promise<string> {
  const { status, body } = await call(instance, 'login', { email, password });
  expect(status).toBe(200);
  return body.token as string;
}
