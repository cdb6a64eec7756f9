import type { TestApp } from '../../../../test/harness';
import { rateLimitsOf } from '../../../shared/rate-limits';

/** A desktop browser's user agent (not a bot). */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export interface StoredEvent {
  day: string;
  issue_id: number;
  book_id: number;
  creator_id: number;
  kind: string;
  source: string;
  /** Hex, or null. */
  reader_hash: string | null;
  furthest_page: number | null;
  finished: boolean;
  referrer_domain: string | null;
}

/** Writes the recorder's buffer, then every stored event (oldest first). */
export async function storedEvents(app: TestApp): Promise<StoredEvent[]> {
  await app.deps.recorder.flush();
  return app
    .em()
    .getConnection()
    .execute<StoredEvent[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, issue_id, book_id, creator_id, kind, source,
              encode(reader_hash, 'hex') as reader_hash, furthest_page, finished, referrer_domain
         from reading_events order by at, issue_id`,
    );
}

/** Forgets the events and what the recording limits counted, so each test starts afresh. */
export async function resetRecording(app: TestApp): Promise<void> {
  await app.deps.recorder.flush();
  const connection = app.em().getConnection();
  await connection.execute('delete from reading_events');
  await rateLimitsOf(app.deps).resetAll('reading-beacons');
  await rateLimitsOf(app.deps).resetAll('record-reading');
}

/** POST /api/reading/beacon from a browser (JSON unless `body` is a string). */
export function postBeacon(
  app: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
): ReturnType<ReturnType<TestApp['http']>['post']> {
  const req = app
    .http()
    .post('/api/reading/beacon')
    .set('user-agent', BROWSER)
    .set('content-type', 'application/json');
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
}
