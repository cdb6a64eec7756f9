import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../app-deps';
import { anonymousScope, openRequestScope, type RequestScope } from '../scope/request-scope';
import { authProblemMessage, requireViewer } from '../modules/auth/viewer';
import type { User } from '../modules/users/user.entity';
import { MESSAGES, type TokenScopeValue } from '../config/limits';
import { type AppError, scopeMissing, unauthenticated } from '../shared/app-error';
import { refuseUnstorableText } from '../shared/unstorable-text';
import { credentialAllows } from '../modules/access-tokens/access-tokens.policy';

/**
 * Opens the request scope (scope/request-scope.ts: the viewer now, services on first use). A
 * stale session on a public route just means no viewer; a dead personal access token is
 * refused on every route (401).
 */
export function scopeMiddleware(deps: AppDeps): RequestHandler {
  return (req, res, next) => {
    openRequestScope(deps, req.headers.authorization, req.ip ?? 'unknown')
      .then((scope) => {
        res.locals.scope = scope;
        if (scope.authProblem === 'invalid-token')
          next(unauthenticated(authProblemMessage('invalid-token')));
        else next();
      })
      .catch(next);
  };
}

/** The scope of a public route that has no viewer (feeds, OPDS, downloads). */
export function publicScopeMiddleware(deps: AppDeps): RequestHandler {
  return (req, res, next) => {
    res.locals.scope = anonymousScope(deps, req.ip ?? 'unknown');
    next();
  };
}

/**
 * What `scopeMiddleware` then `requireScope('read')` refuse on a v1 read: a dead personal
 * access token (401), a token without `read` (403). The fast reads (rest/fast-reads.ts) ask
 * the same.
 */
export function v1ReadRefusal(scope: RequestScope): AppError | undefined {
  if (scope.authProblem === 'invalid-token')
    return unauthenticated(authProblemMessage('invalid-token'));
  if (!credentialAllows(scope.credential, 'read'))
    return scopeMissing('read', MESSAGES.tokenScopeMissing('read'));
  return undefined;
}

export function scopeOf(res: Response): RequestScope {
  return res.locals.scope as RequestScope;
}

/** Guard for protected v1 routes: 401 with "not logged in" or "session expired". */
export const requireAuth: RequestHandler = (_req, res, next) => {
  const scope = scopeOf(res);
  try {
    requireViewer(scope.viewer, scope.authProblem);
    next();
  } catch (error) {
    next(error);
  }
};

export function viewerOf(res: Response): User {
  const scope = scopeOf(res);
  return requireViewer(scope.viewer, scope.authProblem);
}

/**
 * Wraps an async handler so rejections reach the error handler. A parsed JSON body with a
 * character text cannot hold (NUL...) is refused first (paths and queries: rest/input-guard.ts).
 */
export function handle(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      refuseUnstorableText(req.body, 'body');
    } catch (error) {
      next(error);
      return;
    }
    fn(req, res).catch(next);
  };
}

/**
 * Guard for v1 routes used with a personal access token: 403 unless the token has `scope`
 * (a session has every scope; anonymous callers pass and meet requireAuth where it applies).
 */
export function requireScope(scope: TokenScopeValue): RequestHandler {
  return (_req, res, next) => {
    const { credential } = scopeOf(res);
    next(
      credentialAllows(credential, scope)
        ? undefined
        : scopeMissing(scope, MESSAGES.tokenScopeMissing(scope)),
    );
  };
}

/** Router-level scopes: reads (GET, HEAD) need `read`, every other method `writeScope`. */
export function requireScopeByMethod(writeScope: TokenScopeValue): RequestHandler {
  const read = requireScope('read');
  const write = requireScope(writeScope);
  return (req, res, next) =>
    (req.method === 'GET' || req.method === 'HEAD' ? read : write)(req, res, next);
}
