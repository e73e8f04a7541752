// The browser's Date on the tests' day: an init script shifts Date (new Date(), Date.now(), Date())
// so the page's 'today' is the server's (SCHOOL_CLOCK_START, test/testDay.ts), with time still
// flowing and the timers untouched (playwright's clock.install would fake those too).
import type { BrowserContext } from 'playwright-core';
import { TEST_START } from '../testDay';

/** Runs in the page, before its scripts: `start` is where the page's clock begins. */
function shiftDate(start: number): void {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const offset = start - realNow();
  const now = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}

export async function onTestDay(context: BrowserContext): Promise<void> {
  await context.addInitScript(shiftDate, new Date(TEST_START).getTime());
}
