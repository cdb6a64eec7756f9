import fs from 'node:fs';
import path from 'node:path';
import proxyaddr from 'proxy-addr';

/** What a process runs (docs/scaling.md "Roles"): HTTP only, background work only, or both. */
export type ProcessRole = 'api' | 'worker' | 'all';
export const PROCESS_ROLES: readonly ProcessRole[] = ['api', 'worker', 'all'];

/**
 * PANELHOUSE_ROLE, else the deprecated WORKER (`WORKER=0` meant an API-only replica),
 * else `all`. An unknown value refuses to start.
 */
export function parseRole(env: NodeJS.ProcessEnv): ProcessRole {
  const raw = env.PANELHOUSE_ROLE?.trim().toLowerCase();
  if (raw) {
    if ((PROCESS_ROLES as readonly string[]).includes(raw)) return raw as ProcessRole;
    throw new Error(
      `PANELHOUSE_ROLE="${env.PANELHOUSE_ROLE}" is not a role: use api (HTTP only), worker ` +
        '(jobs, sweeps, schedules) or all (both in one process, the default)',
    );
  }
  return bool(env.WORKER, true) ? 'all' : 'api';
}

/**
 * Connection pool sizes per role (docs/scaling.md "Connections"): an api process needs no
 * pg-boss workers, a worker no hot read pools. The env variables override each one.
 */
export const ROLE_POOL_DEFAULTS: Record<
  ProcessRole,
  { orm: number; read: number; search: number; jobs: number }
> = {
  all: { orm: 10, read: 4, search: 10, jobs: 4 },
  api: { orm: 10, read: 4, search: 10, jobs: 1 },
  worker: { orm: 4, read: 1, search: 2, jobs: 4 },
};

/** Typed process configuration with one-machine defaults (README lists every variable). */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent an embedded server runs in `${dataDir}/postgres`. */
  databaseUrl?: string;
  /** Base URL of the site as users see it; reset links and feeds are built from it. */
  publicUrl: string;
  jwtSecret?: string;
  seedDemo: boolean;
  /** PANELHOUSE_ROLE: `api` serves HTTP, `worker` runs jobs and periodic work, `all` both. */
  role: ProcessRole;
  /** Serve the HTTP app (roles api and all); a worker answers only /healthz. */
  serveHttp: boolean;
  /** Work jobs and run the periodic work (roles worker and all); every role may enqueue. */
  worker: boolean;
  /** JWT_SECRET_ROTATE=1: adopt this process's secret as the cluster's (every session ends). */
  jwtSecretRotate: boolean;
  /** MEDIA_LOCAL_SHARED=1: $DATA_DIR/media is one shared filesystem for every process (NFS...). */
  mediaLocalShared: boolean;
  smtpUrl?: string;
  mailFrom: string;
  meiliHost?: string;
  meiliApiKey?: string;
  /** Recent PostgreSQL search results kept until the searchable data changes (0: no cache). */
  searchCacheSize: number;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    publicUrl?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  webDistDir: string;
  /**
   * Server rendering of the public pages (SSR=off: the empty shell, as before), and how long a
   * render may take before the shell is sent instead (modules/web-head/ssr.ts).
   */
  ssr: { enabled: boolean; timeoutMs: number };
  logLevel: string;
  /** Requests per window on login / sign-up / forgot password, per IP. */
  authRateLimit: number;
  /** Requests per minute per IP on the v1 REST API, /api (0: no limit). */
  apiRateLimit: number;
  /** OPDS page-streaming requests per minute per IP (0: no limit). */
  opdsPageRateLimit: number;
  /** GraphQL cost points per window for each personal access token (0: no budget). */
  graphqlBudgetPerHour: number;
  /** GraphQL cost points per window for a signed-in session, the web app's users (0: no budget). */
  graphqlSessionBudgetPerHour: number;
  /** The GraphQL budget's window in seconds (an hour). */
  graphqlBudgetWindowSeconds: number;
  /** GraphQL cost points per hour for an anonymous client IP (0: no budget). */
  graphqlAnonymousBudgetPerHour: number;
  /** Seconds a CDN or browser may cache an anonymous, error-free GET query (graphql/cache-policy.ts). */
  graphqlPublicMaxAge: number;
  /**
   * Express's `trust proxy`: how many proxy hops to trust (a number), which proxies (addresses,
   * CIDRs, `loopback`/`linklocal`/`uniquelocal`), `false` for none or `true` for every hop.
   */
  trustProxy: TrustProxy;
  /** Connections of MikroORM's pool (writes, transactions, plain `em.find`). */
  dbPoolMax: number;
  /** Connections of the hot read pool (db/read-pool.ts). */
  dbReadPoolMax: number;
  /** Connections of the search engine's pool. */
  dbSearchPoolMax: number;
  /** Connections of pg-boss's own pool (workers, maintenance; `send` uses the caller's). */
  dbJobsPoolMax: number;
  /** PostgreSQL's statement_timeout on every pool, in ms; a frozen database answers 503 after it (db/timeouts.ts). */
  dbStatementTimeoutMs: number;
  /** Connecting to PostgreSQL, or waiting for a free pooled connection, in ms. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout, in ms: a stuck transaction frees its locks. */
  dbIdleInTransactionTimeoutMs: number;
  /** max_connections of the embedded PostgreSQL (room for a handful of local processes). */
  embeddedPgMaxConnections: number;
  /** Seconds between pg-boss polls for new jobs. */
  jobPollSeconds: number;
  /** Minutes between media sweeps (files no row references). */
  mediaSweepIntervalMinutes: number;
  /** Port of the embedded PostgreSQL (a free one when unset). */
  embeddedPgPort?: number;
  /** Webhook URLs may be http and resolve to private, loopback or link-local addresses (dev and tests only). */
  webhooksAllowPrivateUrls: boolean;
  /** Connect + whole-response time limit of one webhook delivery attempt. */
  webhookTimeoutMs: number;
  /** Delay before the first webhook retry; doubles after each failed attempt. */
  webhookRetryBaseSeconds: number;
  /** Uploads one user may have in flight in this process (0: no limit). */
  uploadsInFlightPerUser: number;
  /** Uploads in flight in this process, all users together (0: no limit). */
  uploadsInFlightMax: number;
  /** Bytes this process's upload temp files ($DATA_DIR/spool) may hold together (0: no quota). */
  uploadSpoolQuotaBytes: number;
  /** New uploads are refused while the spool's disk has less free space than this. */
  uploadSpoolMinFreeBytes: number;
  /** Webhook deliveries one worker process sends at the same time. */
  webhookConcurrency: number;
  /** Attempts in flight to one endpoint at once, across every process (a slow one waits its turn). */
  webhookMaxInFlightPerEndpoint: number;
  /** Consecutive failed deliveries (each after all its attempts) that disable an endpoint. */
  webhookDisableAfterFailures: number;
  /** A request body that sends nothing for this long is answered 408 (shared/slow-body.ts); 0 = never. */
  bodyIdleTimeoutMs: number;
  /** Days of raw reading events kept (day partitions; the daily rollups are kept for good); at least 2. */
  analyticsRetentionDays: number;
}

const MB = 1024 * 1024;
/** A whole number ≥ 0 from `value`, else `fallback`. */
const count = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0
    ? Math.floor(n)
    : fallback;
};
export type TrustProxy = boolean | number | string[];

/**
 * TRUST_PROXY: `0`/`false` (default) trusts no proxy; a number N trusts N hops, so the client
 * address is the one the outermost trusted proxy appended to X-Forwarded-For and entries the
 * client wrote itself are ignored (`1` and `true` mean one hop); a comma-separated list trusts
 * those proxy addresses or CIDRs; `all` trusts every hop, which lets any client choose its
 * address (app.ts warns).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (value === 'all') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((entry) => entry.trim());
  try {
    proxyaddr.compile(list);
  } catch {
    throw new Error(
      `TRUST_PROXY="${raw}" is not a setting: use a hop count (1 behind one proxy), a ` +
        'comma-separated list of proxy addresses or CIDRs (loopback, uniquelocal, 10.0.0.0/8), ' +
        '0 for none, or all',
    );
  }
  return list;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/**
 * A secret from `NAME`, or from the file `NAME_FILE` names (Docker and Kubernetes secrets,
 * the Meilisearch keys docker-compose.yml writes to a shared volume). An unreadable file
 * stops the start with its name rather than running without the secret.
 */
function secretEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const file = env[`${name}_FILE`];
  if (!file) return env[name] || undefined;
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    throw new Error(`${name}_FILE names ${file}, which cannot be read: ${String(error)}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 4000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const role = parseRole(env);
  const pools = ROLE_POOL_DEFAULTS[role];
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: secretEnv(env, 'JWT_SECRET'),
    // The demo accounts share a published password: never on by default in production.
    seedDemo: bool(env.SEED_DEMO, nodeEnv !== 'production'),
    role,
    serveHttp: role !== 'worker',
    worker: role !== 'api',
    jwtSecretRotate: bool(env.JWT_SECRET_ROTATE, false),
    mediaLocalShared: bool(env.MEDIA_LOCAL_SHARED, false),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Panelhouse Comics <no-reply@panelhouse.local>',
    meiliHost: env.MEILI_HOST || undefined,
    meiliApiKey: secretEnv(env, 'MEILI_API_KEY'),
    searchCacheSize: Math.max(0, Number(env.SEARCH_CACHE_SIZE ?? 1000) || 0),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? 'us-east-1',
          publicUrl: env.S3_PUBLIC_URL || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
          secretAccessKey:
            secretEnv(env, 'S3_SECRET_ACCESS_KEY') || env.AWS_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, true),
        }
      : undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist')),
    ssr: {
      enabled: !['off', '0', 'false'].includes((env.SSR ?? 'on').trim().toLowerCase()),
      timeoutMs: count(env.SSR_TIMEOUT_MS, 300),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    apiRateLimit: Number(env.API_RATE_LIMIT ?? 1200),
    opdsPageRateLimit: Math.max(0, Number(env.OPDS_PAGE_RATE_LIMIT ?? 300) || 0),
    graphqlBudgetPerHour: Math.max(0, Number(env.GRAPHQL_BUDGET_PER_HOUR ?? 5000) || 0),
    graphqlSessionBudgetPerHour: Math.max(
      0,
      Number(env.GRAPHQL_SESSION_BUDGET_PER_HOUR ?? 100_000) || 0,
    ),
    graphqlBudgetWindowSeconds: Math.max(
      1,
      Number(env.GRAPHQL_BUDGET_WINDOW_SECONDS ?? 3600) || 3600,
    ),
    graphqlAnonymousBudgetPerHour: Math.max(
      0,
      Number(env.GRAPHQL_ANONYMOUS_BUDGET_PER_HOUR ?? 100_000) || 0,
    ),
    graphqlPublicMaxAge: Number(env.GRAPHQL_PUBLIC_MAX_AGE ?? 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dbPoolMax: Number(env.DB_POOL_MAX || pools.orm),
    dbReadPoolMax: Number(env.DB_READ_POOL_MAX || pools.read),
    dbSearchPoolMax: Number(env.DB_SEARCH_POOL_MAX || pools.search),
    dbJobsPoolMax: Number(env.DB_JOBS_POOL_MAX || pools.jobs),
    // A worker serves no request, and the media sweep reads every stored key at once.
    dbStatementTimeoutMs: Math.max(
      0,
      Number(env.DB_STATEMENT_TIMEOUT_MS ?? (role === 'worker' ? 120_000 : 5000)) || 0,
    ),
    dbConnectTimeoutMs: Math.max(100, Number(env.DB_CONNECT_TIMEOUT_MS) || 3000),
    dbIdleInTransactionTimeoutMs: Math.max(
      0,
      Number(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? 60_000) || 0,
    ),
    embeddedPgMaxConnections: Number(env.EMBEDDED_PG_MAX_CONNECTIONS || 300),
    jobPollSeconds: Number(env.JOB_POLL_SECONDS ?? 2),
    mediaSweepIntervalMinutes: Number(env.MEDIA_SWEEP_INTERVAL_MINUTES ?? 60),
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT) || undefined,
    webhooksAllowPrivateUrls: bool(env.WEBHOOKS_ALLOW_PRIVATE_URLS, false),
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000) || 10_000,
    webhookRetryBaseSeconds: Math.max(0, Number(env.WEBHOOK_RETRY_BASE_SECONDS ?? 30) || 0),
    uploadsInFlightPerUser: count(env.UPLOADS_IN_FLIGHT_PER_USER, 2),
    uploadsInFlightMax: count(env.UPLOADS_IN_FLIGHT_MAX, 8),
    uploadSpoolQuotaBytes: count(env.UPLOAD_SPOOL_QUOTA_MB, 2048) * MB,
    uploadSpoolMinFreeBytes: count(env.UPLOAD_SPOOL_MIN_FREE_MB, 256) * MB,
    webhookConcurrency: Math.max(1, Number(env.WEBHOOK_CONCURRENCY ?? 8) || 8),
    webhookMaxInFlightPerEndpoint: Math.max(
      1,
      Number(env.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT ?? 2) || 2,
    ),
    webhookDisableAfterFailures: Math.max(
      1,
      Number(env.WEBHOOK_DISABLE_AFTER_FAILURES ?? 15) || 15,
    ),
    bodyIdleTimeoutMs: Math.max(0, Number(env.BODY_IDLE_TIMEOUT_SECONDS ?? 15) || 0) * 1000,
    // Today's and yesterday's events are rolled up again every few minutes: two days at least.
    analyticsRetentionDays: Math.max(2, count(env.ANALYTICS_RETENTION_DAYS, 90)),
  };
}
