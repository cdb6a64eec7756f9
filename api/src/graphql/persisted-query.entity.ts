import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One of Apollo's automatic persisted queries (graphql/persisted-queries.ts), shared by
 * every API process. The entity only declares the table, so the migrations and their drift
 * check know it (a table without an entity would be dropped by the next generated
 * migration); it is read and written with db/sql.ts statements, never through the ORM.
 */
@Entity({ tableName: 'persisted_queries' })
export class PersistedQuery {
  /** Apollo's key: `apq:` and the sha256 of the query, checked by Apollo before registering. */
  @PrimaryKey({ type: 'text' })
  hash!: string;

  @Property({ type: 'text' })
  query!: string;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  createdAt!: Date;

  /** Registered or asked for by hash (written at most hourly); unused entries are swept. */
  @Index()
  @Property({ type: 'Date', defaultRaw: 'now()' })
  lastUsedAt!: Date;
}
