import crypto from 'node:crypto';
import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildBook,
  buildComment,
  buildUser,
  type BuiltBook,
  type BuiltUser,
} from '../../../../test/factories';
import type { ReadingEventInput } from '../event-recorder';
import { maintainAnalytics } from '../retention';
import { rollup } from '../rollup';
import { addDays, utcDay } from '../salts';
import { resetRecording, storedEvents } from './helpers';

let app: TestApp;
let creator: BuiltUser;
let book1: BuiltBook;
let book2: BuiltBook;

const today = utcDay(new Date());
const yesterday = addDays(today, -1);
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  creator = await buildUser(app);
  book1 = await buildBook(app, { publisher: creator.user, issues: [{ pages: 4 }, { pages: 2 }] });
  book2 = await buildBook(app, { publisher: creator.user, issues: 1 });
});
beforeEach(async () => {
  await resetRecording(app);
  const connection = app.em().getConnection();
  for (const table of [
    'issue_daily_stats',
    'book_daily_stats',
    'creator_daily_stats',
    'issue_daily_page_reach',
    'issue_daily_traffic',
    'issue_read_totals',
    'book_read_totals',
  ])
    await connection.execute(`delete from ${table}`);
});
afterAll(async () => {
  await app.close();
});

/** Queues an event of `work`'s issue `n` (0-based) directly on the recorder. */
function record(
  work: BuiltBook,
  n: number,
  event: Partial<ReadingEventInput> & Pick<ReadingEventInput, 'identity'>,
): void {
  app.deps.recorder.record({
    issueId: work.issues[n].id,
    bookId: work.book.id,
    creatorId: creator.user.id,
    kind: 'view',
    source: 'web',
    furthestPage: null,
    finished: false,
    referrerDomain: null,
    ...event,
  });
}

const select = <T>(sql: string): Promise<T[]> => app.em().getConnection().execute<T[]>(sql);

/** Every rollup row, as JSON, to compare runs. */
const rollupState = () =>
  select(
    `select (select json_agg(s order by s.issue_id, s.day) from issue_daily_stats s) as issues,
            (select json_agg(s order by s.book_id, s.day) from book_daily_stats s) as books,
            (select json_agg(s order by s.creator_id, s.day) from creator_daily_stats s) as creators,
            (select json_agg(s order by s.issue_id, s.day, s.page) from issue_daily_page_reach s) as reach,
            (select json_agg(s order by s.issue_id, s.day, s.source, s.referrer_domain) from issue_daily_traffic s) as traffic,
            (select json_agg(s order by s.issue_id) from issue_read_totals s) as issue_totals,
            (select json_agg(s order by s.book_id) from book_read_totals s) as book_totals`,
  );

test('unique readers are counted per day; once the old salt is deleted, old hashes match nothing', async () => {
  const identity = 'ip:203.0.113.9|ua:Mozilla/5.0 Firefox';
  for (const day of [yesterday, today]) {
    record(book1, 0, { identity, at: noonOf(day) });
    record(book1, 0, { identity, at: new Date(noonOf(day).getTime() + 60_000) });
  }
  const events = await storedEvents(app);
  const hashOf = (day: string) => events.find((e) => e.day === day)!.reader_hash!;
  // The same reader has another hash each day: days cannot be joined.
  expect(hashOf(yesterday)).not.toBe(hashOf(today));

  await rollup(app.deps, { days: [yesterday, today] });
  const rows = await select<{ day: string; views: number; unique_readers: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, views, unique_readers from issue_daily_stats order by day`,
  );
  expect(rows).toEqual([
    { day: yesterday, views: 2, unique_readers: 1 },
    { day: today, views: 2, unique_readers: 1 },
  ]);

  // A day later: yesterday's salt is deleted, so its hashes cannot be recomputed.
  const tomorrow = addDays(today, 1);
  const done = await maintainAnalytics(app.deps, noonOf(tomorrow));
  expect(done.saltsDeleted).toEqual([yesterday]);
  const salts = await select<{ day: string; salt: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day, encode(salt, 'hex') as salt from analytics_salts`,
  );
  expect(salts.map((s) => s.day)).toEqual([today]);
  for (const { salt } of salts) {
    const recomputed = crypto
      .createHash('sha256')
      .update(Buffer.from(salt, 'hex'))
      .update(identity)
      .digest('hex');
    expect(recomputed).not.toBe(hashOf(yesterday));
  }
  // The process forgets it too as soon as the day has passed.
  const db = { em: app.em(), pools: app.deps.pools };
  await app.deps.recorder.salts.of(db, tomorrow, tomorrow);
  expect(await app.deps.recorder.salts.of(db, today, tomorrow)).toEqual(
    Buffer.from(salts[0].salt, 'hex'),
  );
  // The counts are kept: the rollup needs no salt.
  const before = await rollupState();
  await rollup(app.deps, { days: [yesterday] });
  expect(await rollupState()).toEqual(before);
});

const READER_1 = 'u:101';
const READER_2 = 'ip:198.51.100.7|ua:Safari';
const READER_3 = 'ip:198.51.100.8|ua:Firefox';

/** A day of activity on the creator's works: events, a like, a rating, a comment, subscriptions. */
async function aDayOfReading(): Promise<void> {
  record(book1, 0, { identity: READER_1, furthestPage: 1, referrerDomain: 'example.com' });
  record(book1, 0, { identity: READER_1, kind: 'progress', furthestPage: 3 });
  record(book1, 0, { identity: READER_1, kind: 'progress', furthestPage: 4, finished: true });
  record(book1, 0, { identity: READER_2, source: 'opds', furthestPage: 2 });
  // A reader who opted out: counted once per view; their progress is not followed.
  record(book1, 0, { identity: null, source: 'cbz', finished: true });
  record(book1, 0, { identity: null, kind: 'progress', furthestPage: 4 });
  record(book1, 1, { identity: READER_1, furthestPage: 2, finished: true });
  record(book2, 0, { identity: READER_3, furthestPage: 1 });
  await app.deps.recorder.flush();

  const fan = await buildUser(app);
  const other = await buildUser(app);
  const gql = (query: string, variables: object, token: string) =>
    app.gql(query, variables as Record<string, unknown>, token);
  await gql(
    'mutation($id: Int!) { likeIssue(issueId: $id) { id } }',
    { id: book1.issues[0].id },
    fan.token,
  );
  await gql(
    'mutation($id: Int!) { rateBook(bookId: $id, rating: 4) { id } }',
    { id: book1.book.id },
    fan.token,
  );
  await buildComment(app, { issueId: book1.issues[0].id, author: fan.user });
  const subscribe = 'mutation($u: Int!) { subscribe(userId: $u) { id } }';
  await gql(subscribe, { u: creator.user.id }, fan.token);
  await gql(subscribe, { u: creator.user.id }, other.token);
  await gql(
    'mutation($u: Int!) { unsubscribe(userId: $u) { id } }',
    { u: creator.user.id },
    other.token,
  );
}

test("the rollup counts a day's views, readers, completions, reach, traffic and audience", async () => {
  await aDayOfReading();
  const result = await rollup(app.deps);
  expect(result.days).toEqual([today, yesterday]);
  const [a, b] = book1.issues.map((i) => i.id);
  const c = book2.issues[0].id;
  const figures = 'views, unique_readers, completions';
  expect(
    await select(
      `select issue_id, book_id, creator_id, ${figures}, likes, comments from issue_daily_stats
        where day = '${today}' order by issue_id`,
    ),
  ).toEqual([
    {
      issue_id: a,
      book_id: book1.book.id,
      creator_id: creator.user.id,
      views: 3,
      unique_readers: 3,
      completions: 2,
      likes: 1,
      comments: 1,
    },
    {
      issue_id: b,
      book_id: book1.book.id,
      creator_id: creator.user.id,
      views: 1,
      unique_readers: 1,
      completions: 1,
      likes: 0,
      comments: 0,
    },
    {
      issue_id: c,
      book_id: book2.book.id,
      creator_id: creator.user.id,
      views: 1,
      unique_readers: 1,
      completions: 0,
      likes: 0,
      comments: 0,
    },
  ]);
  // The book's readers are distinct over its issues (reader 1 read both).
  expect(
    await select(
      `select book_id, ${figures}, likes, ratings, comments from book_daily_stats order by book_id`,
    ),
  ).toEqual([
    {
      book_id: book1.book.id,
      views: 4,
      unique_readers: 3,
      completions: 2,
      likes: 1,
      ratings: 1,
      comments: 1,
    },
    {
      book_id: book2.book.id,
      views: 1,
      unique_readers: 1,
      completions: 0,
      likes: 0,
      ratings: 0,
      comments: 0,
    },
  ]);
  expect(
    await select(
      `select ${figures}, likes, ratings, comments, subscribers_gained, subscribers_lost
         from creator_daily_stats where creator_id = ${creator.user.id}`,
    ),
  ).toEqual([
    {
      views: 5,
      unique_readers: 4,
      completions: 2,
      likes: 1,
      ratings: 1,
      comments: 1,
      subscribers_gained: 2,
      subscribers_lost: 1,
    },
  ]);
  expect(
    await select(
      `select page, readers from issue_daily_page_reach where issue_id = ${a} order by page`,
    ),
  ).toEqual([
    { page: 1, readers: 3 },
    { page: 2, readers: 2 },
    { page: 3, readers: 1 },
    { page: 4, readers: 1 },
  ]);
  expect(
    await select(
      `select source, referrer_domain, views from issue_daily_traffic where issue_id = ${a}
        order by source, referrer_domain`,
    ),
  ).toEqual([
    { source: 'cbz', referrer_domain: '', views: 1 },
    { source: 'opds', referrer_domain: '', views: 1 },
    { source: 'web', referrer_domain: 'example.com', views: 1 },
  ]);
  expect(
    await select(
      `select issue_id, views::int, readers::int from issue_read_totals order by issue_id`,
    ),
  ).toEqual([
    { issue_id: a, views: 3, readers: 3 },
    { issue_id: b, views: 1, readers: 1 },
    { issue_id: c, views: 1, readers: 1 },
  ]);
  expect(
    await select(`select book_id, views::int, readers::int from book_read_totals order by book_id`),
  ).toEqual([
    { book_id: book1.book.id, views: 4, readers: 3 },
    { book_id: book2.book.id, views: 1, readers: 1 },
  ]);
});

test('the rollup is idempotent under retries and concurrent runs, and follows what went away', async () => {
  await aDayOfReading();
  await rollup(app.deps);
  const first = await rollupState();
  await rollup(app.deps);
  expect(await rollupState()).toEqual(first);
  // Two replicas at once: the day's lock makes them take turns; the rows are the same.
  await Promise.all([rollup(app.deps), rollup(app.deps)]);
  expect(await rollupState()).toEqual(first);

  // Events of one issue gone (its partition dropped, say): its rows and totals follow.
  const c = book2.issues[0].id;
  await app.em().getConnection().execute(`delete from reading_events where issue_id = ${c}`);
  await rollup(app.deps);
  expect(await select(`select * from issue_daily_stats where issue_id = ${c}`)).toEqual([]);
  expect(await select(`select * from book_daily_stats where book_id = ${book2.book.id}`)).toEqual(
    [],
  );
  expect(await select(`select views::int from issue_read_totals where issue_id = ${c}`)).toEqual([
    { views: 0 },
  ]);
});

test('days outside the retention or in the future are not recomputed', async () => {
  const old = addDays(today, -app.config.analyticsRetentionDays);
  const result = await rollup(app.deps, { days: [old, addDays(today, 1), 'soon'] });
  expect(result).toEqual({
    days: [],
    skipped: [old, addDays(today, 1), 'soon'],
    issues: [],
    books: [],
  });
});

test("each issue row's running totals are the sums of its days so far, whatever order the days are rolled in", async () => {
  const twoDaysAgo = addDays(today, -2);
  const runningTotalsAreSums = async () => {
    const wrong = await select(
      `select issue_id, day from (
         select issue_id, day, cum_views, cum_unique_readers, cum_completions, cum_likes, cum_comments,
                sum(views) over w as views, sum(unique_readers) over w as unique_readers,
                sum(completions) over w as completions, sum(likes) over w as likes,
                sum(comments) over w as comments
           from issue_daily_stats window w as (partition by issue_id order by day)) r
        where (cum_views, cum_unique_readers, cum_completions, cum_likes, cum_comments)
              is distinct from (views, unique_readers, completions, likes, comments)`,
    );
    expect(wrong).toEqual([]);
  };
  const views = () =>
    select<{ day: string; views: number; cum_views: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day, views, cum_views from issue_daily_stats
        where issue_id = ${book1.issues[0].id} order by day`,
    );
  for (const [i, day] of [twoDaysAgo, yesterday, today].entries())
    for (let n = 0; n <= i; n++)
      record(book1, 0, { identity: `u:${300 + n}`, at: noonOf(day), finished: n === 0 });
  record(book2, 0, { identity: 'u:400', at: noonOf(yesterday) });
  await app.deps.recorder.flush();

  // Newest first, as the periodic run asks: the later rows are rolled before the earlier ones.
  await rollup(app.deps, { days: [today, yesterday, twoDaysAgo] });
  await runningTotalsAreSums();
  expect(await views()).toEqual([
    { day: twoDaysAgo, views: 1, cum_views: '1' },
    { day: yesterday, views: 2, cum_views: '3' },
    { day: today, views: 3, cum_views: '6' },
  ]);

  // A late event of the oldest day: re-rolling that day alone carries it into the later days.
  record(book1, 0, { identity: 'u:399', at: noonOf(twoDaysAgo) });
  await app.deps.recorder.flush();
  await rollup(app.deps, { days: [twoDaysAgo] });
  await runningTotalsAreSums();
  expect((await views()).map((r) => r.cum_views)).toEqual(['2', '4', '7']);
});
