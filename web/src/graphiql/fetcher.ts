import type { GraphiQLProps } from 'graphiql';

/** The API on this origin: the IDE is served by the API itself (or Vite's proxy in dev). */
export const GRAPHQL_URL = '/graphql';

/**
 * GraphiQL's fetcher: a JSON POST to /graphql with the headers from the headers editor
 * (e.g. `{"Authorization": "Bearer …"}`). No cookies: the API authenticates by token only.
 */
export const fetchGraphQL: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'omit',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      ...(options?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${response.status}: ${text.slice(0, 500)}`);
  }
};
