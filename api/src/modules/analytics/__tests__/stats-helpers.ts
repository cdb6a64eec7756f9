import type { TestApp } from '../../../../test/harness';
import { dbOf, exec } from '../../../db/sql';
import { rollupQueries } from '../rollup.queries';

/** A UTC day `offset` days from today, YYYY-MM-DD. */
export const dayFromToday = (offset: number, now: Date = new Date()): string =>
  new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * 86_400_000,
  )
    .toISOString()
    .slice(0, 10);

const sql = (app: TestApp, text: string, values: unknown[] = []) =>
  app.em().getConnection().execute(text, values);

type Counts = Partial<{
  views: number;
  unique_readers: number;
  completions: number;
  likes: number;
  ratings: number;
  comments: number;
  subscribers_gained: number;
  subscribers_lost: number;
}>;

/** Inserts one row of a rollup table as the rollup job would have written it. */
async function insertRow(
  app: TestApp,
  table: string,
  keys: Record<string, unknown>,
  counts: Counts,
) {
  const fields = { ...keys, ...counts };
  const columns = Object.keys(fields);
  await sql(
    app,
    `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    Object.values(fields),
  );
}

export const seedCreatorDay = (app: TestApp, creatorId: number, day: string, counts: Counts) =>
  insertRow(app, 'creator_daily_stats', { creator_id: creatorId, day }, counts);

export const seedBookDay = (
  app: TestApp,
  book: { id: number; creatorId: number },
  day: string,
  counts: Counts,
) =>
  insertRow(app, 'book_daily_stats', { book_id: book.id, creator_id: book.creatorId, day }, counts);

export interface IssueRef {
  id: number;
  bookId: number;
  creatorId: number;
}

/** An issue's row of one day, with the running totals the rollup keeps brought up to date. */
export async function seedIssueDay(app: TestApp, issue: IssueRef, day: string, counts: Counts) {
  await insertRow(
    app,
    'issue_daily_stats',
    { issue_id: issue.id, book_id: issue.bookId, creator_id: issue.creatorId, day },
    counts,
  );
  await exec(dbOf(app.em(), app.deps), rollupQueries.issueRunningTotals, [day, [issue.id]]);
}

export const seedTraffic = (
  app: TestApp,
  issue: IssueRef,
  day: string,
  source: string,
  referrerDomain: string,
  views: number,
) =>
  insertRow(
    app,
    'issue_daily_traffic',
    {
      issue_id: issue.id,
      book_id: issue.bookId,
      creator_id: issue.creatorId,
      day,
      source,
      referrer_domain: referrerDomain,
    },
    { views },
  );

/** Page reach of one issue and day: `readers[i]` readers reached page i + 1. */
export async function seedReach(app: TestApp, issueId: number, day: string, readers: number[]) {
  for (const [i, n] of readers.entries())
    await sql(
      app,
      'insert into issue_daily_page_reach (issue_id, day, page, readers) values (?, ?, ?, ?)',
      [issueId, day, i + 1, n],
    );
}

export async function seedReadTotals(
  app: TestApp,
  kind: 'issue' | 'book',
  id: number,
  views: number,
  readers: number,
) {
  await sql(
    app,
    `insert into ${kind}_read_totals (${kind}_id, views, readers) values (?, ?, ?)
     on conflict (${kind}_id) do update set views = excluded.views, readers = excluded.readers`,
    [id, views, readers],
  );
}

/** Every rollup row, to check that a refused or answered query changed nothing. */
export async function rollupState(app: TestApp): Promise<unknown> {
  const [row] = await sql(
    app,
    `select (select coalesce(json_agg(s order by s.creator_id, s.day), '[]') from creator_daily_stats s) as c,
            (select coalesce(json_agg(s order by s.book_id, s.day), '[]') from book_daily_stats s) as b,
            (select coalesce(json_agg(s order by s.issue_id, s.day), '[]') from issue_daily_stats s) as i,
            (select count(*) from issue_daily_traffic) as t,
            (select count(*) from issue_daily_page_reach) as r`,
  );
  return row;
}
