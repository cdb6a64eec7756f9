import postgres from 'postgres';
import { clientTimeoutMs, postgresJsTimeouts, withQueryTimeout, type DbTimeouts } from './timeouts';

/** Dates and timestamps as text, as MikroORM's PostgreSQL connection returns them (see its getConnectionOptions). */
const TEXT_DATES = {
  to: 1184,
  from: [1082, 1114, 1184],
  serialize: (value: Date | string) =>
    (value instanceof Date ? value : new Date(value)).toISOString(),
  parse: (text: string) => text,
};

/** Errors of a connection that was dropped under the statement: admin shutdown, reset, closed. */
const STALE_CONNECTION = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
]);

/**
 * A small pool of connections for the hottest public reads (v1 reader, GraphQL loaders,
 * search), beside MikroORM's pool.
 *
 * Why a pool of its own: under load, MikroORM's query building and hydration were the main
 * Node costs, and PostgreSQL spent more time planning each statement (0.1-0.5 ms) than
 * executing it (0.02-0.05 ms). Statements sent here are prepared: each connection parses and
 * plans a statement text once, later executions only bind and run.
 *
 * Why postgres.js here (MikroORM keeps node-postgres): it pipelines. Statements issued while
 * every connection is busy are queued onto the connections and written together, so under
 * load one socket write carries several statements and wakes PostgreSQL once. node-postgres
 * writes and waits per statement; with it, book details cost ~15 % more API CPU per
 * request, most of it in socket writes (docs/scaling.md).
 *
 * For statements outside transactions (a request's transaction lives on its EntityManager;
 * db/sql.ts runs a statement on the EntityManager's connection when there is one): the reads,
 * and the two single-statement counters every request may pay (the GraphQL budget's charge,
 * a write's rate limits), which gain the most from being prepared. Values come back as
 * MikroORM's driver returns them: timestamps as text, counts (bigint) as text, JSON parsed,
 * `undefined` bound as NULL.
 */
export class ReadPool {
  private readonly sql: postgres.Sql;
  private readonly timeoutMs: number;

  /**
   * `pipeline: false` for statements of very different durations: a statement then waits for
   * a free connection (first come, first served) instead of queueing behind a slow one.
   */
  constructor(
    connectionString: string,
    max: number,
    options: { pipeline?: boolean; timeouts?: DbTimeouts } = {},
  ) {
    // Statements in flight per connection beyond the first. postgres.js reads `max_pipeline`
    // (0 = one at a time) but its types omit it; read-pool.test checks what it does.
    const pipelining: object = { max_pipeline: options.pipeline === false ? 0 : 100 };
    this.timeoutMs = options.timeouts ? clientTimeoutMs(options.timeouts) : 0;
    this.sql = postgres(connectionString, {
      ...pipelining,
      ...(options.timeouts ? postgresJsTimeouts(options.timeouts) : {}),
      max,
      idle_timeout: 30,
      // postgres.js waits before reconnecting, longer with each failure the whole pool has seen
      // (up to 20 s by default): after the database restarts, reads would stall that long on
      // connections that failed while it was down, and answer 503 at the statement limit. A
      // short, capped wait (seconds) makes the first reads after a restart succeed.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      transform: { undefined: null },
      types: { date: TEXT_DATES },
      onnotice: () => undefined,
    });
  }

  async rows<T extends object>(text: string, values: readonly unknown[]): Promise<T[]> {
    const params = values as postgres.ParameterOrJSON<never>[];
    try {
      return await withQueryTimeout(
        this.sql.unsafe<T[]>(text, params, { prepare: true }),
        this.timeoutMs,
      );
    } catch (error) {
      // A connection the database dropped (a restart, a failover) fails its next statement;
      // reads are safe to send again, on a new connection. A database that is still down
      // fails the retry at once (the request answers 503: shared/unavailable.ts).
      if (!STALE_CONNECTION.has(String((error as { code?: unknown }).code))) throw error;
      return await withQueryTimeout(
        this.sql.unsafe<T[]>(text, params, { prepare: true }),
        this.timeoutMs,
      );
    }
  }

  close(): Promise<void> {
    return this.sql.end({ timeout: 5 });
  }
}
