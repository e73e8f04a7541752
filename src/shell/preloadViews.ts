// Once the user is in, every lazy view's code is fetched while the browser is idle, one view at a
// time, so that a first visit to a page finds it loaded (no fallback, no wait). Views declared by
// modules loaded on the way (a dialog inside a page) join the queue as they appear. It begins once
// the page has loaded and a few seconds have passed: started with the first page, each view's code
// (fetched, compiled, run) competed with that page's own drawing, about a sixth of the main thread's
// work while the students list loaded on a slow phone (issue 43 point 15).
import { lazyViewPreloaders } from './lazyView';

type Idle = (run: () => void) => void;

/** How long after the page's load event the preloading begins. */
export const PRELOAD_AFTER_LOAD_MS = 5000;

const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 10_000 });
  else setTimeout(run, 50);
};

const afterLoad: Idle = (run) => {
  const later = () => setTimeout(run, PRELOAD_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

/** Starts the preloading; the returned function stops it (the next view is not fetched). */
export function preloadViews(preloaders: () => Iterable<() => Promise<unknown>> = lazyViewPreloaders, idle: Idle = whenIdle, begin: Idle = afterLoad): () => void {
  let stopped = false;
  const done = new Set<() => Promise<unknown>>();
  const next = () => {
    if (stopped) return;
    const preload = [...preloaders()].find((candidate) => !done.has(candidate));
    if (!preload) return;
    done.add(preload);
    idle(() => {
      if (stopped) return;
      // A view that fails to load now is fetched again when it is shown.
      preload().catch(() => undefined).finally(next);
    });
  };
  begin(next);
  return () => {
    stopped = true;
  };
}
