import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import proxyaddr from 'proxy-addr';
import { openRequestScope } from '../scope/request-scope';
import { publicSearchOf } from '../scope/services';
import type { V1SearchPage } from '../modules/search/search.service';
import { findUnstorableText } from '../shared/unstorable-text';
import { presentV1SearchPage } from './v1-presenters/search-items';
import { plainRead, sendError, sendJsonBytes, type FastReadsOptions } from './fast-reads';
import { v1ReadRefusal } from './scope.middleware';

/**
 * `GET|HEAD /api/v1/search/books` and `/api/v1/search/issues`, with or without a query
 * string, in that exact case. Other forms (a trailing slash, another case, the users
 * search) go to Express, which answers them as before.
 */
const SEARCH_PATH = /^\/api\/v1\/search\/(books|issues)(?:\?(.*))?$/;

/** An encoded answer and its ETag. */
interface Encoded {
  body: Buffer;
  tag: string | undefined;
}

/**
 * The v1 book and issue searches ahead of Express, answered with the bytes Express's chain
 * gives them (the same headers, ETag, compression, rate limit, scope checks, validation and
 * error envelope; rest/__tests__/fast-search.test.ts compares the two). A page the result
 * cache remembers (modules/search/search-cache.ts) is one shared object, so its encoded
 * body is kept beside it and goes with it: a remembered search costs a cache look-up and a
 * write, no statement, no JSON. Gives false for a request it does not take.
 *
 * Requests it leaves to Express: any other path form, a query value Express's input guard
 * refuses, a conditional request (Express answers 304), a request with a body.
 */
export function fastSearch(
  options: FastReadsOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const encoded = new WeakMap<object, Encoded>();
  const encode = (page: Readonly<V1SearchPage>): Encoded => {
    let found = encoded.get(page);
    if (!found) {
      const body = Buffer.from(
        JSON.stringify({ status: 'success', ...presentV1SearchPage(page, options.deps.media) }),
      );
      found = { body, tag: options.etag?.(body) };
      encoded.set(page, found);
    }
    return found;
  };
  return (req, res) => {
    const match = plainRead(req, SEARCH_PATH);
    if (!match) return false;
    // Express's `simple` query parser; its input guard answers a value text cannot hold.
    const params = querystring.parse(match[2] ?? '');
    if (findUnstorableText({ ...params }, 'query')) return false;
    const kind = match[1] as 'books' | 'issues';
    serve(options, req, res, kind, params, encode).catch((error: unknown) =>
      sendError(options, req, res, error),
    );
    return true;
  };
}

async function serve(
  options: FastReadsOptions,
  req: IncomingMessage,
  res: ServerResponse,
  kind: 'books' | 'issues',
  params: Record<string, unknown>,
  encode: (page: Readonly<V1SearchPage>) => Encoded,
): Promise<void> {
  const { deps } = options;
  // Express's order, as on the fast reads: compression, helmet's headers, the rate limit.
  if (req.headers['accept-encoding'] !== undefined || options.rateLimitOn)
    options.compress(req, res, () => undefined);
  for (const [name, value] of options.securityHeaders) res.setHeader(name, value);
  if (options.rateLimitOn) {
    const ip = proxyaddr(req, options.trustProxy);
    if (!(await options.rateLimit.admit(ip, res))) return;
  }
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    // Works searches are the same for every viewer: the scope only decides a refusal.
    const scope = await openRequestScope(deps, authorization, proxyaddr(req, options.trustProxy));
    const refusal = v1ReadRefusal(scope);
    if (refusal) throw refusal;
  }
  const { body, tag } = encode(await publicSearchOf(deps).searchV1Works(kind, params));
  sendJsonBytes(options, req, res, 200, body, tag);
}
