/**
 * A rate limit counted in the process and settled with PostgreSQL once a second, for limits
 * asked so often that a statement per request would cost more than the work it guards (the
 * reading beacons: thousands of events a second). Each process adds what it counted since the
 * last settlement to the shared row (`rate_limits`, the same `<name>:<key>` rows and window
 * rule as the limits counted per request) and takes back the total of every process. So a
 * client is refused as soon as this process has seen it go over, and what other processes
 * counted arrives within about a second of theirs and ours settling: across n processes a
 * flood gets through at most about two seconds of the others' share before the total refuses
 * it. A crash loses at most the last second's counts.
 */

/** One key's count as this process knows it. */
interface Entry {
  /** The total of every process at the last settlement (this one's included). */
  settled: number;
  /** Counted here since (or during) the last settlement. */
  pending: number;
  /** When the window ends (epoch ms), as the shared row says once settled. */
  expire: number;
}

/** A settlement's answer per key: the shared total and window. */
export interface SettledRow {
  key: string;
  points: number;
  expire: number;
}

/** Adds `points[i]` to `keys[i]` (window ends `expires[i]` if it starts now) and returns the totals. */
export type Settle = (
  keys: string[],
  points: number[],
  expires: number[],
  now: number,
) => Promise<SettledRow[]>;

export interface SettledCount {
  allowed: boolean;
  used: number;
  msBeforeNext: number;
}

export class SettledLimit {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private settling: Promise<void> | null = null;

  constructor(
    /** The stored key prefix (`<name>:`). */
    private readonly prefix: string,
    private readonly points: number,
    private readonly windowMs: number,
    private readonly settle: Settle,
    private readonly options: { intervalMs: number; maxKeys: number },
  ) {}

  /**
   * Counts one request of `key`; null when this process already follows `maxKeys` keys (a
   * caller then counts it in PostgreSQL directly, so memory stays bounded under a flood of
   * addresses).
   */
  consume(key: string, now = Date.now()): SettledCount | null {
    const stored = this.prefix + key;
    let entry = this.entries.get(stored);
    if (entry && entry.expire <= now && entry.pending === 0) {
      this.entries.delete(stored);
      entry = undefined;
    }
    if (!entry) {
      if (this.entries.size >= this.options.maxKeys) return null;
      entry = { settled: 0, pending: 0, expire: now + this.windowMs };
      this.entries.set(stored, entry);
    } else if (entry.expire <= now) {
      // The window ran out with counts still unsettled (at most a second's): they go into
      // the new window with this one, a slight overcount rather than a second row.
      entry.settled = 0;
      entry.expire = now + this.windowMs;
    }
    entry.pending += 1;
    this.schedule();
    const used = entry.settled + entry.pending;
    return { allowed: used <= this.points, used, msBeforeNext: Math.max(0, entry.expire - now) };
  }

  /** Forgets `key` here (the caller deletes the shared row). */
  forget(key: string): void {
    this.entries.delete(this.prefix + key);
  }

  /** Forgets every key here. */
  forgetAll(): void {
    this.entries.clear();
  }

  /** Settles what was counted now (waits for a settlement under way first). */
  async flush(): Promise<void> {
    while (this.settling) await this.settling;
    this.settling = this.settleNow().finally(() => {
      this.settling = null;
    });
    await this.settling;
  }

  /** Stops the timer and settles what is left. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.intervalMs);
    this.timer.unref();
  }

  private async settleNow(): Promise<void> {
    const now = Date.now();
    const keys: string[] = [];
    const points: number[] = [];
    const expires: number[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.pending > 0) {
        keys.push(key);
        points.push(entry.pending);
        expires.push(now + this.windowMs);
      } else if (entry.expire <= now) this.entries.delete(key);
    }
    if (keys.length === 0) return;
    let settled: SettledRow[];
    try {
      settled = await this.settle(keys, points, expires, now);
    } catch {
      // The counts stay pending and are refused on here as before; the next request tries again.
      this.schedule();
      return;
    }
    const rows = new Map(settled.map((row) => [row.key, row]));
    for (const [i, key] of keys.entries()) {
      const entry = this.entries.get(key);
      const row = rows.get(key);
      if (!entry || !row) continue;
      // What arrived during the statement stays pending for the next settlement.
      entry.pending -= points[i];
      entry.settled = Number(row.points);
      entry.expire = Number(row.expire);
    }
    if ([...this.entries.values()].some((entry) => entry.pending > 0)) this.schedule();
  }
}
