// The mail dispatcher while the database is away (docs/operations.md, 'When PostgreSQL goes away'):
// its polls go on failing without ending anything, the failure is logged once per outage (not once
// per poll), the return once, and the next outage is logged again.
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { MailDispatcher } from '../../server/mail';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MailDispatcher without its database', () => {
  let dispatcher: MailDispatcher | undefined;
  afterEach(async () => {
    await dispatcher?.stop();
  });

  it('logs the failure once per outage and the return once, polling all along', async () => {
    let down = false;
    let polls = 0;
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    // Only what a pass reads: an empty queue (claim) and no mail due (the wake's look).
    const db = {
      kind: 'postgres',
      async query(sql: string) {
        polls++;
        if (down) throw refused();
        return (sql.includes('min(proximo_intento)') ? [{ ms: null }] : []) as never[];
      },
    } as unknown as Database;
    const lines: { level: string; msg?: string }[] = [];
    const log = {
      info: (_obj: object, msg?: string) => lines.push({ level: 'info', msg }),
      warn: (_obj: object, msg?: string) => lines.push({ level: 'warn', msg }),
      error: (_obj: object, msg?: string) => lines.push({ level: 'error', msg }),
    };
    dispatcher = new MailDispatcher(db, { transport: { sendMail: async () => undefined }, pollIntervalMs: 10, log });
    dispatcher.start();
    await sleep(50);
    expect(lines).toEqual([]);

    down = true;
    const before = polls;
    await sleep(150);
    expect(polls - before).toBeGreaterThan(5);
    expect(lines).toEqual([{ level: 'error', msg: 'Error al despachar los correos; se reintenta en cada sondeo' }]);

    down = false;
    await sleep(50);
    expect(lines.slice(1)).toEqual([{ level: 'info', msg: 'El envío de correos se reanudó' }]);

    down = true;
    await sleep(50);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(2);
  });
});
