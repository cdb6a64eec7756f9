import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import type { Db } from '../../db/sql';
import { badInput, notFound } from '../../shared/app-error';
import { rateLimitsOf } from '../../shared/rate-limits';
import { publicIssuesForRecording } from '../issues/public-works.queries';
import type { PublicIssueRecordingRow } from '../issues/public-works.rows';
import { parseBeacon } from './beacon';
import type { ReadingEventInput } from './event-recorder';
import { isBotClient, readerIdentity, referrerDomain, type ReadingClient } from './reading-client';

type IssueMeta = PublicIssueRecordingRow;

/** Process-wide memory of the recording (one per AppDeps): never the request's. */
interface RecordingMemory {
  /**
   * Public issues as events store them, and ids found not public (false), for half a minute:
   * a beacon then costs no statement for an issue read a moment ago; an issue removed meanwhile
   * is counted for at most that long.
   */
  issues: LRUCache<number, IssueMeta | false>;
  /** OPDS readers' furthest page per issue in the view window, keyed by a digest of the reader. */
  opdsReaders: LRUCache<string, number>;
}
const memories = new WeakMap<AppDeps, RecordingMemory>();
function memoryOf(deps: AppDeps): RecordingMemory {
  let found = memories.get(deps);
  if (!found) {
    found = {
      issues: new LRUCache({ max: 20_000, ttl: 30_000 }),
      opdsReaders: new LRUCache({
        max: 50_000,
        ttl: LIMITS.analytics.opdsViewWindowMinutes * 60_000,
      }),
    };
    memories.set(deps, found);
  }
  return found;
}

/**
 * Turns what readers do into reading events: the web reader's beacon, a tool's
 * `recordReading`, a CBZ download and OPDS page streaming. Only public issues are counted;
 * bots are dropped; a client that opted out (DNT, Sec-GPC) counts without a reader hash.
 * Events go to the process's EventRecorder: nothing here waits on a write.
 */
export class RecordingService {
  constructor(
    private readonly db: Db,
    private readonly deps: AppDeps,
  ) {}

  /**
   * A beacon of the web reader (`POST /api/reading/beacon`): `viewerId` when it came with a
   * valid session. Returns how many events were recorded (0 for a bot, or a beacon another
   * site's page sent). Capped per client
   * address; a bad body or an issue that is not public refuses the whole beacon.
   */
  async beacon(body: unknown, client: ReadingClient, viewerId: number | null): Promise<number> {
    // Only our own pages report reading: another site's script is answered like a bot.
    if (isBotClient(client) || client.crossSite) return 0;
    await rateLimitsOf(this.deps).refuseOver(
      [['reading-beacons', client.ip]],
      () => MESSAGES.beaconsTooMany,
    );
    const events = parseBeacon(body);
    const issues = await this.publicIssues(events.map((e) => e.issueId));
    const checked = events.map((event, i) => {
      const issue = issues.get(event.issueId);
      if (!issue)
        throw badInput(MESSAGES.readingIssueNotFound(event.issueId), `events.${i}.issueId`);
      if (event.furthestPage !== null && event.furthestPage > issue.page_count)
        throw badInput(
          MESSAGES.readingPageOutOfRange(issue.page_count),
          `events.${i}.furthestPage`,
        );
      return { event, issue };
    });
    const identity = readerIdentity(client, viewerId);
    let recorded = 0;
    for (const { event, issue } of checked) {
      // A progress report that says nothing has nothing to count.
      if (!event.opened && event.furthestPage === null && !event.finished) continue;
      const counted = this.record(issue, {
        kind: event.opened ? 'view' : 'progress',
        source: 'web',
        identity,
        furthestPage: event.furthestPage,
        finished: event.finished,
        referrerDomain: event.opened
          ? referrerDomain(event.referrer, this.deps.config.publicUrl)
          : null,
      });
      if (counted) recorded += 1;
    }
    return recorded;
  }

  /**
   * `recordReading`: a reading tool reports that the signed-in viewer read an issue (a view,
   * source API; the viewer is the reader). NOT_FOUND unless the issue is public.
   */
  async recordReading(
    viewerId: number,
    issueId: number,
    furthestPage: number | null,
    finished: boolean,
  ): Promise<boolean> {
    await rateLimitsOf(this.deps).refuseOver([['record-reading', String(viewerId)]], (retry) =>
      MESSAGES.recordReadingTooMany(retry),
    );
    const issue = (await this.publicIssues([issueId])).get(issueId);
    if (!issue) throw notFound(MESSAGES.readingIssueNotFound(issueId));
    if (furthestPage !== null && (furthestPage < 1 || furthestPage > issue.page_count))
      throw badInput(MESSAGES.readingPageOutOfRange(issue.page_count), 'furthestPage');
    this.record(issue, {
      kind: 'view',
      source: 'api',
      identity: `u:${viewerId}`,
      furthestPage,
      finished,
      referrerDomain: null,
    });
    return true;
  }

  /** A CBZ download of a public issue: a view, source CBZ, read to the end. */
  cbzDownloaded(issue: Omit<IssueMeta, 'page_count'>, client: ReadingClient): void {
    if (isBotClient(client)) return;
    this.record(issue, {
      kind: 'view',
      source: 'cbz',
      identity: readerIdentity(client, null),
      furthestPage: null,
      finished: true,
      referrerDomain: referrerDomain(client.referrer, this.deps.config.publicUrl),
    });
  }

  /**
   * OPDS page streaming served page `pageNumber` (1-based) of public issue `issueId`. A reader's
   * first page of an issue in the view window counts a view; later pages count only when they
   * go further than the reader went in the window (one progress event per new furthest page).
   */
  async opdsPage(issueId: number, pageNumber: number, client: ReadingClient): Promise<void> {
    if (isBotClient(client)) return;
    const issue = (await this.publicIssues([issueId])).get(issueId);
    if (!issue) return;
    const { opdsReaders } = memoryOf(this.deps);
    // Readers who opted out are told apart in memory only, for the window, as everyone else.
    const key = `${issueId}:${crypto
      .createHash('sha256')
      .update(`${client.ip}|${client.userAgent}`)
      .digest('base64')}`;
    const furthest = opdsReaders.get(key);
    if (furthest !== undefined && pageNumber <= furthest) return;
    // A new furthest page keeps the window that the view opened.
    if (furthest === undefined) opdsReaders.set(key, pageNumber);
    else opdsReaders.set(key, pageNumber, { ttl: opdsReaders.getRemainingTTL(key) });
    this.record(issue, {
      kind: furthest === undefined ? 'view' : 'progress',
      source: 'opds',
      identity: readerIdentity(client, null),
      furthestPage: Math.min(pageNumber, issue.page_count),
      finished: pageNumber >= issue.page_count,
      referrerDomain:
        furthest === undefined ? referrerDomain(client.referrer, this.deps.config.publicUrl) : null,
    });
  }

  private record(
    issue: Omit<IssueMeta, 'page_count'>,
    event: Omit<ReadingEventInput, 'issueId' | 'bookId' | 'creatorId'>,
  ): boolean {
    return this.deps.recorder.record({
      issueId: issue.id,
      bookId: issue.book_id,
      creatorId: issue.publisher_id,
      ...event,
    });
  }

  /** The public issues among `ids` (from the process's memory when read a moment ago). */
  private async publicIssues(ids: readonly number[]): Promise<Map<number, IssueMeta>> {
    const { issues } = memoryOf(this.deps);
    const found = new Map<number, IssueMeta>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const known = issues.get(id);
      if (known === undefined) missing.push(id);
      else if (known) found.set(id, known);
    }
    if (missing.length > 0) {
      const read = await publicIssuesForRecording(this.db, missing);
      for (const row of read) {
        found.set(row.id, row);
        issues.set(row.id, row);
      }
      for (const id of missing) if (!found.has(id)) issues.set(id, false);
    }
    return found;
  }
}
