/**
 * How long a connection may wait for PostgreSQL, on every pool (MikroORM's node-postgres pool,
 * the postgres.js read pools, pg-boss). A database that is down refuses connections at once,
 * but one that is frozen (stopped, swapping, a hung host) accepts a connection or a statement
 * and never answers: without these limits every request would wait until the client gave up.
 * The request then fails with a timeout that shared/unavailable.ts answers as 503.
 */
export interface DbTimeouts {
  /** PostgreSQL's statement_timeout, in ms (0: none). */
  statementMs: number;
  /** Connecting, and waiting for a free connection of a full pool, in ms. */
  connectMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout, in ms (0: none). */
  idleInTransactionMs: number;
}

/**
 * The client stops waiting a second after the server should have cancelled the statement:
 * a slow statement fails with the server's own error (57014), a frozen server with this one.
 */
export const clientTimeoutMs = (timeouts: DbTimeouts): number =>
  timeouts.statementMs > 0 ? timeouts.statementMs + 1000 : 0;

/** Session settings sent when a connection starts (node-postgres and postgres.js both take them). */
function sessionSettings(timeouts: DbTimeouts) {
  return {
    ...(timeouts.statementMs > 0 ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  };
}

/** node-postgres client options (MikroORM's knex connection, pg-boss's pool). */
export function pgClientTimeouts(timeouts: DbTimeouts) {
  const query = clientTimeoutMs(timeouts);
  return {
    ...sessionSettings(timeouts),
    ...(query > 0 ? { query_timeout: query } : {}),
    connectionTimeoutMillis: timeouts.connectMs,
  };
}

/** postgres.js options (db/read-pool.ts); its connect timeout is in whole seconds. */
export function postgresJsTimeouts(timeouts: DbTimeouts) {
  return {
    connect_timeout: Math.max(1, Math.ceil(timeouts.connectMs / 1000)),
    connection: sessionSettings(timeouts),
  };
}

/** The code of the error a statement fails with when the database did not answer in time. */
export const QUERY_TIMEOUT_CODE = 'QUERY_TIMEOUT';

/**
 * `work`, or an error with code QUERY_TIMEOUT after `ms` (0: no limit). postgres.js has no
 * read timeout of its own; the statement itself stays queued on its connection and
 * completes, unobserved, when the database answers again.
 */
export async function withQueryTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`The database did not answer within ${ms} ms`), {
            code: QUERY_TIMEOUT_CODE,
          }),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
