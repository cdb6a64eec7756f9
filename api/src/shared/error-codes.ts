// The one table of domain error codes. Both transports' error mappers read it
// (graphql/errors.ts: `extensions.code`; rest/envelope.ts: the v1 HTTP status), and
// the web compares codes with it (imported through the `@shared/error-codes` alias).
// Keep it free of imports.

/** Every domain error code and the HTTP status v1 answers it with. */
export const ERROR_HTTP_STATUS = {
  BAD_USER_INPUT: 400,
  /** A GraphQL query over the maximum cost, node count or size (graphql/limits.ts). */
  MAX_COST_EXCEEDED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

/** The closed set of domain error codes (docs/api.md, Errors). */
export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** The codes as constants (`ErrorCode.NOT_FOUND`), so a misspelt code fails the build. */
export const ErrorCode = Object.fromEntries(
  Object.keys(ERROR_HTTP_STATUS).map((code) => [code, code]),
) as { readonly [C in ErrorCode]: C };

/** Every domain error code, in the table's order. */
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];
