import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { API_LIMITS, LIMITS } from '../config/limits';
import type { AppConfig } from '../config/env';
import { type Db, ormDbOf, poolDbOf, type ReadPools, rows } from '../db/sql';
import { rateLimited } from './app-error';
import { countInTurn, rateLimitQueries as queries } from './rate-limits.queries';
import { SettledLimit, type Settle, type SettledRow } from './settled-limit';

/**
 * Every rate limit of the API, by name, and the one way to count against them. The counters
 * live in PostgreSQL (table `rate_limits`, created by Migration20261122000000), so every API
 * process counts together; they run on MikroORM's pool (through its knex instance). A stored
 * key is `<name>:<key>`, so a name must not change once deployed. The GraphQL cost budget is a
 * different thing (points per query cost, graphql/budget.ts). A limit marked `settled` is
 * counted in the process and settled with the table once a second (shared/settled-limit.ts):
 * for limits asked thousands of times a second, where a statement each would cost more than
 * the request.
 */

/** What a limit's key identifies (the caller passes it). */
export type LimitKey = 'ip' | 'account' | 'user' | 'endpoint' | 'caller' | 'pair';

/** The deployment's own numbers (environment variables); 0 turns a limit off. */
export type RateLimitSettings = Pick<
  AppConfig,
  'apiRateLimit' | 'authRateLimit' | 'opdsPageRateLimit'
>;

interface NamedLimit {
  points: number | ((settings: RateLimitSettings) => number);
  windowSeconds: number;
  key: LimitKey;
  /** Counted in the process and settled with PostgreSQL once a second. */
  settled?: boolean;
}

/** How often a settled limit adds its counts to the shared rows, and how many keys it follows. */
const SETTLE_INTERVAL_MS = 1000;
const SETTLED_MAX_KEYS = 100_000;

const AUTH_WINDOW = 15 * 60;

export const RATE_LIMITS = {
  /** v1 REST requests per IP (API_RATE_LIMIT per minute). */
  v1: { points: (s) => s.apiRateLimit, windowSeconds: API_LIMITS.v1WindowSeconds, key: 'ip' },
  login: { points: (s) => s.authRateLimit, windowSeconds: AUTH_WINDOW, key: 'ip' },
  signup: { points: (s) => s.authRateLimit, windowSeconds: AUTH_WINDOW, key: 'ip' },
  forgot: {
    points: (s) => Math.max(1, Math.ceil(s.authRateLimit / 2)),
    windowSeconds: AUTH_WINDOW,
    key: 'ip',
  },
  reset: { points: (s) => s.authRateLimit, windowSeconds: AUTH_WINDOW, key: 'ip' },
  /** Auth requests per account, whatever the IP (e.g. reset emails to one address). */
  account: { points: (s) => s.authRateLimit, windowSeconds: AUTH_WINDOW, key: 'account' },
  /**
   * Failed log-ins in a row per (account, client IP): never per account alone, so failing on
   * purpose from elsewhere cannot lock the owner out. Only counted, never refused.
   */
  'login-failures': {
    points: Number.MAX_SAFE_INTEGER,
    windowSeconds: LIMITS.loginFailuresWindowHours * 3600,
    key: 'pair',
  },
  /** The wait a pair is in (a blocked key); it runs out on its own. */
  'login-backoff': { points: 1, windowSeconds: LIMITS.loginBackoffMaxSeconds, key: 'pair' },
  'reading-progress': { points: LIMITS.progressWritesPerMinute, windowSeconds: 60, key: 'user' },
  'webhook-ping': {
    points: LIMITS.webhook.pingsPerWindow,
    windowSeconds: LIMITS.webhook.manualWindowSeconds,
    key: 'endpoint',
  },
  'webhook-redeliver': {
    points: LIMITS.webhook.redeliveriesPerWindow,
    windowSeconds: LIMITS.webhook.manualWindowSeconds,
    key: 'endpoint',
  },
  /** Comments and replies per user and per IP; accounts in their first day count against both user limits. */
  comments: { points: LIMITS.comment.perHour, windowSeconds: 3600, key: 'user' },
  'comments-new-account': {
    points: LIMITS.comment.perHourNewAccount,
    windowSeconds: 3600,
    key: 'user',
  },
  'comments-ip': { points: LIMITS.comment.perIpPerHour, windowSeconds: 3600, key: 'ip' },
  /** Comment likes and unlikes per user and per IP. */
  'comment-likes': { points: LIMITS.comment.likesPerHour, windowSeconds: 3600, key: 'user' },
  'comment-likes-ip': { points: LIMITS.comment.likesPerIpPerHour, windowSeconds: 3600, key: 'ip' },
  /** OPDS-PSE page requests per IP (they decode images). */
  'opds-pages': { points: (s) => s.opdsPageRateLimit, windowSeconds: 60, key: 'ip' },
  /** Reports per signed-in user and per client IP (moderation/report.service.ts). */
  'report-user': {
    points: LIMITS.moderation.reportsPerUserPerHour,
    windowSeconds: 3600,
    key: 'user',
  },
  'report-ip': { points: LIMITS.moderation.reportsPerIpPerHour, windowSeconds: 3600, key: 'ip' },
  'persisted-query-registrations': {
    points: API_LIMITS.persistedQueryRegistrationsPerHour,
    windowSeconds: 3600,
    key: 'caller',
  },
  // Likes and ratings: each write (like, unlike, rate, clear) counts once per user and per IP.
  'likes-user': {
    points: LIMITS.reactions.likesPerUserPerMinute,
    windowSeconds: 60,
    key: 'user',
  },
  'likes-ip': { points: LIMITS.reactions.likesPerIpPerMinute, windowSeconds: 60, key: 'ip' },
  'ratings-user': {
    points: LIMITS.reactions.ratingsPerUserPerMinute,
    windowSeconds: 60,
    key: 'user',
  },
  'ratings-ip': { points: LIMITS.reactions.ratingsPerIpPerMinute, windowSeconds: 60, key: 'ip' },
  /** Reading beacons per client address, and recordReading calls per user (analytics). */
  'reading-beacons': {
    points: LIMITS.analytics.beaconsPerIpPerMinute,
    windowSeconds: 60,
    key: 'ip',
    settled: true,
  },
  'record-reading': {
    points: LIMITS.analytics.recordReadingPerUserPerMinute,
    windowSeconds: 60,
    key: 'user',
  },
} satisfies Record<string, NamedLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Where a caller stands after a request was counted (or refused). */
export interface LimitState {
  allowed: boolean;
  limit: number;
  /** Points counted in this window, the refused request included. */
  used: number;
  remaining: number;
  /** Until the window ends (or a block runs out). */
  msBeforeNext: number;
  /** The Retry-After of a refusal: whole seconds, at least 1. */
  retryAfterSeconds: number;
}

const OFF: LimitState = {
  allowed: true,
  limit: 0,
  used: 0,
  remaining: 0,
  msBeforeNext: 0,
  retryAfterSeconds: 0,
};

const stateOf = (limit: number, res: RateLimiterRes, allowed: boolean): LimitState => ({
  allowed,
  limit,
  used: res.consumedPoints,
  remaining: Math.max(0, limit - res.consumedPoints),
  msBeforeNext: res.msBeforeNext,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** The named limits of one database; build it once per ORM (rateLimitsOf does). */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  /**
   * `points` replaces a limit's number (an app built with its own v1 limit); 0: off. With
   * `pools`, a list of limits is counted by a prepared statement on the read pool.
   */
  constructor(
    private readonly orm: MikroORM,
    private readonly settings: RateLimitSettings,
    private readonly points: Partial<Record<RateLimitName, number>> = {},
    private readonly pools?: ReadPools,
  ) {}

  pointsOf(name: RateLimitName): number {
    const limit: NamedLimit = RATE_LIMITS[name];
    return (
      this.points[name] ??
      (typeof limit.points === 'function' ? limit.points(this.settings) : limit.points)
    );
  }

  /** The same limits with some numbers replaced, on the same counters. */
  with(points: Partial<Record<RateLimitName, number>>): RateLimits {
    return new RateLimits(this.orm, this.settings, { ...this.points, ...points }, this.pools);
  }

  /**
   * Counts one write against each `[name, key]` in turn (say per IP, then per user); the first
   * limit that refuses throws RATE_LIMITED with `message(retryAfterSeconds)`, and the limits
   * after it are not counted. The counters in the table are counted in one statement for the
   * whole list (a write asks two or three limits on every request).
   */
  async refuseOver(
    limits: readonly (readonly [RateLimitName, string])[],
    message: (retryAfterSeconds: number) => string,
  ): Promise<void> {
    const refused = await this.countInTurn(limits);
    if (refused) throw rateLimited(message(refused.retryAfterSeconds), refused.retryAfterSeconds);
  }

  /** Counts `limits` in turn up to the first refusal, which it returns (null: all allowed). */
  private async countInTurn(
    limits: readonly (readonly [RateLimitName, string])[],
  ): Promise<LimitState | null> {
    const counted = limits
      .map(([name, key]) => ({ name, key, limit: this.pointsOf(name), stored: `${name}:${key}` }))
      .filter((l) => l.limit > 0);
    const together =
      counted.every((l) => !(RATE_LIMITS[l.name] as NamedLimit).settled) &&
      new Set(counted.map((l) => l.stored)).size === counted.length;
    if (!together) {
      // Settled limits count in the process; a key named twice needs two statements.
      for (const { name, key } of counted) {
        const state = await this.consume(name, key);
        if (!state.allowed) return state;
      }
      return null;
    }
    if (counted.length === 0) return null;
    const now = Date.now();
    const db: Db = this.pools ? poolDbOf({ orm: this.orm, pools: this.pools }) : ormDbOf(this.orm);
    const found = await rows<{ ord: number; points: number | string; expire: number | string }>(
      db,
      countInTurn(counted.length, this.pools ? 'read' : 'orm'),
      [
        counted.map((l) => l.stored),
        counted.map((l) => l.limit),
        counted.map((l) => now + RATE_LIMITS[l.name].windowSeconds * 1000),
        now,
      ],
    );
    for (const row of found.sort((a, b) => Number(a.ord) - Number(b.ord))) {
      const { limit } = counted[Number(row.ord) - 1];
      const used = Number(row.points);
      if (used <= limit) continue;
      const msBeforeNext = Math.max(Number(row.expire) - Date.now(), 0);
      return {
        allowed: false,
        limit,
        used,
        remaining: 0,
        msBeforeNext,
        retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
      };
    }
    return null;
  }

  /** Counts one request of `key`; `allowed` is false past the limit. A limit of 0 admits all. */
  async consume(name: RateLimitName, key: string): Promise<LimitState> {
    const limit = this.pointsOf(name);
    const limiter = this.limiter(name, limit);
    if (!limiter) return OFF;
    const counted = this.settledLimit(name, limit)?.consume(key);
    if (counted) {
      const { allowed, used, msBeforeNext } = counted;
      return {
        allowed,
        limit,
        used,
        remaining: Math.max(0, limit - used),
        msBeforeNext,
        retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
      };
    }
    try {
      return stateOf(limit, await limiter.consume(key), true);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return stateOf(limit, error, false);
    }
  }

  /** Where `key` stands without counting; null when nothing is counted. */
  async peek(name: RateLimitName, key: string): Promise<LimitState | null> {
    const limit = this.pointsOf(name);
    await this.settledLimit(name, limit)?.flush();
    const found = await this.limiter(name, limit)?.get(key);
    return found ? stateOf(limit, found, found.consumedPoints <= limit) : null;
  }

  /** Refuses `key` for `seconds`, whatever it counted. */
  async block(name: RateLimitName, key: string, seconds: number): Promise<void> {
    // A settled limit learns of the block at its next settlement.
    this.settledLimit(name, this.pointsOf(name))?.forget(key);
    await this.limiter(name, this.pointsOf(name))?.block(key, seconds);
  }

  /** Forgets what `key` counted. */
  async reset(name: RateLimitName, key: string): Promise<void> {
    this.settledLimit(name, this.pointsOf(name))?.forget(key);
    await this.limiter(name, this.pointsOf(name))?.delete(key);
  }

  /** Forgets every key's count of `name`, here and in the table (tests, maintenance). */
  async resetAll(name: RateLimitName): Promise<void> {
    const settled = settledLimitsOf(this.orm);
    for (const [id, limit] of settled) if (id.startsWith(`${name}/`)) limit.forgetAll();
    await rows(ormDbOf(this.orm), queries.forgetAll, [name]);
  }

  /** Settles the settled limits' counts and stops their timers (the process is stopping). */
  async close(): Promise<void> {
    await Promise.all([...settledLimitsOf(this.orm).values()].map((limit) => limit.close()));
  }

  /** The in-process counter of a `settled` limit (shared by every RateLimits of this ORM). */
  private settledLimit(name: RateLimitName, points: number): SettledLimit | null {
    const named: NamedLimit = RATE_LIMITS[name];
    if (!named.settled || points <= 0) return null;
    const settled = settledLimitsOf(this.orm);
    const id = `${name}/${points}`;
    let limit = settled.get(id);
    if (!limit) {
      limit = new SettledLimit(`${name}:`, points, named.windowSeconds * 1000, settleIn(this.orm), {
        intervalMs: SETTLE_INTERVAL_MS,
        maxKeys: SETTLED_MAX_KEYS,
      });
      settled.set(id, limit);
    }
    return limit;
  }

  private limiter(name: RateLimitName, points: number): RateLimiterPostgres | null {
    if (points <= 0) return null;
    const id = `${name}/${points}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        keyPrefix: name,
        points,
        duration: RATE_LIMITS[name].windowSeconds,
        storeClient: this.orm.em.getConnection().getKnex(),
        storeType: 'knex',
        tableName: 'rate_limits',
        tableCreated: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const byOrm = new WeakMap<MikroORM, RateLimits>();

/** Settlements in the `rate_limits` table of `orm`'s database. */
export const settleIn =
  (orm: MikroORM): Settle =>
  (keys, added, expires, now) =>
    rows<SettledRow>(ormDbOf(orm), queries.settle, [keys, added, expires, now]);

const settledByOrm = new WeakMap<MikroORM, Map<string, SettledLimit>>();
function settledLimitsOf(orm: MikroORM): Map<string, SettledLimit> {
  let found = settledByOrm.get(orm);
  if (!found) settledByOrm.set(orm, (found = new Map()));
  return found;
}

/**
 * The named limits of a deployment, one instance per ORM; callers pass the app's deps, whose
 * read pools (when there) count a write's limits with a prepared statement.
 */
export function rateLimitsOf(deps: {
  orm: MikroORM;
  config: RateLimitSettings;
  pools?: ReadPools;
}): RateLimits {
  let found = byOrm.get(deps.orm);
  if (!found) {
    found = new RateLimits(deps.orm, deps.config, {}, deps.pools);
    byOrm.set(deps.orm, found);
  }
  return found;
}
