import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../src/jobs/job-queue';

/** JobQueue test double: records what was sent (and on which EntityManager) and runs it on demand. */
export class MemoryJobQueue implements JobQueue {
  readonly sent: { em: EntityManager; name: string; data: object }[] = [];
  private readonly handlers = new Map<string, (data: never) => Promise<void>>();

  async send<T extends object>(em: EntityManager, name: string, data: T): Promise<void> {
    this.sent.push({ em, name, data });
  }

  async work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void> {
    this.handlers.set(name, handler as (data: never) => Promise<void>);
  }

  async stop(): Promise<void> {}

  /** Runs every queued job once, in order; a failing job stays queued (as a retry would) and the error is returned. */
  async drain(): Promise<unknown[]> {
    const errors: unknown[] = [];
    const pending = this.sent.splice(0);
    for (const job of pending) {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(`no worker for ${job.name}`);
      try {
        await handler(job.data as never);
      } catch (error) {
        errors.push(error);
        this.sent.push(job);
      }
    }
    return errors;
  }
}
