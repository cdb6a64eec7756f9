import type { ApolloServer, BaseContext, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler } from 'express';

/**
 * Express handler for Apollo Server: what `@as-integrations/express5` does, minus what a
 * GraphQL answer never needs on this hot path. The body goes out with `res.end` and an
 * explicit Content-Length instead of `res.send`, so Express does not hash every answer for an
 * ETag (GraphQL answers are `cache-control: no-store`: nothing stores them to revalidate),
 * and the query string is cut from the URL instead of parsed with the legacy `url.parse`.
 * Status, headers (content-type included) and body are Apollo's, unchanged.
 */
export function graphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: Request) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: searchOf(req.url),
      body: req.body,
    };
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest,
      context: () => context(req),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.setHeader('content-length', Buffer.byteLength(response.body.string));
      res.end(response.body.string);
      return;
    }
    // Incremental delivery (multipart): chunks as they come, flushed through compression.
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      (res as { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

/** `?a=1` of `/graphql?a=1#x`, as `url.parse(url).search` gives it; '' without a query. */
function searchOf(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return '';
  const hash = url.indexOf('#', query);
  return hash < 0 ? url.slice(query) : url.slice(query, hash);
}
