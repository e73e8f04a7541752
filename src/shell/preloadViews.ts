// Once the user is in, every lazy view's code is fetched while the browser is idle, one view at a
// time, so that a first visit to a page finds it loaded (no fallback, no wait). Views declared by
// modules loaded on the way (a dialog inside a page) join the queue as they appear.
import { lazyViewPreloaders } from './lazyView';

type Idle = (run: () => void) => void;

const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 50);
};

/** Starts the preloading; the returned function stops it (the next view is not fetched). */
export function preloadViews(preloaders: () => Iterable<() => Promise<unknown>> = lazyViewPreloaders, idle: Idle = whenIdle): () => void {
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
  next();
  return () => {
    stopped = true;
  };
}
