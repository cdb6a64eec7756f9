import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@shared/error-codes';

// The codes come from the API's one table; compare with its constants (`ErrorCode.NOT_FOUND`).
export { ErrorCode } from '@shared/error-codes';

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
