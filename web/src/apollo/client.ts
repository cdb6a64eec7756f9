import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
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

/** The app's client: JSON over POST /graphql; file uploads go through `upload.ts`. */
export function createApolloClient(terminatingLink?: ApolloLink): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, terminatingLink ?? new HttpLink({ uri: GRAPHQL_ENDPOINT })]),
    cache: createCache(),
  });
}
