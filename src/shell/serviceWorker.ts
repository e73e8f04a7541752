// The service worker's registration (docs/operations.md 'Service worker'), production builds only
// (main.tsx loads this module after the page's load event). The worker (vite-plugin-pwa, generateSW,
// registerType 'prompt') precaches the build and never waits on its own: a new version waits until
// the user answers 'Actualizar ahora', which asks it to take over (SKIP_WAITING) and reloads once it
// has. Any waiting worker is announced, whatever its script URL. Its states are only logged.
import { announceUpdate } from './updateSignal';

const CHECK_EVERY_MS = 60 * 60 * 1000;

function announce(worker: ServiceWorker): void {
  // No controller: the first install, which takes the page at once (clientsClaim); nothing to ask.
  if (!navigator.serviceWorker.controller) return;
  announceUpdate(() => {
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

const watched = new WeakSet<ServiceWorker>();

function watch(worker: ServiceWorker): void {
  // The first registration both has an installing worker and fires updatefound for it.
  if (watched.has(worker)) return;
  watched.add(worker);
  worker.addEventListener('statechange', () => {
    console.info(`Service worker: ${worker.state}`);
    if (worker.state === 'installed') announce(worker);
  });
}

export async function registerServiceWorker(): Promise<void> {
  try {
    // A page loaded under an existing registration checks that registration's own script for a new
    // version; registering again under another URL would install a second worker beside it.
    const existing = await navigator.serviceWorker.getRegistration('/');
    const registration = existing ?? (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
    if (existing) void existing.update().catch(() => undefined);
    if (registration.waiting) announce(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration.installing) watch(registration.installing);
    });
    // A tab left open for days still learns of a new build.
    setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
  } catch (error) {
    console.warn('Service worker no registrado', error);
  }
}
