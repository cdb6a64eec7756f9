import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BaseContext } from '@apollo/server';
import type { RequestHooks, RequestPart } from './request-plugin';

/** Everything a CDN or browser must not keep: signed-in answers, errors, mutations, POSTs. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Who may cache a GraphQL answer. Only an anonymous GET query (no Authorization header at
 * all) that ran without errors is public, for `publicMaxAge` seconds, varying on
 * Authorization (a CDN must never hand it to, or take it from, a signed-in request) and
 * Accept-Encoding. Everything else is `private, no-store`. Apollo's own cache-control
 * plugin is disabled (app.ts: it wrapped every field resolver), so no field has a
 * cache hint and the rule is by request, not by field: every public query reads public
 * data only, because an anonymous viewer sees nothing else.
 */
export function cachePolicyPlugin(options: { publicMaxAge: number }): RequestPart<BaseContext> {
  const hooks: RequestHooks<BaseContext> = {
    willSendResponse({ request, response, operation, errors }) {
      const { headers } = response.http;
      const isPublic =
        options.publicMaxAge > 0 &&
        request.http?.method === 'GET' &&
        !request.http.headers.has('authorization') &&
        operation?.operation === 'query' &&
        !errors?.length &&
        (response.http.status ?? 200) === 200 &&
        response.body.kind === 'single' &&
        !response.body.singleResult.errors?.length;
      if (isPublic) {
        headers.set('cache-control', `public, max-age=${options.publicMaxAge}`);
        headers.set('vary', 'Authorization, Accept-Encoding');
      } else headers.set('cache-control', PRIVATE_NO_STORE);
    },
  };
  return { requestDidStart: () => hooks };
}

/**
 * Revalidation of a public answer (written by graphql/http.ts): a strong ETag of the body,
 * and `304 Not Modified` without a body when the request's If-None-Match names it. Returns
 * true when the 304 was sent. Answers that are not public get no ETag (nothing stores them),
 * and those that never went through the plugin (refused before Apollo ran) get no-store.
 */
export function answerConditionally(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
): boolean {
  const policy = res.getHeader('cache-control');
  if (policy === undefined) res.setHeader('cache-control', PRIVATE_NO_STORE);
  if (typeof policy !== 'string' || !policy.startsWith('public')) return false;
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url')}"`;
  res.setHeader('etag', etag);
  if (!matches(req.headers['if-none-match'], etag)) return false;
  res.statusCode = 304;
  res.removeHeader('content-type');
  res.end();
  return true;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
