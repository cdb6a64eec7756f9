import { ErrorCode } from './error-codes';

/** An error whose message is safe to show to the client. Anything else is masked. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field at fault, when there is one. */
    readonly field?: string,
    /** Extra machine-readable details for the client (GraphQL `extensions`), e.g. `requiredScope`, `retryAfter` (seconds; v1 sends it as Retry-After). */
    readonly details?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, field?: string) =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, field);
export const notFound = (message = 'Not found') => new AppError(ErrorCode.NOT_FOUND, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(ErrorCode.FORBIDDEN, message);
/** A personal access token without the scope an operation needs: FORBIDDEN with `requiredScope`. */
export const scopeMissing = (scope: string, message: string) =>
  new AppError(ErrorCode.FORBIDDEN, message, undefined, { requiredScope: scope });
export const unauthenticated = (message: string) =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const conflict = (message: string, field?: string) =>
  new AppError(ErrorCode.CONFLICT, message, field);
export const tooLarge = (message: string, field?: string) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, field);
/** Over a rate limit: RATE_LIMITED with `retryAfter` (whole seconds, at least 1), as the GraphQL budget answers. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(ErrorCode.RATE_LIMITED, message, undefined, {
    retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
