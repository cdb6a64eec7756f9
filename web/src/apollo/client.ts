import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { authHeaders } from './token';

export const GRAPHQL_ENDPOINT = '/graphql';

/** Adds `Authorization: Bearer <token>` when a session token is stored. */
export const authLink = new SetContextLink((prevContext) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), ...authHeaders() },
}));

export function createCache(): InMemoryCache {
  return new InMemoryCache();
}

/**
 * After hydration from the server's cache, `network-only` and `cache-and-network` queries
 * read the cache for this long instead of asking again for what the page arrived with.
 */
export const SSR_FORCE_FETCH_DELAY_MS = 100;

export interface ApolloClientOptions {
  /** The server render: one client per request, no polling or refetching. */
  ssrMode?: boolean;
  /** The cache the server rendered with (the page's state block). */
  initialState?: NormalizedCacheObject;
}

/**
 * The app's client: JSON over POST /graphql; file uploads go through `upload.ts`. The server
 * render passes its own terminating link (the operations run in the API process).
 */
export function createApolloClient(
  terminatingLink?: ApolloLink,
  options: ApolloClientOptions = {},
): ApolloClient {
  const cache = createCache();
  if (options.initialState) cache.restore(options.initialState);
  return new ApolloClient({
    link: ApolloLink.from([authLink, terminatingLink ?? new HttpLink({ uri: GRAPHQL_ENDPOINT })]),
    cache,
    ssrMode: options.ssrMode ?? false,
    ...(options.initialState ? { ssrForceFetchDelay: SSR_FORCE_FETCH_DELAY_MS } : {}),
  });
}
