import postgres from 'postgres';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityDictionary, EntityName } from '@mikro-orm/core';

/** A read statement with a fixed text, prepared once per connection. */
export interface ReadStatement {
  readonly text: string;
}

/** Declares a read statement (`$1..$n` placeholders; whitespace is collapsed). */
export function readStatement(text: string): ReadStatement {
  return { text: text.replace(/\s+/g, ' ').trim() };
}

/**
 * `to_char` of a timestamptz as JavaScript's `toISOString()` (UTC, milliseconds; PostgreSQL and
 * V8 both truncate the microseconds), so hot read paths format dates in SQL.
 */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Dates and timestamps as text, as MikroORM's PostgreSQL connection returns them (see its getConnectionOptions). */
const TEXT_DATES = {
  to: 1184,
  from: [1082, 1114, 1184],
  serialize: (value: Date | string) =>
    (value instanceof Date ? value : new Date(value)).toISOString(),
  parse: (text: string) => text,
};

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
 * Only for reads outside transactions (a request's transaction lives on its EntityManager;
 * callers that may run inside one use the EntityManager's connection instead, see
 * `readRows`). Values come back as MikroORM's driver returns them: timestamps as text, counts
 * (bigint) as text, JSON parsed, `undefined` bound as NULL.
 */
export class ReadPool {
  private readonly sql: postgres.Sql;

  /**
   * `pipeline: false` for statements of very different durations: a statement then waits for
   * a free connection (first come, first served) instead of queueing behind a slow one.
   */
  constructor(connectionString: string, max: number, options: { pipeline?: boolean } = {}) {
    // Statements in flight per connection beyond the first. postgres.js reads `max_pipeline`
    // (0 = one at a time) but its types omit it; read-pool.test checks what it does.
    const pipelining: object = { max_pipeline: options.pipeline === false ? 0 : 100 };
    this.sql = postgres(connectionString, {
      ...pipelining,
      max,
      idle_timeout: 30,
      transform: { undefined: null },
      types: { date: TEXT_DATES },
      onnotice: () => undefined,
    });
  }

  async rows<T extends object>(statement: ReadStatement, values: unknown[]): Promise<T[]> {
    const params = values as postgres.ParameterOrJSON<never>[];
    return await this.sql.unsafe<T[]>(statement.text, params, { prepare: true });
  }

  close(): Promise<void> {
    return this.sql.end({ timeout: 5 });
  }
}

/** An array as a PostgreSQL array literal (for a driver that would expand arrays into lists). */
function arrayLiteral(values: unknown[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/**
 * Runs a read statement on the read pool, or, when `em` is inside a transaction, through that
 * transaction (same text; `$n` become knex `?` bindings, arrays become array literals) so a
 * read never misses the transaction's own writes.
 */
export function readRows<T extends object>(
  em: EntityManager,
  pool: ReadPool,
  statement: ReadStatement,
  values: unknown[],
): Promise<T[]> {
  const tx = em.getTransactionContext();
  if (!tx) return pool.rows<T>(statement, values);
  const bound: unknown[] = [];
  const text = statement.text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = values[Number(n) - 1];
    bound.push(Array.isArray(value) ? arrayLiteral(value) : value);
    return '?';
  });
  return em.getConnection().execute<T[]>(text, bound, 'all', tx);
}

/**
 * A read statement's row as a managed entity (`em.map`), registered with the row as its
 * original data exactly as `em.find` does: for callers that hand the entity on to the
 * EntityManager (as a query filter or a relation). Pure reads use views (db/row-view.ts),
 * which cost a fraction. `cascade: false`: without it `em.merge` then takes a second
 * snapshot of every entity (a deep clone for change tracking) and walks its relations.
 * `em.map` passes its options on to `em.merge`, whose `cascade` option its type does not
 * list (MikroORM is pinned; a reading test checks that no second snapshot is taken).
 */
export function mapRow<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  row: Record<string, unknown>,
): T {
  return em.map(entity, row as EntityDictionary<T>, { cascade: false } as { schema?: string });
}
