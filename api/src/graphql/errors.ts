import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError } from '../shared/app-error';
import { ERROR_CODES, ErrorCode } from '../shared/error-codes';
import type { Logger } from '../shared/logger';
import { MESSAGES } from '../config/limits';
import {
  isBadDataError,
  UNAVAILABLE_CODE,
  UNAVAILABLE_MESSAGES,
  unavailableEngine,
} from '../shared/unavailable';

export const PERSISTED_QUERY_HASH_MISMATCH = 'PERSISTED_QUERY_HASH_MISMATCH';

// Codes safe to show as they are: the domain codes (the shared table) and the ones
// Apollo/graphql-js produce themselves for bad requests.
const CLIENT_CODES = new Set<string>([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  PERSISTED_QUERY_HASH_MISMATCH,
  'OPERATION_RESOLUTION_FAILURE',
  UNAVAILABLE_CODE,
]);

/** Extensions a client may read besides the code: the numbers behind a cost or rate-limit refusal. */
const PUBLIC_EXTENSIONS = [
  'cost',
  'nodes',
  'fields',
  'repeats',
  'tokens',
  'bytes',
  'retryAfter',
  'field',
] as const;

function publicExtensions(extensions: GraphQLFormattedError['extensions']) {
  const picked: Record<string, unknown> = {};
  for (const key of PUBLIC_EXTENSIONS)
    if (extensions && extensions[key] !== undefined) picked[key] = extensions[key];
  return picked;
}

/**
 * Apollo refuses some requests with a bare GraphQLError (HTTP 400, no code), which would be
 * masked as an internal error: a persisted-query hash that is not the sha256 of the query
 * sent with it gets its own code; the others (an unsupported persisted-query version) are
 * BAD_REQUEST.
 */
function apolloRefusalCode(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError) || error.originalError) return undefined;
  const status = (error.extensions?.http as { status?: number } | undefined)?.status;
  if (error.extensions?.code !== undefined || status !== 400) return undefined;
  return error.message === 'provided sha does not match query'
    ? PERSISTED_QUERY_HASH_MISMATCH
    : 'BAD_REQUEST';
}

/** AppErrors keep their code and message; anything unexpected is logged and masked. */
export function formatGraphQLError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(original.field ? { field: original.field } : {}),
          ...original.details,
        },
      };
    }
    if (isBadDataError(original)) {
      return {
        message: MESSAGES.unstorableValue,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: ErrorCode.BAD_USER_INPUT },
      };
    }
    // An engine that cannot be reached: temporary, HTTP 503 (graphql/unavailable-plugin.ts).
    const engine = unavailableEngine(original);
    if (engine) {
      return {
        message: UNAVAILABLE_MESSAGES[engine],
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: UNAVAILABLE_CODE },
      };
    }
    const code = apolloRefusalCode(original) ?? formatted.extensions?.code;
    if (
      typeof code === 'string' &&
      CLIENT_CODES.has(code) &&
      !(original instanceof Error && !(original instanceof GraphQLError))
    ) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code, ...publicExtensions(formatted.extensions) },
      };
    }
    // graphql-upload-minimal reports oversize uploads as plain errors with status 413.
    const status = (original as { status?: number; statusCode?: number })?.status;
    if (status === 413) {
      return {
        message: 'The file is too large',
        path: formatted.path,
        extensions: { code: ErrorCode.PAYLOAD_TOO_LARGE },
      };
    }
    log.error('unexpected GraphQL error', {
      message: (original as Error)?.message,
      stack: (original as Error)?.stack,
      path: formatted.path,
    });
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
