import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { LIMITS } from '../../config/limits';
import type { ReadingEventKindValue, ReadingSourceValue } from '../../config/vocabulary';
import { dbOf, exec, type Db, type ReadPools } from '../../db/sql';
import type { Logger } from '../../shared/logger';
import { recordingQueries as queries } from './recording.queries';
import { DailySalts, readerHash, utcDay } from './salts';

/** One reading event as a source reports it; the recorder adds the day and the reader hash. */
export interface ReadingEventInput {
  issueId: number;
  bookId: number;
  creatorId: number;
  kind: ReadingEventKindValue;
  source: ReadingSourceValue;
  /**
   * Who read (`u:<userId>` or `ip:<ip>|ua:<user agent>`), hashed with the day's salt when the
   * batch is written and never stored; null under Do Not Track / Global Privacy Control.
   */
  identity: string | null;
  furthestPage: number | null;
  finished: boolean;
  referrerDomain: string | null;
  /** When it happened (default: now). */
  at?: Date;
}

interface Pending extends ReadingEventInput {
  at: Date;
}

export interface RecorderOptions {
  flushIntervalMs: number;
  /** Pending events that start a write at once. */
  flushBatch: number;
  /** Pending events (waiting or being written) past which new ones are dropped. */
  maxPending: number;
}

export interface RecorderStats {
  pending: number;
  stored: number;
  dropped: number;
  failedWrites: number;
}

/** Rows per insert statement: a large backlog is written in several statements. */
const MAX_ROWS_PER_INSERT = 5000;

/**
 * The process's buffer of reading events (one per process, in AppDeps). A request only pushes
 * onto an array: it never waits on the database. The buffer is written by one multi-row insert
 * every `flushIntervalMs` or as soon as `flushBatch` events wait, one write at a time; past
 * `maxPending` events are dropped and counted rather than letting memory grow while the
 * database is slow. `close()` (the shutdown) writes what is left, so a clean stop loses
 * nothing and a crash loses at most the events of the last interval.
 */
export class EventRecorder {
  private buffer: Pending[] = [];
  private writing: Promise<void> | null = null;
  private inFlight = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly partitions = new Set<string>();
  readonly salts = new DailySalts();
  private readonly counts = { stored: 0, dropped: 0, failedWrites: 0 };
  private readonly options: RecorderOptions;

  constructor(
    private readonly deps: { orm: MikroORM; pools: ReadPools; log: Logger },
    options: Partial<RecorderOptions> = {},
  ) {
    this.options = {
      flushIntervalMs: LIMITS.analytics.flushIntervalMs,
      flushBatch: LIMITS.analytics.flushBatch,
      maxPending: LIMITS.analytics.maxPendingEvents,
      ...options,
    };
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs);
    this.timer.unref();
  }

  /** Queues an event; false when it was dropped (the buffer is full, or the process is stopping). */
  record(event: ReadingEventInput): boolean {
    if (this.closed || this.buffer.length + this.inFlight >= this.options.maxPending) {
      this.counts.dropped += 1;
      return false;
    }
    this.buffer.push({ ...event, at: event.at ?? new Date() });
    if (this.buffer.length >= this.options.flushBatch && !this.writing) void this.flush();
    return true;
  }

  get stats(): RecorderStats {
    return { pending: this.buffer.length + this.inFlight, ...this.counts };
  }

  /**
   * Writes everything pending now (waits for a write under way first). Never throws: a failed
   * write puts its events back (as far as the bound allows) for the next one.
   */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    this.inFlight = batch.length;
    let written = false;
    this.writing = this.write(batch)
      .then((ok) => {
        written = ok;
      })
      .finally(() => {
        this.inFlight = 0;
        this.writing = null;
      });
    await this.writing;
    // Events that arrived during the write and already make a batch go at once; after a
    // failure the next try waits for the timer (no tight loop against a database in trouble).
    if (written && this.buffer.length >= this.options.flushBatch) await this.flush();
  }

  /** Stops the timer and writes what is left; later events are dropped. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    this.closed = true;
    await this.flush();
  }

  /** Writes a batch; false when it failed (its events wait in the buffer again). */
  private async write(batch: Pending[]): Promise<boolean> {
    const db = dbOf(this.deps.orm.em.fork() as EntityManager, this.deps);
    let written = 0;
    try {
      while (written < batch.length) {
        const part = batch.slice(written, written + MAX_ROWS_PER_INSERT);
        await this.insert(db, part);
        written += part.length;
        this.counts.stored += part.length;
      }
      return true;
    } catch (error) {
      this.counts.failedWrites += 1;
      // A partition dropped under us (or never made): look again next time.
      this.partitions.clear();
      const left = batch.slice(written);
      const kept = left.slice(0, Math.max(0, this.options.maxPending - this.buffer.length));
      this.counts.dropped += left.length - kept.length;
      this.buffer = kept.concat(this.buffer);
      this.deps.log.warn('could not write reading events; they wait for the next write', {
        events: left.length,
        error: String(error),
      });
      return false;
    }
  }

  private async insert(db: Db, events: Pending[]): Promise<void> {
    const days = events.map((e) => utcDay(e.at));
    const salts = new Map<string, Buffer>();
    for (const day of new Set(days)) {
      if (!this.partitions.has(day)) {
        await exec(db, queries.ensurePartition, [day]);
        this.partitions.add(day);
      }
      if (events.some((e, i) => days[i] === day && e.identity !== null))
        salts.set(day, await this.salts.of(db, day));
    }
    // A beacon's events share one reader: each identity is hashed once per batch and day.
    const hashes = new Map<string, string>();
    const hashOf = (identity: string, day: string): string => {
      const memo = `${day}|${identity}`;
      let hash = hashes.get(memo);
      if (hash === undefined) {
        hash = `\\x${readerHash(salts.get(day)!, identity)}`;
        hashes.set(memo, hash);
      }
      return hash;
    };
    const rows = events.map((e, i) => ({
      at: e.at.toISOString(),
      day: days[i],
      issue_id: e.issueId,
      book_id: e.bookId,
      creator_id: e.creatorId,
      kind: e.kind,
      source: e.source,
      reader_hash: e.identity === null ? null : hashOf(e.identity, days[i]),
      furthest_page: e.furthestPage,
      finished: e.finished,
      referrer_domain: e.referrerDomain,
    }));
    await exec(db, queries.insertEvents, [JSON.stringify(rows)]);
  }

  /** Forgets which partitions exist (after the maintenance dropped some). */
  forgetPartitions(): void {
    this.partitions.clear();
  }
}
