import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/**
 * A rate-limiter-flexible limiter whose counters live in PostgreSQL (table `rate_limits`,
 * created by Migration20261122000000), so every API process counts together. It runs on
 * MikroORM's connection pool (through its knex instance): no pool of its own.
 */
export function pgRateLimiter(
  orm: MikroORM,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    ...options,
    storeClient: orm.em.getConnection().getKnex(),
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
  });
}
