import { REPLAY_MESSAGE } from './replayMessage';

/** The built worker (vite-plugin-pwa writes dist/sw.js; the API serves it from the site root). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Asks the active worker to send the progress it queued while offline. */
export function replayQueuedProgress(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: REPLAY_MESSAGE });
}

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * render (the worker then fetches its precache in the background). The connection coming back
 * (the `online` event) asks it to send queued progress at once; browsers with Background Sync
 * would also send it on their own, later. Only in a production build: the dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  window.addEventListener('online', replayQueuedProgress);
  // A page opened after the connection came back (no `online` event there) sends it too.
  void navigator.serviceWorker.ready.then(() => {
    if (navigator.onLine) replayQueuedProgress();
  });
}
