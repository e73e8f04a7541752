// Exports share the machine: one per person and three in all run at once; the next one is a Spanish
// 429 with Retry-After, before anything is read; a slot comes back when its download's response closes
// (read whole or cut by the client).
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createExportSlots, EXPORT_LIMIT_MESSAGES, EXPORT_RETRY_SECONDS, EXPORTS_AT_ONCE } from '../../../server/export/exportSlots';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

/** A response as the slots see it: its headers, and the 'close' it ends with. */
function fakeReply() {
  const raw = new EventEmitter();
  const headers: Record<string, string> = {};
  const reply = { raw, header: (name: string, value: string) => ((headers[name] = value), reply) };
  return { reply: reply as unknown as Parameters<ReturnType<typeof createExportSlots>['enter']>[1], headers, close: () => raw.emit('close') };
}

describe('the export slots', () => {
  it('one per person, EXPORTS_AT_ONCE in all; a closed response gives its slot back', () => {
    const slots = createExportSlots();
    const first = fakeReply();
    slots.enter(1, first.reply);
    const again = fakeReply();
    expect(() => slots.enter(1, again.reply)).toThrow(EXPORT_LIMIT_MESSAGES.user);
    expect(again.headers['retry-after']).toBe(String(EXPORT_RETRY_SECONDS));
    const others = Array.from({ length: EXPORTS_AT_ONCE - 1 }, (_, i) => {
      const reply = fakeReply();
      slots.enter(2 + i, reply.reply);
      return reply;
    });
    expect(slots.running()).toBe(EXPORTS_AT_ONCE);
    expect(() => slots.enter(99, fakeReply().reply)).toThrow(EXPORT_LIMIT_MESSAGES.all);
    first.close();
    first.close(); // a second close gives nothing back twice
    expect(slots.running()).toBe(EXPORTS_AT_ONCE - 1);
    slots.enter(1, fakeReply().reply);
    for (const other of others) other.close();
    expect(slots.running()).toBe(1);
  });
});

describe('<prefix>/exportar and the report downloads', () => {
  let server: TestServer;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    server = await createTestServer({ students: 20 });
    // Exporting a list takes its code and the detail's (issue 43).
    const user = await createStaffUser(server.db, [P.estudiantes.list, P.estudiantes.show]);
    token = await server.login(user.email, user.password);
    userId = user.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answer 429 with Retry-After while the person’s other export runs, and the file once it ended', async () => {
    const running = fakeReply();
    server.app.exportSlots.enter(userId, running.reply);
    const refused = await server.post('estudiante/exportar', { formato: 'csv' }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(EXPORT_RETRY_SECONDS));
    expect(refused.json()).toEqual({ code: 'TooManyRequests', message: EXPORT_LIMIT_MESSAGES.user });
    running.close();
    const served = await server.post('estudiante/exportar', { formato: 'csv' }, token);
    expect(served.statusCode).toBe(200);
    // Its own slot came back with its response.
    expect(server.app.exportSlots.running()).toBe(0);
  });

  it('answer 429 to anyone while EXPORTS_AT_ONCE exports run, a report download too', async () => {
    const held = Array.from({ length: EXPORTS_AT_ONCE }, (_, i) => {
      const reply = fakeReply();
      server.app.exportSlots.enter(1000 + i, reply.reply);
      return reply;
    });
    const list = await server.post('estudiante/exportar', { formato: 'csv' }, server.adminToken);
    expect(list.statusCode).toBe(429);
    expect(list.json().message).toBe(EXPORT_LIMIT_MESSAGES.all);
    const report = await server.post('reportes/ocupacion/exportar', { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-04', formato: 'csv' }, server.adminToken);
    expect(report.statusCode, report.body.slice(0, 200)).toBe(429);
    for (const reply of held) reply.close();
    expect((await server.post('estudiante/exportar', { formato: 'xlsx' }, server.adminToken)).statusCode).toBe(200);
  });
});
