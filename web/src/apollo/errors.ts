import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED';

/** The first GraphQL error's human message, or `fallback` for network and unknown errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return fallback;
}

export function errorCode(error: unknown): ErrorCode | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.extensions?.code as ErrorCode | undefined;
  }
  return undefined;
}
