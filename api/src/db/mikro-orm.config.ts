import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Tables with no entity: the GraphQL cost budgets, the shared rate-limit counters, the cluster's settings. */
export const SQL_ONLY_TABLES = ['api_budgets', 'rate_limits', 'cluster_settings'];

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
  } = {},
) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    debug: options.debug ?? false,
    // A connection that cannot be made fails the request at once (knex propagates create
    // errors: a stopped database answers 503 fast); a full pool waits at most 10 s.
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: 10_000 },
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
