import { Migration } from '@mikro-orm/migrations';

/**
 * Hand-written (no entities): the rate-limit counters every API process shares.
 * - `api_budgets`: the GraphQL cost budget per caller (graphql/budget.queries.ts).
 * - `rate_limits`: rate-limiter-flexible's RateLimiterPostgres table (its own layout), for
 *   the v1 per-IP request limit and the auth limits (shared/pg-rate-limiter.ts).
 */
export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_budgets" ("key" text not null, "used" integer not null, "reset_at" bigint not null, "charged" boolean not null, constraint "api_budgets_pkey" primary key ("key"));`);
    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`);
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
    this.addSql(`drop table if exists "api_budgets";`);
  }
}
