import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/env';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './modules/mail/mailer';
import type { MediaService } from './modules/media/media.service';
import type { AuthRateLimits } from './modules/auth/rate-limits';
import type { TokenService } from './modules/auth/tokens';
import type { Logger } from './shared/logger';
import type { ReadPool } from './db/read-pool';
import type { SearchProvider } from './modules/search/search-provider';

/** Process-wide collaborators, built once in `main.ts` (or by a test) and shared by every request. */
export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  /** Prepared statements of the hot point reads, pipelined (db/read-pool.ts explains why). */
  read: ReadPool;
  /** The PostgreSQL search engine's statements (not pipelined: they vary from 0.1 to 30 ms). */
  searchRead: ReadPool;
  media: MediaService;
  mailer: Mailer;
  tokens: TokenService;
  rateLimits: AuthRateLimits;
  log: Logger;
  /** Background jobs (pg-boss); `send` joins the caller's transaction. */
  jobs: JobQueue;
  /** Search engine (PostgreSQL, or Meilisearch when MEILI_HOST is set). */
  search: SearchProvider;
}
