import { Pool, TypeOverrides, type QueryResultRow } from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityDictionary, EntityName } from '@mikro-orm/core';

/** A read statement with a fixed text, prepared once per connection under `name`. */
export interface ReadStatement {
  readonly name: string;
  readonly text: string;
}

/** Declares a read statement (names must be unique across the app; `$1..$n` placeholders). */
export function readStatement(name: string, text: string): ReadStatement {
  return { name, text: text.replace(/\s+/g, ' ').trim() };
}

/**
 * `to_char` of a timestamptz as JavaScript's `toISOString()` (UTC, milliseconds; PostgreSQL and
 * V8 both truncate the microseconds), so hot read paths format dates in SQL.
 */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Dates and timestamps as text, as MikroORM's PostgreSQL connection does (see its getConnectionOptions). */
function textDates(): TypeOverrides {
  const overrides = new TypeOverrides();
  for (const oid of [1082, 1114, 1184, 1186]) overrides.setTypeParser(oid, (s: string) => s);
  return overrides;
}

/**
 * A small node-postgres pool for the hottest public reads (v1 reader, GraphQL loaders, search
 * result rows), beside MikroORM's pool.
 *
 * Why: under load, MikroORM's query building and hydration were the main Node costs, and
 * PostgreSQL spent more time planning each statement (0.1-0.5 ms) than executing it
 * (0.02-0.05 ms). Statements sent here are fixed-text *named prepared statements*: each
 * connection parses and plans them once, later executions only bind and run.
 *
 * Only for reads outside transactions (a request's transaction lives on its EntityManager;
 * callers that may run inside one use the EntityManager's connection instead, see
 * `readRows`). Values come back as MikroORM's driver returns them (timestamps as text), so
 * rows can be handed to `em.map`; counts (bigint) are text.
 */
export class ReadPool {
  private readonly pool: Pool;

  constructor(connectionString: string, max: number) {
    this.pool = new Pool({ connectionString, max, idleTimeoutMillis: 30_000, types: textDates() });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  async rows<T extends QueryResultRow>(statement: ReadStatement, values: unknown[]): Promise<T[]> {
    const result = await this.pool.query<T>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }

  close(): Promise<void> {
    return this.pool.end();
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
export function readRows<T extends QueryResultRow>(
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
