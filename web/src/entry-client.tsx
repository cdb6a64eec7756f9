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
if (initialState) hydrateRoot(container, app);
else createRoot(container).render(app);
registerServiceWorker();
