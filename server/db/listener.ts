// PostgreSQL's LISTEN on a connection of its own (LISTEN belongs to a session; pooled clients come
// and go) that comes back by itself: when the connection goes (a restart, a network cut) the
// subscriber hears LISTEN_LOST once, then new connections are tried with a growing wait until one
// listens again, and it hears LISTEN_RESUMED — notifications sent in between are lost, so what it
// kept from them must be dropped then (server/auth/accessCache.ts).
import type pg from 'pg';
import { LISTEN_LOST, LISTEN_RESUMED } from './database';

export const RECONNECT_FIRST_MS = 500;
/** The longest wait between attempts: the listener is back within about this long of the server's return. */
export const RECONNECT_MAX_MS = 5000;

/** The wait before reconnection attempt `attempt` (0 = the first after the loss): 0.5 s doubling to 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, Math.floor(attempt)));
}

export interface ResilientListenOptions {
  /** A new, unconnected client (with its connect timeout: an attempt never hangs). */
  newClient: () => pg.Client;
  channel: string;
  onPayload: (payload: string) => void;
  /** One line when the connection goes and one when it is back. */
  log?: (line: string) => void;
}

/**
 * Listens on `channel`; resolves once listening (the first connection's failure is thrown: the start
 * fails, as with any database unreachable at start), to the function that stops listening and
 * reconnecting.
 */
export async function listenResiliently(options: ResilientListenOptions): Promise<() => Promise<void>> {
  const { newClient, channel, onPayload, log } = options;
  const statement = `LISTEN ${channel.replace(/[^a-z_]/g, '')}`;
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempting: Promise<void> | null = null;
  let attempt = 0;

  /** A client listening on the channel; a failure ends it and is thrown. */
  async function open(): Promise<pg.Client> {
    const client = newClient();
    let gone = false;
    const onGone = () => {
      gone = true;
      lost(client);
    };
    // Heard before connecting: an 'error' event nobody listens to would end the process.
    client.on('error', onGone);
    client.on('end', onGone);
    client.on('notification', (message) => {
      if (client === current && message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(statement);
      if (gone) throw new Error('La conexión de escucha se cerró al abrirse');
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  function lost(client: pg.Client): void {
    if (client !== current || stopped) return;
    current = null;
    void client.end().catch(() => undefined);
    log?.(`Se perdió la conexión que escucha '${channel}' en PostgreSQL; se reintenta cada ${RECONNECT_FIRST_MS / 1000}–${RECONNECT_MAX_MS / 1000} s`);
    onPayload(LISTEN_LOST);
    schedule();
  }

  function schedule(): void {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      attempting = reconnect().finally(() => (attempting = null));
    }, reconnectDelayMs(attempt++));
    // The server's own sockets keep the process alive, not this retry.
    timer.unref();
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    let client: pg.Client;
    try {
      client = await open();
    } catch {
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    attempt = 0;
    log?.(`La conexión que escucha '${channel}' en PostgreSQL se restableció`);
    onPayload(LISTEN_RESUMED);
  }

  current = await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    // An attempt under way ends its client itself once it sees `stopped`.
    await attempting;
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
