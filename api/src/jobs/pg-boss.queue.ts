import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DbTimeouts } from '../db/timeouts';
import type { Logger } from '../shared/logger';
import type { JobQueue } from './job-queue';

export const PG_BOSS_SCHEMA = 'pgboss';

export interface PgBossQueueOptions {
  connectionString: string;
  /** Every queue name the process may send to or work on; created on start (pg-boss 10 needs them up front). */
  queues: readonly string[];
  /** Run handlers (and pg-boss maintenance) in this process: config.worker (PANELHOUSE_ROLE worker or all). */
  worker: boolean;
  log: Logger;
  pollingIntervalSeconds?: number;
  /** pg-boss's own connection pool (workers and maintenance; `send` uses the caller's connection). */
  poolMax?: number;
  /** How long `stop` waits for running handlers before failing them back to the queue. */
  stopTimeoutMs?: number;
  /** Connect and idle-in-transaction limits (db/timeouts.ts). */
  timeouts?: DbTimeouts;
}

/**
 * pg-boss's SQL uses `$n` placeholders; MikroORM's `execute` takes `?` placeholders (inlined
 * as escaped literals by the platform). Rewrites one into the other, reordering the values
 * so a placeholder used twice gets its value twice. Literal `?` are escaped as `\?`.
 */
export function toPositionalSql(
  text: string,
  values: readonly unknown[],
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_match, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= values.length)
      throw new Error(`SQL placeholder $${index} has no value`);
    const value = values[position];
    params.push(value === undefined ? null : value);
    return '?';
  });
  return { sql, params };
}

/** How every job is retried: five more tries, from 30 s apart, doubling (the benchmark's bare handler sends as send does). */
export const JOB_RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/**
 * A deterministic job id for a singleton key. pg-boss 10 only honours `singletonKey` on
 * its own for non-standard queue policies; a fixed id makes the insert's
 * `on conflict do nothing` keep a second job with the same key out, on any queue.
 */
export function jobIdForKey(queue: string, key: string): string {
  const hex = crypto.createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // Shaped as an RFC 4122 version-5-style UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss `db` adapter running statements on the EntityManager's connection, inside its open transaction if any. */
export function entityManagerDb(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const { sql, params } = toPositionalSql(text, values ?? []);
      const rows = await em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
      return { rows: rows as unknown[] };
    },
  };
}

/**
 * The JobQueue on pg-boss 10, in the application's PostgreSQL (schema `pgboss`).
 * `send` writes the job through the caller's EntityManager, so it joins the caller's
 * transaction: a rolled-back change leaves no job behind, a committed one always has it.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly queues: Set<string>;
  private started = false;

  constructor(private readonly options: PgBossQueueOptions) {
    this.queues = new Set(options.queues);
    // node-postgres options pg-boss passes to its pool but does not type. No statement
    // limit: its maintenance and schema migrations may run long, and no request waits on it.
    const timeouts: object = options.timeouts
      ? {
          connectionTimeoutMillis: options.timeouts.connectMs,
          idle_in_transaction_session_timeout: options.timeouts.idleInTransactionMs || undefined,
        }
      : {};
    this.boss = new PgBoss({
      ...timeouts,
      connectionString: options.connectionString,
      schema: PG_BOSS_SCHEMA,
      application_name: 'panelhouse-jobs',
      max: options.poolMax ?? 4,
      // Maintenance (expiry, archiving) and the monitor run only where the workers run.
      supervise: options.worker,
      schedule: false,
      migrate: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    });
    this.boss.on('error', (error) =>
      options.log.error('job queue error', { message: String(error?.message ?? error) }),
    );
  }

  /** Installs or migrates the pg-boss schema and creates every known queue (idempotent). */
  async start(): Promise<this> {
    await this.boss.start();
    this.started = true;
    for (const name of this.queues) await this.boss.createQueue(name);
    return this;
  }

  async send<T extends object>(
    em: EntityManager,
    name: string,
    data: T,
    options: { singletonKey?: string; startAfterSeconds?: number; priority?: number } = {},
  ): Promise<void> {
    this.assertKnown(name);
    await this.boss.send(name, data, {
      db: entityManagerDb(em),
      ...(options.singletonKey
        ? { id: jobIdForKey(name, options.singletonKey), singletonKey: options.singletonKey }
        : {}),
      // As a Date: pg-boss casts a number to timestamptz in a CASE branch, and with the values
      // inlined as literals (entityManagerDb) PostgreSQL rejects '30'::timestamptz at parse time.
      ...(options.startAfterSeconds
        ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
        : {}),
      ...(options.priority ? { priority: options.priority } : {}),
      ...JOB_RETRIES,
    });
  }

  async work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void> {
    this.assertKnown(name);
    if (!this.options.worker) return;
    if (!this.started) throw new Error('JobQueue.work called before start()');
    await this.boss.work<T>(name, async (jobs) => {
      // batchSize is 1 (the default): a failure retries exactly that job.
      for (const job of jobs) {
        try {
          await handler(job.data);
        } catch (error) {
          this.options.log.warn(`job ${name} failed (it will be retried)`, {
            id: job.id,
            message: String(error),
          });
          throw error;
        }
      }
    });
  }

  /** Graceful: stops fetching, waits for running handlers (up to the timeout), then closes the pool. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({
      graceful: true,
      wait: true,
      close: true,
      timeout: this.options.stopTimeoutMs ?? 15_000,
    });
  }

  private assertKnown(name: string): void {
    if (!this.queues.has(name))
      throw new Error(
        `Unknown job queue "${name}": add it to JOB_QUEUES (api/src/jobs/registry.ts)`,
      );
  }
}
