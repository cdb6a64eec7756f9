import { API_LIMITS } from '../config/limits';
import { rows, type Db } from '../db/sql';
import { budgetQueries } from './budget.queries';
import type { Caller } from './caller';

/** A caller's budget after one request was charged (or refused). */
export interface BudgetState {
  /** Points per window for this caller. */
  limit: number;
  /** Points used in the current window, this request included (after its refund, once known). */
  used: number;
  /** When the window ends and `used` returns to 0 (epoch seconds). */
  resetAt: number;
  /** False when the request did not fit (nothing was charged). */
  charged: boolean;
}

export interface BudgetLimits {
  /** Points per window for each personal access token; 0: no budget. */
  perHour: number;
  /** Points per window for a signed-in session (the web app); default `perHour`; 0: no budget. */
  sessionPerHour?: number;
  /** Points per window for an anonymous client IP; 0: no budget. */
  anonymousPerHour: number;
  /** The window, in seconds (default API_LIMITS.budgetWindowSeconds, an hour). */
  windowSeconds?: number;
}

/** Refunds wait here until the caller's next request (at most this many callers). */
const PENDING_REFUNDS = 10_000;

/** A charge waiting for the caller's statement in flight (see GraphQLBudget.charge). */
interface Waiting {
  cost: number;
  resolve: (state: BudgetState) => void;
  reject: (error: unknown) => void;
}

/**
 * The GraphQL cost budget, kept in PostgreSQL so every API process shares it. Each request
 * is charged its requested cost before it runs, in one statement (refused when it does not
 * fit); what it did not use (requested - actual, known after it ran) is given back with the
 * caller's next charge on this process, so a request never waits for a second statement.
 * Its own answer already reports the usage after that refund.
 *
 * One statement per caller at a time on this process: the charges that arrive while one is in
 * flight wait and go as one statement for their sum. All its rows' locks would have taken
 * them one after another anyway, so the result is the one they would have had in that order:
 * when the sum fits, each fits, and each answer reports the usage after its own charge; when
 * it does not, nothing was charged and they go one by one, as before. A busy caller (one
 * address behind many clients) then costs a statement per round trip, not per request.
 */
export class GraphQLBudget {
  private readonly pending = new Map<string, { points: number; resetAt: number }>();

  /** Callers with a statement in flight, and the charges waiting for it. */
  private readonly inFlight = new Map<string, Waiting[]>();

  constructor(private readonly limits: BudgetLimits) {}

  limitOf(caller: Caller): number {
    if (caller.kind === 'anonymous') return this.limits.anonymousPerHour;
    if (caller.kind === 'session') return this.limits.sessionPerHour ?? this.limits.perHour;
    return this.limits.perHour;
  }

  /**
   * Charges `cost` to the caller; undefined when the caller has no budget (limit 0). `db`
   * must run the statement on the pool, never in a request's transaction: a waiting charge
   * may go out with another request's statement.
   */
  async charge(db: () => Db, caller: Caller, cost: number): Promise<BudgetState | undefined> {
    const limit = this.limitOf(caller);
    if (limit <= 0) return undefined;
    const waiting = this.inFlight.get(caller.key);
    if (waiting) return new Promise((resolve, reject) => waiting.push({ cost, resolve, reject }));
    this.inFlight.set(caller.key, []);
    try {
      return await this.chargeNow(db, caller, cost, limit);
    } finally {
      void this.chargeWaiting(db, caller, limit);
    }
  }

  /**
   * The charges that waited for the caller's last statement: one statement for their sum, and
   * so on while more arrive; then the caller has nothing in flight.
   */
  private async chargeWaiting(db: () => Db, caller: Caller, limit: number): Promise<void> {
    for (;;) {
      const batch = this.inFlight.get(caller.key) ?? [];
      if (batch.length === 0) {
        this.inFlight.delete(caller.key);
        return;
      }
      this.inFlight.set(caller.key, []);
      try {
        const sum = batch.reduce((total, w) => total + w.cost, 0);
        const state = await this.chargeNow(db, caller, sum, limit);
        if (state.charged) {
          let used = state.used - sum;
          for (const w of batch) w.resolve({ ...state, used: (used += w.cost) });
        } else
          for (const w of batch)
            await this.chargeNow(db, caller, w.cost, limit).then(w.resolve, w.reject);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
  }

  private async chargeNow(
    db: () => Db,
    caller: Caller,
    cost: number,
    limit: number,
  ): Promise<BudgetState> {
    const refund = this.pending.get(caller.key);
    if (refund) this.pending.delete(caller.key);
    const [row] = await rows<{ used: number; reset_at: string | number; charged: boolean }>(
      db(),
      budgetQueries.charge,
      [
        caller.key,
        cost,
        limit,
        this.limits.windowSeconds ?? API_LIMITS.budgetWindowSeconds,
        refund?.points ?? 0,
        refund?.resetAt ?? 0,
      ],
    );
    return {
      limit,
      used: Number(row.used),
      resetAt: Number(row.reset_at),
      charged: row.charged,
    };
  }

  /** Gives back `points` of a charged request (with the caller's next charge). */
  refund(caller: Caller, state: BudgetState, points: number): void {
    if (points <= 0 || !state.charged) return;
    const earlier = this.pending.get(caller.key);
    const same = earlier?.resetAt === state.resetAt ? earlier.points : 0;
    if (this.pending.size >= PENDING_REFUNDS && !earlier) this.pending.clear();
    this.pending.set(caller.key, { points: same + points, resetAt: state.resetAt });
    state.used = Math.max(0, state.used - points);
  }
}

/** What the budget leaves the caller: the numbers of the `x-ratelimit-*` headers and `rateLimit`. */
export function budgetNumbers(state: BudgetState, now = Date.now()) {
  return {
    limit: state.limit,
    used: state.used,
    remaining: Math.max(0, state.limit - state.used),
    resetAt: state.resetAt,
    retryAfter: Math.max(1, state.resetAt - Math.floor(now / 1000)),
  };
}
