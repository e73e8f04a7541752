// jsdom setup for the component tests: jest-dom matchers, cleanup between tests, and the browser
// APIs jsdom lacks that MUI / react-admin touch (matchMedia, ResizeObserver, scrollTo).
import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { act, cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { createRequire } from 'node:module';
import { createRoot } from 'react-dom/client';
import { Transition } from 'react-transition-group';
import { afterAll, afterEach, vi } from 'vitest';
import { feedback } from '../../dataProvider/feedback';
import { settleViewLoads } from '../../src/shell/lazyView';
import { staticMediaQuery } from './viewport';

// react-admin resolves auth, permissions and data asynchronously: the first render of a file can
// take more than testing-library's default 1 s, and several seconds while another worker keeps the
// second core busy (still under the project's 20 s testTimeout).
configure({ asyncUtilTimeout: 15000 });

// Each test starts on real timers: one that fakes them (in the test or a beforeEach) need not put
// them back itself.
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  forgetStyles();
  localStorage.clear();
  sessionStorage.clear();
});

// The files of a worker share one jsdom and one module graph (isolate: false in vitest.config.ts):
// each file leaves the page as a fresh one would be for the next — the feedback store emptied,
// globals unstubbed, the initial URL and title (Vitest restores the spies itself; real timers come
// back after each test, above).
afterAll(async () => {
  // A view's code still loading when the file ends would be cut off, and the runner would keep that
  // failure for the next files (seen: 'Cannot load … after the environment was torn down').
  let late: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    settleViewLoads(),
    new Promise((_, reject) => {
      late = setTimeout(() => reject(new Error('El código de una vista sigue cargando 5 s después del final del archivo (¿una carga que nunca llega?)')), 5000);
    }),
  ]).finally(() => clearTimeout(late));
  feedback.reset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

// MUI's styles (emotion's page-wide cache: one <style> per rule) would pile up over a worker's files,
// 1,000–1,700 of them, and jsdom matches every rule against each element whose style testing-library
// reads (every ancestor of every element a *ByRole query or an accessible name looks at). Each test
// starts without them; its renders write back those it uses. And they go in as production writes
// them (emotion's 'speedy' sheet: insertRule into one stylesheet) instead of development's one
// <style> element per rule, each a new stylesheet for jsdom to parse and list: the project's CPU
// 141 → 131 s (2026-11-30). Global styles (CssBaseline's) take the setting from this sheet.
let emotionCache: EmotionCache | null = null;
function forgetStyles(): void {
  if (!emotionCache) {
    const Grab = () => {
      const cache = __unsafe_useEmotionCache();
      // Once: the sheet stays the page's for the worker's life.
      if (cache) cache.sheet.isSpeedy = true;
      emotionCache = cache;
      return null;
    };
    // Into a detached element: the page the tests look at stays as cleanup left it.
    const root = createRoot(document.createElement('div'));
    act(() => root.render(React.createElement(Grab)));
    act(() => root.unmount());
  }
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  emotionCache.inserted = {};
}

// MUI's dialogs, menus and popovers open and close through react-transition-group, each step ending
// on a timer of the theme's duration: 195–225 ms, about 470 a run — 100 s of the project's workers
// doing nothing. The steps and their callbacks stay (its `config.disabled` skips them, and MUI's
// modals then never show); only the wait goes.
{
  type TimedSteps = { onTransitionEnd(this: unknown, timeout: number | null | undefined, handler: () => void): void };
  const steps = Transition.prototype as unknown as TimedSteps;
  const endStep = steps.onTransitionEnd;
  steps.onTransitionEnd = function (timeout, handler) {
    endStep.call(this, timeout == null ? timeout : 0, handler);
  };
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => staticMediaQuery(query, false),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom implements scrollTo as "not implemented" (logs an error); react-admin scrolls on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// React's development build captures an owner stack for each element it creates (an Error and a
// console task, up to 10,000 per render): about a tenth of this project's CPU (components 181 → 166 s
// summed over the files, 2026-11-30), used only to decorate React's own dev warnings with where an
// element was made. Its counter held past the limit, React uses its shared 'unknown owner' stack.
{
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined, configurable: true });
}

// testing-library reads the computed style of every ancestor of every element a *ByRole query or an
// accessible name looks at, many times over between two changes of the page. jsdom keeps each
// element's computed style until the page or its styles change, but hands out a copy on every read,
// setting each property again through its CSS parser (~14 % of the project's CPU). The copy is
// skipped: while jsdom's kept style is the same object, the style first handed out for it is handed
// out again; any change that makes jsdom drop it makes this drop it too.
{
  type ElementImpl = { _ownerDocument: { _styleCache: WeakMap<object, object> } };
  const readStyle = window.getComputedStyle as typeof window.getComputedStyle & { reusesStyles?: true };
  if (!readStyle.reusesStyles) {
    const { implForWrapper } = createRequire(import.meta.url)('jsdom/lib/generated/idl/utils.js') as { implForWrapper(wrapper: unknown): ElementImpl | null };
    const handedOut = new WeakMap<object, CSSStyleDeclaration>();
    const kept = (element: Element) => {
      const impl = implForWrapper(element);
      return impl?._ownerDocument._styleCache.get(impl);
    };
    const reusingStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
      if (pseudoElement) return readStyle.call(window, element, pseudoElement);
      const before = kept(element);
      const reused = before && handedOut.get(before);
      if (reused) return reused;
      const style = readStyle.call(window, element);
      const after = kept(element);
      if (after) handedOut.set(after, style);
      return style;
    };
    window.getComputedStyle = Object.assign(reusingStyle, { reusesStyles: true as const });
  }
}
