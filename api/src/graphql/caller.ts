import type { RequestScope } from '../scope/request-scope';

/** Who a request's cost is charged to, and which budget applies. */
export interface Caller {
  /** Row key of the caller's budget (graphql/budget.ts). */
  key: string;
  /**
   * `token`: a personal access token (each token has its own budget, so a user's tools and
   * their browser do not share one); `session`: a signed-in user of the web app or a session
   * JWT; `anonymous`: a client IP.
   */
  kind: 'token' | 'session' | 'anonymous';
}

/** The budget key of a request: the access token, else the signed-in user, else the client IP. */
export function callerKey(scope: Pick<RequestScope, 'credential' | 'viewer' | 'ip'>): Caller {
  if (scope.credential?.kind === 'token')
    return { key: `token:${scope.credential.tokenId}`, kind: 'token' };
  if (scope.viewer) return { key: `user:${scope.viewer.id}`, kind: 'session' };
  return { key: `ip:${scope.ip}`, kind: 'anonymous' };
}
