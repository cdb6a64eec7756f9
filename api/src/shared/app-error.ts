/** The closed set of domain error codes (DESIGN.md "How a request flows"). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED';

/** An error whose message is safe to show to the client. Anything else is masked. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field);
export const tooLarge = (message: string, field?: string) =>
  new AppError('PAYLOAD_TOO_LARGE', message, field);

/** HTTP status of each code; an unmapped code fails the build (exhaustive switch). */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'RATE_LIMITED':
      return 429;
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}
