import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { pgClientTimeouts, type DbTimeouts } from './timeouts';

/**
 * Tables with no entity: the GraphQL cost budgets, the shared rate-limit counters, the cluster's
 * settings, the raw reading events and their day partitions (made at run time), and the search
 * tables (filled by triggers).
 */
export const SQL_ONLY_TABLES: (string | RegExp)[] = [
  'api_budgets',
  'rate_limits',
  'cluster_settings',
  'reading_events',
  /^reading_events_\d{8}$/,
  'issue_search',
  'book_search',
];

/** Whether `table` is one of SQL_ONLY_TABLES. */
export const isSqlOnlyTable = (table: string): boolean =>
  SQL_ONLY_TABLES.some((t) => (typeof t === 'string' ? t === table : t.test(table)));

/** MikroORM configuration for a given connection string. Entities and migrations are listed explicitly. */
export function ormConfig(
  clientUrl: string,
  options: {
    debug?: boolean;
    poolMax?: number;
    /**
     * Write migrations/.snapshot.json after migrating: only the migration CLI, whose `create`
     * and `check` diff against it. A running app must not rewrite a source file.
     */
    snapshot?: boolean;
    /** The app's limits (db/timeouts.ts); without them (migrations) a statement may run as long as it needs. */
    timeouts?: DbTimeouts;
  } = {},
) {
  const timeouts = options.timeouts;
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    debug: options.debug ?? false,
    // A connection that cannot be made fails the request at once (knex propagates create
    // errors: a stopped database answers 503 fast); a frozen one fails after the connect
    // timeout, as does a full pool; a statement after the statement timeout (db/timeouts.ts).
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      acquireTimeoutMillis: timeouts?.connectMs ?? 10_000,
      ...(timeouts ? { createTimeoutMillis: timeouts.connectMs } : {}),
    },
    ...(timeouts ? { driverOptions: { connection: pgClientTimeouts(timeouts) } } : {}),
    // Requests fork the EM explicitly; the global one must never be used by accident.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    // Tables written only with SQL (hand-written migrations, no entity): the schema diff of
    // `db:migration:create`/`check` must leave them alone.
    schemaGenerator: { skipTables: SQL_ONLY_TABLES },
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'src/db/migrations',
      snapshot: options.snapshot ?? false,
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      disableForeignKeys: false,
    },
  });
}
