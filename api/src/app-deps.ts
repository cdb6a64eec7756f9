import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config/env';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './modules/mail/mailer';
import type { MediaService } from './modules/media/media.service';
import type { AuthRateLimits } from './modules/auth/rate-limits';
import type { TokenService } from './modules/auth/tokens';
import type { Logger } from './shared/logger';
import type { ReadPools } from './db/sql';
import type { SearchProvider } from './modules/search/search-provider';
import type { EventRecorder } from './modules/analytics/event-recorder';

/** Process-wide collaborators, built once in `main.ts` (or by a test) and shared by every request. */
export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  /** The read pools behind db/sql.ts (only db/ and the wiring touch them). */
  pools: ReadPools;
  media: MediaService;
  mailer: Mailer;
  tokens: TokenService;
  rateLimits: AuthRateLimits;
  log: Logger;
  /** Background jobs (pg-boss); `send` joins the caller's transaction. */
  jobs: JobQueue;
  /** Search engine (PostgreSQL, or Meilisearch when MEILI_HOST is set). */
  search: SearchProvider;
  /** The buffer of reading events (analytics), written in batches; flushed by `closeDeps`. */
  recorder: EventRecorder;
}
