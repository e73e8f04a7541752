import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appResources } from '../resources/appResources';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// The service worker, in the built app only (docs/operations.md 'Service worker'; not in dev, not under the tests): registered
// once the page has loaded, its code fetched apart (src/shell/serviceWorker.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./shell/serviceWorker').then((m) => m.registerServiceWorker()));
}

createRoot(container).render(
  <StrictMode>
    <App resources={appResources} />
  </StrictMode>,
);
