import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { getToken } from './apollo/token';
import { App } from './App';
import { registerServiceWorker } from './modules/offline/register';
import { preloadServerRenderedPage } from './routes';

/**
 * The app in the browser, loaded by entry-client.tsx once the page has painted: hydrates a
 * server-rendered page, or renders the empty shell's page itself.
 */

/** The id of the data block the server writes the page's Apollo cache into (api web-head/ssr.ts). */
const APOLLO_STATE_ID = '__APOLLO_STATE__';

/** The server's cache for this page, or undefined when the page came as the empty shell. */
function serverState(): NormalizedCacheObject | undefined {
  const block = document.getElementById(APOLLO_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}

// A signed-in reader's browser renders the page itself, as it did before server rendering:
// the server's markup and data are an anonymous visitor's, and swapping in the reader's own
// state after hydrating raced with the page's own hydration (a page could keep the visitor's
// answers). Visitors, who are most first loads, hydrate the server's page.
const initialState = getToken() ? undefined : serverState();
const client = createApolloClient(undefined, { initialState });
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App client={client} serverRendered={initialState !== undefined} />
  </StrictMode>
);

// A server-rendered page is hydrated: React takes over its markup and the cache answers the
// page's queries. Its module comes first, so the whole page hydrates in one pass (its queries
// are live when the session check ends; AuthProvider asks them again for a signed-in reader).
// The empty shell (a page the server does not render, or a render that timed out) is rendered
// as before.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole tree in one task (on a slow phone that task was most of
// the page's blocking time). Input that arrives meanwhile hydrates its own part first.
if (initialState)
  void preloadServerRenderedPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
else createRoot(container).render(app);
registerServiceWorker();
