import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { MESSAGES } from '../../../config/limits';
import { UserRole } from '../../users/user.entity';
import { parseStatsRange } from '../stats.service';
import {
  dayFromToday,
  type IssueRef,
  seedBookDay,
  seedCreatorDay,
  seedIssueDay,
  seedReach,
  seedTraffic,
} from './stats-helpers';

/** Every field of WorkStats over a seeded range, for a creator, a book and an issue. */

let app: TestApp;
let creator: BuiltUser;
let other: BuiltUser;
let b1: BuiltBook;
let b2: BuiltBook;
let removed: BuiltBook;
let otherWork: BuiltBook;
/** b1's issues (i1 has 3 pages), b2's issues (i5, i6 never read), the removed book's issue. */
let i1: IssueRef, i2: IssueRef, i3: IssueRef, i5: IssueRef, i6: IssueRef, i4: IssueRef;
let io: IssueRef;

const FROM = dayFromToday(-6);
const TO = dayFromToday(0);
const D5 = dayFromToday(-5);
const D2 = dayFromToday(-2);
const OUTSIDE = dayFromToday(-10);

const ref = (work: BuiltBook, n: number): IssueRef => ({
  id: work.issues[n].id,
  bookId: work.book.id,
  creatorId: work.publisher.id,
});

const TOTALS = `views uniqueReaders completions completionRate likes ratings comments subscribersGained subscribersLost`;
const FIELDS = `from to totals { ${TOTALS} } daily { day views uniqueReaders completions likes ratings comments subscribersGained subscribersLost }
  referrers { domain views } top: referrers(first: 1) { domain views } sources { source views }
  dropOff { page readers share }
  issues(first: 50) { totalCount nodes { issue { id } totals { views completions completionRate } } }`;
const CREATOR = `query($range: StatsRangeInput!) { creatorStats(range: $range) { ${FIELDS} } }`;
const BOOK = `query($id: Int!, $range: StatsRangeInput!) { bookStats(bookId: $id, range: $range) { ${FIELDS} } }`;
const ISSUE = `query($id: Int!, $range: StatsRangeInput!) { issueStats(issueId: $id, range: $range) { ${FIELDS} } }`;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  creator = await buildUser(app, { role: UserRole.CREATOR });
  other = await buildUser(app, { role: UserRole.CREATOR });
  b1 = await buildBook(app, { publisher: creator.user, issues: [{ pages: 3 }, {}] });
  b2 = await buildBook(app, { publisher: creator.user, issues: 3 });
  removed = await buildBook(app, { publisher: creator.user, issues: 1, removed: true });
  otherWork = await buildBook(app, { publisher: other.user, issues: 1 });
  [i1, i2] = [ref(b1, 0), ref(b1, 1)];
  [i3, i5, i6] = [ref(b2, 0), ref(b2, 1), ref(b2, 2)];
  i4 = ref(removed, 0);
  io = ref(otherWork, 0);

  const c = creator.user.id;
  await seedCreatorDay(app, c, D5, {
    views: 10,
    unique_readers: 7,
    completions: 4,
    likes: 2,
    ratings: 1,
    comments: 3,
    subscribers_gained: 2,
    subscribers_lost: 1,
  });
  await seedCreatorDay(app, c, D2, {
    views: 5,
    unique_readers: 5,
    completions: 1,
    ratings: 2,
    comments: 1,
    subscribers_gained: 1,
  });
  await seedCreatorDay(app, c, OUTSIDE, { views: 100, unique_readers: 100 });
  await seedCreatorDay(app, other.user.id, D5, { views: 999 });

  const book1 = { id: b1.book.id, creatorId: c };
  await seedBookDay(app, book1, D5, {
    views: 8,
    unique_readers: 6,
    completions: 3,
    likes: 2,
    ratings: 1,
  });
  await seedBookDay(app, book1, D2, { views: 4, unique_readers: 4, completions: 2, comments: 1 });
  await seedBookDay(app, book1, OUTSIDE, { views: 50 });

  // Views: i1 9, i3 4, i2 3, i5 and i6 none; completion rates: i2 2/3, i1 3/9, i3 1/4.
  await seedIssueDay(app, i1, D5, {
    views: 6,
    unique_readers: 5,
    completions: 2,
    likes: 1,
    comments: 2,
  });
  await seedIssueDay(app, i1, D2, { views: 3, unique_readers: 3, completions: 1, comments: 1 });
  await seedIssueDay(app, i1, OUTSIDE, { views: 70, completions: 70 });
  await seedIssueDay(app, i2, D5, { views: 2, unique_readers: 1, completions: 1, likes: 1 });
  await seedIssueDay(app, i2, D2, { views: 1, unique_readers: 1, completions: 1 });
  await seedIssueDay(app, i3, D5, { views: 2, unique_readers: 2 });
  await seedIssueDay(app, i3, D2, { views: 2, unique_readers: 2, completions: 1 });
  await seedIssueDay(app, i4, D5, { views: 50 });
  await seedIssueDay(app, io, D5, { views: 99 });

  await seedTraffic(app, i1, D5, 'web', 'example.com', 4);
  await seedTraffic(app, i1, D5, 'web', '', 1);
  await seedTraffic(app, i1, D5, 'opds', '', 1);
  await seedTraffic(app, i1, D2, 'cbz', '', 3);
  await seedTraffic(app, i1, OUTSIDE, 'web', 'old.example', 9);
  await seedTraffic(app, i2, D5, 'web', 'news.example', 2);
  await seedTraffic(app, i3, D2, 'web', 'example.com', 1);
  await seedTraffic(app, i3, D2, 'api', '', 1);
  await seedTraffic(app, io, D5, 'web', 'other.example', 20);

  await seedReach(app, i1.id, D5, [5, 4, 2]);
  await seedReach(app, i1.id, D2, [3, 2, 1]);
  await seedReach(app, i1.id, OUTSIDE, [40, 40, 40]);
});
afterAll(async () => {
  await app.close();
});

type Work = {
  from: string;
  to: string;
  totals: Record<string, number>;
  daily: ({ day: string } & Record<string, number>)[];
  referrers: { domain: string; views: number }[];
  top: { domain: string; views: number }[];
  sources: { source: string; views: number }[];
  dropOff: { page: number; readers: number; share: number }[];
  issues: {
    totalCount: number;
    nodes: { issue: { id: number }; totals: { views: number; completionRate: number } }[];
  };
};

async function ask(query: string, key: string, variables: Record<string, unknown>): Promise<Work> {
  const res = await app.gql<Record<string, Work>>(query, variables, creator.token);
  expect(res.errors).toBeUndefined();
  return res.data![key];
}
const range = { from: FROM, to: TO };
const issueIds = (w: Work) => w.issues.nodes.map((n) => n.issue.id);

test('creatorStats: totals, zero-filled days, referrers, sources and issues of the range only', async () => {
  const w = await ask(CREATOR, 'creatorStats', { range });
  expect([w.from, w.to]).toEqual([FROM, TO]);
  expect(w.totals).toEqual({
    views: 15,
    uniqueReaders: 12,
    completions: 5,
    completionRate: 5 / 15,
    likes: 2,
    ratings: 3,
    comments: 4,
    subscribersGained: 3,
    subscribersLost: 1,
  });
  expect(w.daily.map((d) => d.day)).toEqual(
    [-6, -5, -4, -3, -2, -1, 0].map((n) => dayFromToday(n)),
  );
  expect(w.daily[1]).toMatchObject({
    day: D5,
    views: 10,
    subscribersGained: 2,
    subscribersLost: 1,
  });
  expect(w.daily[4]).toMatchObject({ day: D2, views: 5, ratings: 2 });
  for (const i of [0, 2, 3, 5, 6])
    expect(w.daily[i]).toEqual({
      day: w.daily[i].day,
      views: 0,
      uniqueReaders: 0,
      completions: 0,
      likes: 0,
      ratings: 0,
      comments: 0,
      subscribersGained: 0,
      subscribersLost: 0,
    });
  expect(w.referrers).toEqual([
    { domain: 'example.com', views: 5 },
    { domain: 'news.example', views: 2 },
  ]);
  expect(w.top).toEqual([{ domain: 'example.com', views: 5 }]);
  expect(w.sources).toEqual([
    { source: 'WEB', views: 8 },
    { source: 'CBZ', views: 3 },
    { source: 'API', views: 1 },
    { source: 'OPDS', views: 1 },
  ]);
  expect(w.dropOff).toEqual([]);
  // The removed book's issue and the other creator's are not listed; unread issues have zeros.
  expect(w.issues.totalCount).toBe(5);
  expect(issueIds(w)).toEqual([i1.id, i3.id, i2.id, i6.id, i5.id]);
  expect(w.issues.nodes[0].totals).toEqual({ views: 9, completions: 3, completionRate: 3 / 9 });
  expect(w.issues.nodes[4].totals).toEqual({ views: 0, completions: 0, completionRate: 0 });
});

test("bookStats: the book rollup; subscribers are the creator's, so 0; only its issues", async () => {
  const w = await ask(BOOK, 'bookStats', { id: b1.book.id, range });
  expect(w.totals).toEqual({
    views: 12,
    uniqueReaders: 10,
    completions: 5,
    completionRate: 5 / 12,
    likes: 2,
    ratings: 1,
    comments: 1,
    subscribersGained: 0,
    subscribersLost: 0,
  });
  expect(w.daily).toHaveLength(7);
  expect(w.referrers).toEqual([
    { domain: 'example.com', views: 4 },
    { domain: 'news.example', views: 2 },
  ]);
  expect(w.sources).toEqual([
    { source: 'WEB', views: 7 },
    { source: 'CBZ', views: 3 },
    { source: 'OPDS', views: 1 },
  ]);
  expect(w.dropOff).toEqual([]);
  expect(issueIds(w)).toEqual([i1.id, i2.id]);
  expect(w.issues.totalCount).toBe(2);
});

test('issueStats: the issue rollup, its drop-off over its pages and only itself as issue', async () => {
  const w = await ask(ISSUE, 'issueStats', { id: i1.id, range });
  expect(w.totals).toMatchObject({
    views: 9,
    uniqueReaders: 8,
    completions: 3,
    ratings: 0,
    likes: 1,
  });
  expect(w.daily.find((d) => d.day === D5)).toMatchObject({ views: 6, comments: 2 });
  expect(w.dropOff).toEqual([
    { page: 1, readers: 8, share: 1 },
    { page: 2, readers: 6, share: 0.75 },
    { page: 3, readers: 3, share: 0.375 },
  ]);
  expect(w.referrers).toEqual([{ domain: 'example.com', views: 4 }]);
  expect(issueIds(w)).toEqual([i1.id]);
  // An issue nobody read: one zero entry per page.
  const quiet = await ask(ISSUE, 'issueStats', { id: i5.id, range });
  expect(quiet.dropOff).toEqual([
    { page: 1, readers: 0, share: 0 },
    { page: 2, readers: 0, share: 0 },
  ]);
  expect(quiet.totals.completionRate).toBe(0);
});

test('a one-day range and a 366-day range are answered; the daily list has one entry per day', async () => {
  const one = await ask(CREATOR, 'creatorStats', { range: { from: D5, to: D5 } });
  expect(one.daily).toHaveLength(1);
  expect(one.totals.views).toBe(10);
  const year = await ask(CREATOR, 'creatorStats', {
    range: { from: dayFromToday(-365), to: TO },
  });
  expect(year.daily).toHaveLength(366);
  expect(year.totals.views).toBe(115);
});

test('one statement per list: totals and daily share one; fields not asked for are not read', async () => {
  const count = async (selection: string) =>
    (
      await sqlStatementsDuring(async () => {
        const res = await app.gql(
          `query($range: StatsRangeInput!) { creatorStats(range: $range) { ${selection} } }`,
          { range },
          creator.token,
        );
        expect(res.errors).toBeUndefined();
      })
    ).filter((text) => /_daily_|generate_series/.test(text)).length;
  expect(await count('from to')).toBe(0);
  expect(await count('totals { views }')).toBe(1);
  expect(await count('totals { views } daily { day views }')).toBe(1);
  expect(
    await count(
      'totals { views } daily { day } referrers { domain } sources { source } issues { totalCount }',
    ),
  ).toBe(4);
});

describe('range validation', () => {
  test.each([
    ['an unparseable day', { from: '2026-1-01', to: TO }, MESSAGES.statsDayInvalid('from')],
    ['a day that does not exist', { from: FROM, to: '2025-02-30' }, MESSAGES.statsDayInvalid('to')],
    ['from after to', { from: TO, to: FROM }, MESSAGES.statsRangeReversed],
    ['367 days', { from: dayFromToday(-366), to: TO }, MESSAGES.statsRangeTooLong(366)],
    ['a range ending tomorrow', { from: FROM, to: dayFromToday(1) }, MESSAGES.statsRangeInFuture],
  ])('%s: BAD_USER_INPUT', async (_name, bad, message) => {
    for (const [query, vars] of [
      [CREATOR, {}],
      [BOOK, { id: b1.book.id }],
      [ISSUE, { id: i1.id }],
    ] as const) {
      const res = await app.gql(query, { ...vars, range: bad }, creator.token);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(res.data).toBeNull();
    }
  });

  test('calendar edges: leap days, the 366-day limit, today in UTC', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(parseStatsRange({ from: '2024-02-29', to: '2024-02-29' }, now)).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    expect(() => parseStatsRange({ from: '2025-02-29', to: '2025-03-01' }, now)).toThrow(
      MESSAGES.statsDayInvalid('from'),
    );
    // 2024 is a leap year: 2024-01-01..2024-12-31 is 366 days, one more is too many.
    expect(() => parseStatsRange({ from: '2024-01-01', to: '2024-12-31' }, now)).not.toThrow();
    expect(() => parseStatsRange({ from: '2023-12-31', to: '2024-12-31' }, now)).toThrow(
      MESSAGES.statsRangeTooLong(366),
    );
    expect(() => parseStatsRange({ from: '2026-03-01', to: '2026-03-01' }, now)).not.toThrow();
    expect(() => parseStatsRange({ from: '2026-03-01', to: '2026-03-02' }, now)).toThrow(
      MESSAGES.statsRangeInFuture,
    );
    expect(() => parseStatsRange({ from: ' 2026-03-01', to: '2026-03-01' }, now)).toThrow(
      MESSAGES.statsDayInvalid('from'),
    );
  });

  test('referrers(first:) outside 1..50 is BAD_USER_INPUT', async () => {
    const res = await app.gql(
      `query($range: StatsRangeInput!) { creatorStats(range: $range) { referrers(first: 51) { domain } } }`,
      { range },
      creator.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidFirst(50),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
