import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { registerServiceWorker } from './modules/offline/register';
import './styles.css';
import './reading.css';

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

/**
 * The page module of a server-rendered route (the routes api/src/modules/web-head/ssr.ts
 * renders), loaded before hydrating: the page then hydrates with the rest of the tree instead
 * of after its code arrives, so its queries are live when the session check ends (AuthProvider
 * asks them again for a signed-in reader).
 */
function serverRenderedPage(pathname: string): Promise<unknown> | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  if (path === '/') return import('./pages/HomePage');
  if (path === '/search') return import('./pages/SearchPage');
  if (path === '/articles') return import('./pages/ArticlesPage');
  if (path.startsWith('/articles/')) return import('./pages/ArticlePage');
  if (/^\/profile\/[^/]+$/.test(path)) return import('./pages/ProfilePage');
  if (path.startsWith('/details/')) return import('./pages/DetailsPage');
  if (path.startsWith('/read/')) return import('./pages/ReaderPage');
  return undefined;
}

const initialState = serverState();
const client = createApolloClient(undefined, { initialState });
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App client={client} serverRendered={initialState !== undefined} />
  </StrictMode>
);

// A server-rendered page is hydrated: React takes over its markup and the cache answers the
// page's queries. The empty shell (a page the server does not render, or a render that timed
// out) is rendered as before.
if (initialState)
  void Promise.resolve(serverRenderedPage(window.location.pathname))
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
else createRoot(container).render(app);
registerServiceWorker();
