import { GraphQLError } from 'graphql';
import { MESSAGES as TEXTS } from '../config/limits';
import { QUERY_TIMEOUT_CODE } from '../db/timeouts';

/**
 * A request that fails because a shared engine cannot be reached (the database restarting,
 * the bucket down) is the service's fault and temporary: both transports answer it with
 * HTTP 503, a Retry-After and a clear message (graphql/unavailable-plugin.ts,
 * rest/envelope.ts, app.ts), never a masked 500, and never after a long hang (the pools
 * fail a connection that cannot be made at once: db/mikro-orm.config.ts).
 */
export const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** `disk`: the upload spool is over its quota or its disk is short of space (media/spool.ts). */
export type UnavailableEngine = 'database' | 'storage' | 'disk';

export const UNAVAILABLE_MESSAGES: Record<UnavailableEngine, string> = {
  disk: TEXTS.uploadSpaceShort,
  database:
    'The service is briefly unavailable (its database cannot be reached). Please try again in a few seconds.',
  storage:
    'Media storage cannot be reached, so nothing was saved. Please try again in a few seconds.',
};

/** Socket-level failures (node, pg, the AWS SDK). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  // postgres.js (the read pools)
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * The pools' time limits (db/timeouts.ts): a statement cancelled by statement_timeout
 * (57014), one the database did not answer at all (frozen), a connection not made in time.
 */
const TIMEOUT_CODES = new Set(['57014', QUERY_TIMEOUT_CODE]);
const TIMEOUT_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/** PostgreSQL: connection exceptions, shutting down / starting up, too many connections. */
const PG_UNAVAILABLE = /^(08...|57P01|57P02|57P03|53300)$/;

// The codes again in messages: some wrappers keep only the text (the AWS SDK's, for errors
// from another realm, as under jest).
const MESSAGES =
  /\b(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)\b|Connection terminated|connection error and is not queryable|Timeout acquiring a connection|the database system is (starting up|shutting down)/i;

/** Which engine `error` (or an error it wraps) says is unreachable, if any. */
export function unavailableEngine(error: unknown): UnavailableEngine | undefined {
  // A value PostgreSQL refused is the request's fault, even when it broke the protocol (08P01).
  if (isBadDataError(error)) return undefined;
  const seen = new Set<unknown>();
  let storage = false;
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const e = current as {
      code?: unknown;
      message?: unknown;
      $metadata?: unknown;
      name?: unknown;
      cause?: unknown;
      previous?: unknown;
      originalError?: unknown;
      errors?: unknown;
    };
    // AWS SDK errors carry $metadata; a storage failure must name the bucket, not the database.
    if (e.$metadata !== undefined) storage = true;
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code === 'ENOSPC' || code === 'EDQUOT') return 'disk';
    if (
      (code && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) ||
      (code && TIMEOUT_CODES.has(code)) ||
      (typeof e.message === 'string' && TIMEOUT_MESSAGES.test(e.message)) ||
      e.name === 'KnexTimeoutError' ||
      e.name === 'ConnectionException' ||
      (typeof e.message === 'string' && MESSAGES.test(e.message))
    ) {
      return storage || e.$metadata !== undefined || isStorageChain(error) ? 'storage' : 'database';
    }
    queue.push(e.cause, e.previous, e.originalError);
    if (Array.isArray(e.errors)) queue.push(...(e.errors as unknown[]));
  }
  return undefined;
}

/** True when some error in the chain comes from the S3 client. */
function isStorageChain(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { $metadata?: unknown }).$metadata !== undefined) return true;
    current =
      (current as { cause?: unknown; originalError?: unknown }).cause ??
      (current as { originalError?: unknown }).originalError;
  }
  return false;
}

/**
 * Rethrows an unreachable-engine error as a GraphQL error that says so with HTTP 503 (for
 * the steps Apollo runs outside the request pipeline's error handling: the context).
 */
export function asUnavailableGraphQLError(error: unknown): unknown {
  const engine = unavailableEngine(error);
  if (!engine) return error;
  return new GraphQLError(UNAVAILABLE_MESSAGES[engine], {
    extensions: {
      code: UNAVAILABLE_CODE,
      http: {
        status: 503,
        headers: new Map([['retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)]]),
      },
    },
  });
}

/**
 * PostgreSQL refused a value the request carried: a data exception (SQLSTATE class 22: a NUL
 * or invalid UTF-8 in text 22021, 22P05; a number out of its column's range 22003; bad
 * syntax for a type 22P02...), or the protocol violation 08P01 a NUL in an inlined query
 * causes. Bad input (400), never a 500 nor "the database cannot be reached". The transports
 * refuse such input before it gets here (rest/input-guard.ts, graphql/input-text-plugin.ts);
 * this is the net under them.
 */
export function isBadDataError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (seen.has(current)) return false;
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|08P01)$/.test(code)) return true;
    const e = current as { cause?: unknown; previous?: unknown; originalError?: unknown };
    current = e.cause ?? e.previous ?? e.originalError;
  }
  return false;
}
