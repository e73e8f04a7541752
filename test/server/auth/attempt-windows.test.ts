// The failed-login limit's store (server/auth/attemptWindows.ts) and address keys
// (server/auth/addressKey.ts), on a fake clock: attempts are taken all-or-nothing before the check,
// given back on success, and a window's end starts the count again (issue 20).
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../server/auth/addressKey';
import { type AttemptWindows, createAttemptWindows, type Reservation } from '../../../server/auth/attemptWindows';

const WINDOW = 15 * 60_000;
const T0 = 1_700_000_000_000;

function take(windows: AttemptWindows, keys: string[], now: number): Reservation {
  const result = windows.reserve(keys, now);
  if (!result.ok) throw new Error(`sin intentos: ${keys.join(', ')}`);
  return result.reservation;
}

describe('attempt windows', () => {
  it('take at most max attempts per key, refusing the next with the time until the window ends', () => {
    const windows = createAttemptWindows({ max: 3, windowMs: WINDOW });
    for (let i = 0; i < 3; i++) take(windows, ['a'], T0 + i * 1000);
    expect(windows.reserve(['a'], T0 + 5000)).toEqual({ ok: false, retryMs: WINDOW - 5000 });
    // Once the window (opened by the first attempt) has ended, a new one starts.
    expect(windows.reserve(['a'], T0 + WINDOW - 1).ok).toBe(false);
    expect(windows.reserve(['a'], T0 + WINDOW).ok).toBe(true);
  });

  it('take from every key or from none: a spent key leaves the others untouched', () => {
    const windows = createAttemptWindows({ max: 2, windowMs: WINDOW });
    take(windows, ['cuenta', 'direccion-1'], T0);
    take(windows, ['cuenta', 'direccion-2'], T0);
    for (let i = 0; i < 5; i++) expect(windows.reserve(['cuenta', 'direccion-3'], T0 + 1).ok).toBe(false);
    // direccion-3 lost nothing to those refusals.
    take(windows, ['otra', 'direccion-3'], T0 + 2);
    take(windows, ['otra-mas', 'direccion-3'], T0 + 3);
    expect(windows.reserve(['tercera', 'direccion-3'], T0 + 4).ok).toBe(false);
  });

  it('answer with the longest wait when several keys are spent', () => {
    const windows = createAttemptWindows({ max: 1, windowMs: WINDOW });
    take(windows, ['a'], T0);
    take(windows, ['b'], T0 + 60_000);
    expect(windows.reserve(['a', 'b'], T0 + 120_000)).toEqual({ ok: false, retryMs: WINDOW - 60_000 });
  });

  it('give a refunded attempt back, once, and only to the window it was taken from', () => {
    const windows = createAttemptWindows({ max: 2, windowMs: WINDOW });
    const first = take(windows, ['a'], T0);
    take(windows, ['a'], T0);
    expect(windows.reserve(['a'], T0).ok).toBe(false);
    first.refund();
    first.refund();
    take(windows, ['a'], T0 + 1);
    expect(windows.reserve(['a'], T0 + 2).ok).toBe(false);
    // Taken in one window, refunded in the next: the next keeps its count.
    const late = take(windows, ['b'], T0);
    take(windows, ['b'], T0 + WINDOW);
    take(windows, ['b'], T0 + WINDOW);
    late.refund();
    expect(windows.reserve(['b'], T0 + WINDOW + 1).ok).toBe(false);
  });

  it('a window whose every attempt was refunded is gone: the next attempt opens a new one', () => {
    const windows = createAttemptWindows({ max: 1, windowMs: WINDOW });
    take(windows, ['a'], T0).refund();
    take(windows, ['a'], T0 + WINDOW - 1000);
    // Counted from T0 + WINDOW - 1000, not from T0.
    expect(windows.reserve(['a'], T0 + WINDOW + 1000)).toEqual({ ok: false, retryMs: WINDOW - 2000 });
  });

  it('keep at most maxKeys keys, forgetting the oldest window first', () => {
    const windows = createAttemptWindows({ max: 1, windowMs: WINDOW, maxKeys: 3 });
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) take(windows, [key], T0 + i);
    expect(windows.reserve(['a'], T0 + 10).ok).toBe(true);
    expect(windows.reserve(['d'], T0 + 10).ok).toBe(false);
  });
});

describe('address keys', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::ffff:a00:1', '10.0.0.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
