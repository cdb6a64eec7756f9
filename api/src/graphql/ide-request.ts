/**
 * Whether a request to /graphql is a browser opening the GraphQL IDE rather than a GraphQL
 * request: a GET (or HEAD) that accepts HTML and has no `query` parameter. A GET with
 * `?query=` stays a GraphQL request whatever its Accept header.
 * No imports: Vite's dev proxy (web/vite.config.ts) uses the same test.
 */
export function wantsGraphQLIde(
  method: string | undefined,
  url: string | undefined,
  accept: string | undefined,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept || !/\btext\/html\b/i.test(accept)) return false;
  const queryStart = (url ?? '').indexOf('?');
  if (queryStart < 0) return true;
  const params = new URLSearchParams((url ?? '').slice(queryStart + 1).split('#')[0]);
  return !params.has('query');
}
