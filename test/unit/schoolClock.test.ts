// The browser's 'today' is the school's: the zone comes with the public version call.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, today } from '../../core/engine/clock';
import { schoolClock, setSchoolTimeZone } from '../../src/shell/schoolClock';
import { fetchServerVersion } from '../../src/shell/version';

const answer = (body: unknown): typeof fetch => (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch;

afterEach(() => setSchoolTimeZone(DEFAULT_TIME_ZONE));

describe('school clock in the browser', () => {
  it('starts on the default zone and adopts the one the server names', async () => {
    expect(schoolClock().timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(await fetchServerVersion('/api', answer({ version: '1.2.3', zona_horaria: 'Asia/Tokyo' }))).toBe('1.2.3');
    expect(schoolClock().timeZone).toBe('Asia/Tokyo');
    // At 20:00 UTC it is already tomorrow in Tokyo, still today in Bogotá.
    const instant = new Date('2026-11-23T20:00:00Z');
    expect(today({ ...schoolClock(), now: () => instant })).toBe('2026-11-24');
  });

  it('ignores a zone it does not know', async () => {
    await fetchServerVersion('/api', answer({ version: '1.2.3', zona_horaria: 'Marte/Olympus' }));
    expect(schoolClock().timeZone).toBe(DEFAULT_TIME_ZONE);
  });
});
