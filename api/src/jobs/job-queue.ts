import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Background jobs (pg-boss queues in the same PostgreSQL). `send` takes the
 * caller's EntityManager so the job is written inside the caller's transaction: it
 * exists if and only if the change that caused it commits.
 */
export interface JobQueue {
  send<T extends object>(
    em: EntityManager,
    name: string,
    data: T,
    /** `priority`: higher is fetched first (default 0); equal priorities go oldest first. */
    options?: { singletonKey?: string; startAfterSeconds?: number; priority?: number },
  ): Promise<void>;
  /** Registers a handler (only in processes whose role works jobs: worker or all). */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}
