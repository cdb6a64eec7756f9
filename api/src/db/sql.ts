import type { EntityDictionary, EntityMetadata, EntityName } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ReadPool } from './read-pool';
import type { DbTimeouts } from './timeouts';
import { viewRow } from './row-view';

/** How a view refers to another row (entities' `*View` types use it). */
export type { RowRef } from './row-view';

/**
 * The one way to run SQL outside migrations. Every read that is not a plain `em.find` is
 * declared with `statement()` in its module's `*.queries.ts` and run with `rows()`,
 * `views()` or `entities()`; nothing outside `db/` touches a pool, the ORM connection or a
 * row mapper. docs/architecture.md tells where each piece lives.
 *
 * Where a statement runs:
 * - inside a transaction (the EntityManager has one): always on that transaction, so a read
 *   never misses the transaction's own writes;
 * - otherwise on the pool the statement names: `read` (the hot point reads, prepared and
 *   pipelined), `search` (the search engine's statements: prepared, not pipelined, because
 *   they vary from 0.1 to 30 ms) or `orm` (MikroORM's own connection pool, for statements
 *   that are not worth a prepared plan or that belong with the ORM's work). `bulk` is
 *   MikroORM's pool too, for writes of large values (a batch as one JSON text): MikroORM
 *   quotes every value into the SQL text in JavaScript, character by character, so these are
 *   sent as bind parameters instead, as they are.
 */

/** The process's read pools (db/read-pool.ts says why they exist). */
export interface ReadPools {
  /** Hot point reads: prepared statements, pipelined. */
  read: ReadPool;
  /** The PostgreSQL search engine's statements: prepared, not pipelined. */
  search: ReadPool;
}

export function createReadPools(
  databaseUrl: string,
  sizes: { read: number; search: number },
  timeouts?: DbTimeouts,
): ReadPools {
  return {
    read: new ReadPool(databaseUrl, sizes.read, { timeouts }),
    search: new ReadPool(databaseUrl, sizes.search, { pipeline: false, timeouts }),
  };
}

export async function closeReadPools(pools: ReadPools): Promise<void> {
  await pools.read.close();
  await pools.search.close();
}

/** The health check: one round trip on MikroORM's pool, the pool every write needs. */
export async function ping(orm: MikroORM): Promise<void> {
  await orm.em.getConnection().execute('select 1');
}

/** What a statement needs to run: the caller's EntityManager (and its transaction, if any) and the pools. */
export interface Db {
  readonly em: EntityManager;
  readonly pools: ReadPools;
  /**
   * Set on a Db whose EntityManager is made on first use (`lazyDbOf`): `made` gives it only
   * if it exists already, `metadata` is the ORM's own for column lists and views. An
   * EntityManager not made yet has no transaction, so a statement on a pool needs none.
   */
  readonly lazy?: { made(): EntityManager | undefined; readonly metadata: EntityManager };
}

export const dbOf = (em: EntityManager, deps: { pools: ReadPools }): Db => ({
  em,
  pools: deps.pools,
});

/**
 * A Db over a host that makes its EntityManager on first use (a request scope forks the
 * ORM's): reads on the pools leave it unmade, the ORM's work and transactions make it.
 */
export function lazyDbOf(
  host: { readonly em: EntityManager; emIfMade(): EntityManager | undefined },
  deps: { orm: MikroORM; pools: ReadPools },
): Db {
  return {
    get em() {
      return host.em;
    },
    pools: deps.pools,
    lazy: { made: () => host.emIfMade(), metadata: deps.orm.em as EntityManager },
  };
}

/**
 * A Db whose statements always run on the pools, never in a transaction (it has no
 * EntityManager of its own; the ORM's work gets a fresh fork each time): for bookkeeping
 * shared by requests, such as the GraphQL cost budget's charge.
 */
export function poolDbOf(deps: { orm: MikroORM; pools: ReadPools }): Db {
  let db = poolDbs.get(deps);
  if (!db) {
    const host = {
      get em() {
        return deps.orm.em.fork() as EntityManager;
      },
      emIfMade: () => undefined,
    };
    poolDbs.set(deps, (db = lazyDbOf(host, deps)));
  }
  return db;
}
const poolDbs = new WeakMap<object, Db>();

/**
 * A Db for statements on MikroORM's pool only, for shared pieces built from the ORM alone
 * (the rate limits' settlements); it has no read pools, so a `read` or `search` statement on
 * it throws.
 */
export function ormDbOf(orm: MikroORM): Db {
  return {
    em: orm.em.fork() as EntityManager,
    get pools(): ReadPools {
      throw new Error('ormDbOf: this Db runs statements on the ORM pool only');
    },
  };
}

/** An EntityManager for metadata only (entity columns, views), without making a lazy Db's. */
const metadataOf = (db: Db | EntityManager): EntityManager =>
  'em' in db ? (db.lazy?.metadata ?? db.em) : db;

export type StatementPool = 'read' | 'search' | 'orm' | 'bulk';

/** A statement with a fixed text (`$1..$n` placeholders), declared once at module level. */
export interface Statement {
  readonly pool: StatementPool;
  /** The text with `columnsOf` expanded (on first use: entity metadata exists only after discovery). */
  text(em: EntityManager): string;
}

const COLUMNS_TOKEN = /\{\{columns:([A-Za-z0-9_]+):([A-Za-z0-9_]+)\}\}/g;

/** Declares a statement. Whitespace is collapsed, so the text can be laid out for reading. */
export function statement(text: string, options: { pool?: StatementPool } = {}): Statement {
  const raw = text.replace(/\s+/g, ' ').trim();
  let expanded: string | undefined = raw.includes('{{columns:') ? undefined : raw;
  return {
    pool: options.pool ?? 'read',
    text(em) {
      expanded ??= raw.replace(COLUMNS_TOKEN, (_m, entity: string, alias: string) =>
        entityColumns(em, entity, alias),
      );
      return expanded;
    },
  };
}

/**
 * Every column MikroORM loads for `entity` (lazy and unpersisted properties left out,
 * embeddables' columns included), qualified with `alias`: the select list of a statement
 * whose rows become views or entities. Taken from the ORM's metadata when the statement
 * first runs, so a new column never needs a hand-kept list.
 */
export function columnsOf(entity: { name: string }, alias: string): string {
  return `{{columns:${entity.name}:${alias}}}`;
}

const columnLists = new Map<string, string[]>();

/** The column names behind `columnsOf` (exported for the tests). */
export function loadedColumns(em: EntityManager, entity: string): string[] {
  let columns = columnLists.get(entity);
  if (!columns) {
    const meta = em.getMetadata().find(entity) as EntityMetadata | undefined;
    if (!meta) throw new Error(`columnsOf: ${entity} is not an entity`);
    columns = [];
    for (const prop of meta.props) {
      if (prop.lazy || prop.persist === false) continue;
      if (prop.kind === 'embedded') continue; // its parts are props of their own
      if (prop.kind !== 'scalar' && prop.kind !== 'm:1') continue;
      columns.push(...(prop.fieldNames ?? []));
    }
    columnLists.set(entity, columns);
  }
  return columns;
}

function entityColumns(em: EntityManager, entity: string, alias: string): string {
  return loadedColumns(em, entity)
    .map((column) => `${alias}.${column}`)
    .join(', ');
}

/**
 * `to_char` of a timestamptz as JavaScript's `toISOString()` (UTC, milliseconds; PostgreSQL and
 * V8 both truncate the microseconds), so hot read paths format dates in SQL.
 */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An array as a PostgreSQL array literal (for knex, which would expand arrays into lists); null and undefined are NULL. */
function arrayLiteral(values: unknown[]): string {
  return `{${values.map((v) => (v == null ? 'NULL' : typeof v === 'number' ? String(v) : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/**
 * Runs a statement and returns its rows as the driver gives them: timestamps as text, counts
 * (bigint) as text, JSON parsed. Values bind to `$1..$n`; `undefined` binds as NULL.
 */
export function rows<T extends object>(
  db: Db,
  st: Statement,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const made = db.lazy ? db.lazy.made() : db.em;
  const tx = made?.getTransactionContext();
  if (!tx && (st.pool === 'read' || st.pool === 'search'))
    return db.pools[st.pool].rows<T>(st.text(metadataOf(db)), values);
  // knex binds `?`; arrays become array literals so `= any($1::int[])` keeps working.
  const bound: unknown[] = [];
  const text = st.text(db.em).replace(/\$(\d+)/g, (_m, n: string) => {
    const value = values[Number(n) - 1];
    bound.push(Array.isArray(value) ? arrayLiteral(value) : (value ?? null));
    return '?';
  });
  if (st.pool === 'bulk') return bulkRows<T>(db.em, text, bound, tx);
  return db.em.getConnection().execute<T[]>(text, bound, 'all', tx);
}

/** A `bulk` statement through MikroORM's knex with its values bound, not quoted into the text. */
async function bulkRows<T>(
  em: EntityManager,
  text: string,
  bound: unknown[],
  tx: ReturnType<EntityManager['getTransactionContext']>,
): Promise<T[]> {
  const query = em
    .getConnection()
    .getKnex()
    .raw(text, bound as never[]);
  if (tx) void query.transacting(tx as never);
  const result = (await query) as { rows: T[] };
  return result.rows;
}

/** Runs a statement for its effect (a lock, a setting, a write the ORM cannot express). */
export async function exec(db: Db, st: Statement, values: readonly unknown[] = []): Promise<void> {
  await rows(db, st, values);
}

/**
 * A row as a *view* of `entity`: a plain object with its persisted properties as MikroORM
 * hydrates them and many-to-one relations as `{ id }` (db/row-view.ts says why views).
 */
export function toView<T>(db: Db | EntityManager, entity: EntityName<unknown>, row: object): T {
  return viewRow<T>(metadataOf(db), entity, row as Record<string, unknown>);
}

/** Runs a statement whose rows select `columnsOf(entity)` and returns them as views. */
export async function views<T>(
  db: Db,
  entity: EntityName<unknown>,
  st: Statement,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const found = await rows<Record<string, unknown>>(db, st, values);
  const em = metadataOf(db);
  return found.map((row) => viewRow<T>(em, entity, row));
}

/**
 * A row as a managed entity (`em.map`), registered with the row as its original data exactly
 * as `em.find` does: for callers that hand the entity on to the EntityManager (as a query
 * filter or a relation). Pure reads use views, which cost a fraction. `cascade: false`:
 * without it `em.merge` takes a second snapshot of every entity and walks its relations.
 * `em.map` passes its options on to `em.merge`, whose `cascade` option its type does not list
 * (MikroORM is pinned; a reading test checks that no second snapshot is taken).
 */
export function toEntity<T extends object>(
  db: Db | EntityManager,
  entity: EntityName<T>,
  row: object,
): T {
  const em = 'em' in db ? db.em : db;
  return em.map(entity, row as EntityDictionary<T>, { cascade: false } as { schema?: string });
}

/** Runs a statement whose rows select `columnsOf(entity)` and returns managed entities. */
export async function entities<T extends object>(
  db: Db,
  entity: EntityName<T>,
  st: Statement,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const found = await rows<Record<string, unknown>>(db, st, values);
  return found.map((row) => toEntity(db, entity, row));
}
