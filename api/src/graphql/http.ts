import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer, BaseContext, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { answerConditionally } from './cache-policy';

/** A request whose body a parser has read (JSON, or the operations of a multipart upload). */
export type GraphQLHttpRequest = IncomingMessage & { body?: unknown };

/**
 * Hands one HTTP request to Apollo Server and writes its answer: what
 * `@as-integrations/express5` does, on Node's own request and response. The body goes out
 * with `res.end` and an explicit Content-Length, and the query string is cut from the URL
 * instead of parsed. Status, headers (content-type included) and body are Apollo's; a
 * public answer (graphql/cache-policy.ts) gets an ETag and may be a 304 instead.
 */
export async function executeGraphQL<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  req: GraphQLHttpRequest,
  res: ServerResponse,
  context: () => Promise<TContext>,
  /** Add compression()'s `Vary: Accept-Encoding` here (it did not wrap the response). */
  addVary = false,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const httpGraphQLRequest: HTTPGraphQLRequest = {
    method: (req.method ?? 'GET').toUpperCase(),
    headers,
    search: searchOf(req.url ?? ''),
    body: req.body,
  };
  const response = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    if (answerConditionally(req, res, response.body.string)) return;
    res.setHeader('content-length', Buffer.byteLength(response.body.string));
    if (addVary) varyOnEncoding(res);
    res.end(response.body.string);
    return;
  }
  if (addVary) varyOnEncoding(res);
  // Incremental delivery (multipart): chunks as they come, flushed through compression.
  for await (const chunk of response.body.asyncIterator) {
    res.write(chunk);
    (res as { flush?: () => void }).flush?.();
  }
  res.end();
}

/** `?a=1` of `/graphql?a=1#x`, as `url.parse(url).search` gives it; '' without a query. */
function searchOf(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return '';
  const hash = url.indexOf('#', query);
  return hash < 0 ? url.slice(query) : url.slice(query, hash);
}

/** The types compression() takes as compressible that this endpoint answers with. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.-]+\+)?json\s*(?:;|$))/i;

/** Cache-Control's `no-transform`, as compression() reads it. */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * What compression() does to an answer when the request has no Accept-Encoding (it never
 * compresses then): a compressible Content-Type without `Cache-Control: no-transform` gets
 * `Accept-Encoding` added to its Vary, once, by the `vary` package's rules (`*` stays `*`,
 * the header is set as `Vary`). Called just before the head is written, as compression's own
 * hook runs.
 */
export function varyOnEncoding(res: ServerResponse): void {
  const type = res.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return;
  const cacheControl = res.getHeader('cache-control');
  if (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)) return;
  const current = res.getHeader('vary') || '';
  const header = Array.isArray(current) ? current.join(', ') : String(current);
  const names = header
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  let value = header;
  if (header !== '*' && names.includes('*')) value = '*';
  else if (header !== '*' && !names.includes('accept-encoding'))
    value = header ? `${header}, Accept-Encoding` : 'Accept-Encoding';
  res.setHeader('Vary', value);
}
