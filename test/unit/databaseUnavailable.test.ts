// When PostgreSQL goes away (docs/operations.md): which failures read as 'the database is not there'
// (503 with Retry-After, never 500) and which stay what they were; and the LISTEN connection's
// reconnection (server/db/listener.ts) on a stand-in client: LISTEN_LOST once, retries 0.5 s doubling
// to 5 s, LISTEN_RESUMED once back, nothing after stop.
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTEN_LOST, LISTEN_RESUMED } from '../../server/db/database';
import { mapDatabaseError } from '../../server/db/errors';
import { listenResiliently, RECONNECT_MAX_MS, reconnectDelayMs } from '../../server/db/listener';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../server/db/unavailable';
import { toApiError } from '../../server/http/plumbing';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'])('a socket error %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08P01'])('SQLSTATE %s (shutdown, crash, starting up, connection exceptions)', (code) => {
    expect(isDatabaseUnavailable(withCode(code, 'terminating connection due to administrator command'))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('pg says %j', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("Node's attempts at every address of a name, together, or a wrapped cause", () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('falló', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a cancelled statement', withCode('57014')],
    ['a plain error', new Error('otra cosa')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the answer', () => {
  it('is 503 ServiceUnavailable in Spanish, through mapDatabaseError and the error handler alike', () => {
    for (const error of [withCode('ECONNREFUSED'), withCode('57P01'), new Error('Connection terminated unexpectedly')]) {
      const answer = toApiError(error);
      expect(answer.status).toBe(503);
      expect(answer.toBody()).toEqual({ code: 'ServiceUnavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(mapDatabaseError(error)?.status).toBe(503);
    }
  });

  it("leaves the caller's faults as they were", () => {
    expect(mapDatabaseError(withCode('23505'))?.status).toBe(409);
    expect(toApiError(new Error('otra cosa')).status).toBe(500);
  });
});

describe('reconnectDelayMs', () => {
  it('waits 0.5 s, doubling, at most 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    expect(RECONNECT_MAX_MS).toBe(5000);
  });
});

/** A pg.Client stand-in: connects when the 'server' is up, LISTENs, and can be cut. */
class FakeClient extends EventEmitter {
  static up = true;
  static made: FakeClient[] = [];
  ended = false;
  queries: string[] = [];
  constructor() {
    super();
    FakeClient.made.push(this);
  }
  async connect(): Promise<void> {
    if (!FakeClient.up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }
  async query(sql: string): Promise<void> {
    this.queries.push(sql);
  }
  async end(): Promise<void> {
    this.ended = true;
  }
  /** The server ends the session (a fast stop): an error, then the end. */
  cut(): void {
    this.emit('error', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    this.emit('end');
  }
}

describe('listenResiliently', () => {
  let payloads: string[];
  let stop: () => Promise<void>;
  const newClient = () => new FakeClient() as unknown as pg.Client;

  beforeEach(async () => {
    vi.useFakeTimers();
    FakeClient.up = true;
    FakeClient.made = [];
    payloads = [];
    stop = await listenResiliently({ newClient, channel: 'acceso', onPayload: (payload) => payloads.push(payload) });
  });
  afterEach(async () => {
    await stop();
    vi.useRealTimers();
  });

  const notify = (client: FakeClient, payload: string, channel = 'acceso') => client.emit('notification', { channel, payload });

  it('passes notifications of its channel only', () => {
    const [client] = FakeClient.made;
    expect(client.queries).toEqual(['LISTEN acceso']);
    notify(client, '7');
    notify(client, '8', 'otro');
    expect(payloads).toEqual(['7']);
  });

  it('reports the loss once, retries with the backoff while the server is away, and reports the return', async () => {
    FakeClient.up = false;
    FakeClient.made[0].cut();
    expect(payloads).toEqual([LISTEN_LOST]);
    // Attempts at 0.5, 1.5, 3.5, 7.5, 12.5 and 17.5 s: all refused.
    await vi.advanceTimersByTimeAsync(17_500);
    expect(FakeClient.made).toHaveLength(7);
    expect(payloads).toEqual([LISTEN_LOST]);
    FakeClient.up = true;
    // The next attempt, at most 5 s later, listens again.
    await vi.advanceTimersByTimeAsync(5000);
    expect(payloads).toEqual([LISTEN_LOST, LISTEN_RESUMED]);
    const back = FakeClient.made.at(-1)!;
    expect(back.queries).toEqual(['LISTEN acceso']);
    notify(back, '9');
    // The old client, should it speak, is not heard.
    notify(FakeClient.made[0], '10');
    expect(payloads).toEqual([LISTEN_LOST, LISTEN_RESUMED, '9']);
    // A second loss starts again from 0.5 s.
    back.cut();
    await vi.advanceTimersByTimeAsync(500);
    expect(payloads).toEqual([LISTEN_LOST, LISTEN_RESUMED, '9', LISTEN_LOST, LISTEN_RESUMED]);
  });

  it('stops reconnecting once stopped, and leaves no timer behind', async () => {
    FakeClient.up = false;
    FakeClient.made[0].cut();
    await stop();
    expect(vi.getTimerCount()).toBe(0);
    FakeClient.up = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeClient.made).toHaveLength(1);
    expect(payloads).toEqual([LISTEN_LOST]);
  });

  it('ends its client when stopped', async () => {
    await stop();
    expect(FakeClient.made[0].ended).toBe(true);
  });
});
