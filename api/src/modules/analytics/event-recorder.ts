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

/**
 * An event waiting to be written: its row as JSON (`row`, the reader already hashed), or the
 * event itself (`event`) while its day's salt has not been read yet.
 */
interface Queued {
  day: string;
  row?: string;
  event?: Pending;
}

interface Pending extends ReadingEventInput {
  at: Date;
}

export interface RecorderOptions {
  flushIntervalMs: number;
  /** Pending events that start a write at once. */
  flushBatch: number;
  /** Rows per insert statement at most: a backlog is written in several statements. */
  maxRowsPerInsert: number;
  /** Pending events (waiting or being written) past which new ones are dropped. */
  maxPending: number;
}

export interface RecorderStats {
  pending: number;
  stored: number;
  dropped: number;
  failedWrites: number;
}

/**
 * The process's buffer of reading events (one per process, in AppDeps). A request only pushes
 * onto an array: it never waits on the database. Each event becomes its row (JSON, the reader
 * hashed with the day's salt) as it is recorded, so the work is spread over the requests and
 * a write only joins ready rows. The buffer is written by one multi-row insert every
 * `flushIntervalMs` or as soon as `flushBatch` events wait, one write at a time, a backlog in
 * statements of `maxRowsPerInsert` rows; past `maxPending` events are dropped and counted
 * rather than letting memory grow while the database is slow. `close()` (the shutdown)
 * writes what is left, so a clean stop loses nothing and a crash loses at most the events of
 * the last interval.
 */
export class EventRecorder {
  private buffer: Queued[] = [];
  private writing: Promise<void> | null = null;
  private inFlight = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly partitions = new Set<string>();
  readonly salts = new DailySalts();
  /**
   * Reader hashes since the last write, by day and identity: a beacon's events (recorded in
   * one go) share one reader, hashed once. Emptied by each write, so it stays as small as the
   * buffer and keeps no identity longer than the buffer would.
   */
  private hashes = new Map<string, string>();
  private readonly counts = { stored: 0, dropped: 0, failedWrites: 0 };
  private readonly options: RecorderOptions;

  constructor(
    private readonly deps: { orm: MikroORM; pools: ReadPools; log: Logger },
    options: Partial<RecorderOptions> = {},
  ) {
    this.options = {
      flushIntervalMs: LIMITS.analytics.flushIntervalMs,
      flushBatch: LIMITS.analytics.flushBatch,
      maxRowsPerInsert: LIMITS.analytics.maxEventsPerInsert,
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
    const at = event.at ?? new Date();
    const iso = at.toISOString();
    const day = iso.slice(0, 10);
    const today = event.at ? utcDay(new Date()) : day;
    const salt = event.identity === null ? null : this.salts.known(day, today);
    if (salt === undefined) this.buffer.push({ day, event: { ...event, at } });
    else this.buffer.push({ day, row: this.rowOf(event, iso, day, salt) });
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
    this.hashes = new Map();
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

  /** Writes a batch, oldest first; false when it failed (its events wait in the buffer again). */
  private async write(batch: Queued[]): Promise<boolean> {
    const db = dbOf(this.deps.orm.em.fork() as EntityManager, this.deps);
    let written = 0;
    try {
      while (written < batch.length) {
        const end = Math.min(batch.length, written + this.options.maxRowsPerInsert);
        await this.insert(db, batch, written, end);
        this.counts.stored += end - written;
        written = end;
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

  /** Inserts `batch[start..end)` in one statement. */
  private async insert(db: Db, batch: Queued[], start: number, end: number): Promise<void> {
    const days = new Set<string>();
    for (let i = start; i < end; i++) days.add(batch[i].day);
    for (const day of days) {
      if (this.partitions.has(day)) continue;
      await exec(db, queries.ensurePartition, [day]);
      this.partitions.add(day);
    }
    // Events recorded before their day's salt was read (the first of a day) are hashed now,
    // in place: a retry after a failure sends the same row.
    const hashes = new Map<string, string>();
    for (let i = start; i < end; i++) {
      const { event, day } = batch[i];
      if (!event) continue;
      const salt = event.identity === null ? null : await this.salts.of(db, day);
      batch[i] = { day, row: this.rowOf(event, event.at.toISOString(), day, salt, hashes) };
    }
    let json = '[';
    for (let i = start; i < end; i++) json += (i === start ? '' : ',') + batch[i].row!;
    await exec(db, queries.insertEvents, [`${json}]`]);
  }

  /** An event's row as JSON, with the table's column names (`reader_hash` as bytea's hex text). */
  private rowOf(
    e: ReadingEventInput,
    iso: string,
    day: string,
    salt: Buffer | null,
    hashes = this.hashes,
  ): string {
    let hash: string | null = null;
    if (salt !== null && e.identity !== null) {
      const memo = `${day}|${e.identity}`;
      hash = hashes.get(memo) ?? null;
      if (hash === null) {
        hash = `\\x${readerHash(salt, e.identity)}`;
        hashes.set(memo, hash);
      }
    }
    return JSON.stringify({
      at: iso,
      day,
      issue_id: e.issueId,
      book_id: e.bookId,
      creator_id: e.creatorId,
      kind: e.kind,
      source: e.source,
      reader_hash: hash,
      furthest_page: e.furthestPage,
      finished: e.finished,
      referrer_domain: e.referrerDomain,
    });
  }

  /** Forgets which partitions exist (after the maintenance dropped some). */
  forgetPartitions(): void {
    this.partitions.clear();
  }
}
