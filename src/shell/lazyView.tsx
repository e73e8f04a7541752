// Views load on first use, so the login page downloads only the shell (react-admin, MUI, the
// providers and the login form): pages, sections, forms, date pickers and the CSV parser come with
// the page that needs them, or earlier through preloadViews() once the user is in. A view already
// loaded renders at once, without passing through Suspense: a preloaded page never shows a fallback.
import { isValidElement, lazy, Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ViewLoading } from './ViewLoading';

export type LazyView<P extends object> = ((props: P) => ReactElement) & {
  /** Fetches the view's code now (once); resolves to the view. */
  preload: () => Promise<ComponentType<P>>;
};

const preloaders = new Set<() => Promise<unknown>>();
/** The views' code being fetched now. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once no view's code is being fetched (failed fetches included). The component tests
 * wait for it at the end of each file: a fetch still running when its file ends is cut by the test
 * runner, and the runner keeps that failure for the module, so later files of the worker failed on it.
 */
export async function settleViewLoads(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Every lazy view's preload, in the order the views were declared. */
export function lazyViewPreloaders(): (() => Promise<unknown>)[] {
  return [...preloaders];
}

/**
 * Fetches now the code of those elements that are lazy views (a page's sections, its toolbar's
 * buttons), so the page does not stop at each one once its own code has arrived: every stop drew
 * the page again, and React holds a revealed part back up to 300 ms after a fallback showed.
 */
export function preloadLazyElements(elements: readonly ReactNode[]): void {
  for (const element of elements) {
    if (!isValidElement(element)) continue;
    const { preload } = element.type as { preload?: unknown };
    if (typeof preload === 'function') void (preload as () => Promise<unknown>)().catch(() => undefined);
  }
}

/** `fallback`: what shows while the code loads (default: a progress bar after a short delay). */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <ViewLoading />): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (loading) return loading;
    const started = load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (network) is tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    );
    loading = started;
    inFlight.add(started);
    void started.then(
      () => inFlight.delete(started),
      () => inFlight.delete(started),
    );
    return started;
  };
  // React.lazy keeps a failed load for good: after a failure the next render gets a fresh one.
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        Lazy = fresh();
        throw error;
      }
    });
  let Lazy = fresh();
  function View(props: P) {
    // Decided once per mounted view: switching from the lazy path to the loaded one later would
    // remount the page and lose its state.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  preloaders.add(preload);
  return Object.assign(View, { preload });
}
