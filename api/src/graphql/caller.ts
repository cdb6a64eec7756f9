import type { RequestScope } from './context';

/** Who a request's cost is charged to, and which budget applies. */
export interface Caller {
  /** Row key of the caller's budget (graphql/budget.ts). */
  key: string;
  /** `account`: a signed-in user (or, once personal access tokens exist, a token); `anonymous`: an IP. */
  kind: 'account' | 'anonymous';
}

/**
 * The budget key of a request: the signed-in user, else the client IP. Personal access tokens
 * get their own key (`token:<id>`, checked first) once the request scope names the credential,
 * so a user's tools and their browser session do not share one budget.
 */
export function callerKey(scope: Pick<RequestScope, 'viewer' | 'ip'>): Caller {
  if (scope.viewer) return { key: `user:${scope.viewer.id}`, kind: 'account' };
  return { key: `ip:${scope.ip}`, kind: 'anonymous' };
}
