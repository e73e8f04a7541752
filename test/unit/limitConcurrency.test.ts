// The dashboard's request limiter: never more than `max` tasks at once, the rest started in call
// order as others settle; results and failures reach their own callers.
import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../src/pages/home/limitConcurrency';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLimiter', () => {
  it('runs at most max tasks at once, in call order', async () => {
    const limit = createLimiter(2);
    const gates = Array.from({ length: 5 }, () => deferred<number>());
    const started: number[] = [];
    const results = gates.map((gate, i) => limit(() => {
      started.push(i);
      return gate.promise;
    }));
    // Settled as soon as it happens, so the failure is never an unhandled rejection.
    const first = results[0].then(() => 'cumplida', (e: Error) => e.message);
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1].resolve(1);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0].reject(new Error('falló'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2].resolve(2);
    gates[3].resolve(3);
    await tick();
    gates[4].resolve(4);
    expect(await first).toBe('falló');
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3, 4]);
  });

  it('lets a task that throws at once reject only its caller', async () => {
    const limit = createLimiter(1);
    const bad = limit(() => {
      throw new Error('al instante');
    });
    await expect(bad).rejects.toThrow('al instante');
    expect(await limit(async () => 5)).toBe(5);
  });

  it('refuses a limit below one', () => {
    expect(() => createLimiter(0)).toThrow();
  });
});
