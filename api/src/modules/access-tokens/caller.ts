import type { RequestScope } from '../../graphql/context';

/**
 * Who is calling, for per-caller budgets (rate limits): the access token when one is used
 * (each token has its own budget), else the signed-in user, else the client IP.
 */
export function callerKey(scope: Pick<RequestScope, 'credential' | 'viewer' | 'ip'>): string {
  if (scope.credential?.kind === 'token') return `token:${scope.credential.tokenId}`;
  if (scope.viewer) return `user:${scope.viewer.id}`;
  return `ip:${scope.ip}`;
}
