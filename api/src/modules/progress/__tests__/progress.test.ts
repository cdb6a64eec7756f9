import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { Book } from '../../books/book.entity';
import type { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';
import { ReadingProgress } from '../reading-progress.entity';

let app: TestApp;
let reader: BuiltUser;
let book: Book;
let issues: Issue[];

beforeAll(async () => {
  app = await startTestApp();
  reader = await buildUser(app);
  ({ book, issues } = await buildBook(app, { issues: [{ pages: 6 }, { pages: 4 }] }));
});
afterAll(async () => {
  await app.close();
});

const RECORD = `mutation($i: Int!, $p: Int!) {
  recordReadingProgress(issueId: $i, page: $p) { page furthestPage issueNumber pageCount issue { id } book { id } }
}`;
const stored = (userId: number, issueId?: number) =>
  app.em().find(ReadingProgress, { user: userId, ...(issueId ? { issue: issueId } : {}) });

interface Recorded {
  recordReadingProgress: {
    page: number;
    furthestPage: number;
    issueNumber: number;
    pageCount: number;
  };
}

describe('recordReadingProgress', () => {
  test('keeps the furthest page and where the reader stopped; shows on Issue and Book', async () => {
    const user = await buildUser(app);
    const first = await app.gql<Recorded>(RECORD, { i: issues[0].id, p: 4 }, user.token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.recordReadingProgress).toMatchObject({
      page: 4,
      furthestPage: 4,
      issueNumber: 1,
      pageCount: 6,
    });
    const back = await app.gql<Recorded>(RECORD, { i: issues[0].id, p: 2 }, user.token);
    expect(back.data?.recordReadingProgress).toMatchObject({ page: 2, furthestPage: 4 });
    expect(await stored(user.user.id)).toHaveLength(1);
    // A batch reports where the reader is and the furthest page seen since the last one.
    const batch = await app.gql<Recorded>(
      'mutation($i: Int!) { recordReadingProgress(issueId: $i, page: 2, furthestPage: 4) { page furthestPage } }',
      { i: issues[0].id },
      user.token,
    );
    expect(batch.data?.recordReadingProgress).toEqual({ page: 2, furthestPage: 4 });

    const seen = await app.gql<{
      issue: { viewerProgress: { page: number; furthestPage: number } };
      book: { viewerProgress: { issueNumber: number; page: number } };
    }>(
      `query($b: Int!) {
        issue(bookId: $b, issueNumber: 1) { viewerProgress { page furthestPage } }
        book(id: $b) { viewerProgress { issueNumber page } }
      }`,
      { b: book.id },
      user.token,
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.issue.viewerProgress).toEqual({ page: 2, furthestPage: 4 });
    expect(seen.data?.book.viewerProgress).toEqual({ issueNumber: 1, page: 2 });

    // Reading issue 2 makes it the book's "Continue" issue.
    await app.gql(RECORD, { i: issues[1].id, p: 3 }, user.token);
    const after = await app.gql<{
      book: { viewerProgress: { issueNumber: number; page: number } };
    }>(
      'query($b: Int!) { book(id: $b) { viewerProgress { issueNumber page } } }',
      { b: book.id },
      user.token,
    );
    expect(after.data?.book.viewerProgress).toEqual({ issueNumber: 2, page: 3 });
  });

  test('an unchanged report within a minute is not a write', async () => {
    const user = await buildUser(app);
    await app.gql(RECORD, { i: issues[0].id, p: 3 }, user.token);
    const before = (await stored(user.user.id))[0].updatedAt;
    await app.gql(RECORD, { i: issues[0].id, p: 3 }, user.token);
    expect((await stored(user.user.id))[0].updatedAt).toEqual(before);
  });

  test('unknown or hidden issue: NOT_FOUND; page outside the issue: BAD_USER_INPUT; nothing stored', async () => {
    const user = await buildUser(app);
    const { issues: hidden } = await buildBook(app, { removed: true });
    for (const issueId of [987654, hidden[0].id]) {
      const result = await app.gql(RECORD, { i: issueId, p: 1 }, user.token);
      expect(result.errors?.[0]).toMatchObject({
        message: MESSAGES.progressIssueNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const past = await app.gql(
      'mutation($i: Int!) { recordReadingProgress(issueId: $i, page: 1, furthestPage: 7) { page } }',
      { i: issues[0].id },
      user.token,
    );
    expect(past.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'furthestPage' },
    });
    for (const page of [0, -1, 7]) {
      const result = await app.gql(RECORD, { i: issues[0].id, p: page }, user.token);
      expect(result.errors?.[0]).toMatchObject({
        message: MESSAGES.progressPageOutOfRange(6),
        extensions: { code: 'BAD_USER_INPUT', field: 'page' },
      });
    }
    expect(await stored(user.user.id)).toHaveLength(0);
  });

  test('signed out: UNAUTHENTICATED, and no Issue/Book.viewerProgress', async () => {
    const result = await app.gql(RECORD, { i: issues[0].id, p: 1 });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const seen = await app.gql<{ book: { viewerProgress: null } }>(
      'query($b: Int!) { book(id: $b) { viewerProgress { page } } }',
      { b: book.id },
    );
    expect(seen.data?.book.viewerProgress).toBeNull();
  });

  test('a flood of writes is refused past the per-minute limit, and nothing more is stored', async () => {
    const user = await buildUser(app);
    const results = [];
    for (let n = 0; n < LIMITS.progressWritesPerMinute + 2; n += 1)
      results.push(await app.gql(RECORD, { i: issues[0].id, p: (n % 6) + 1 }, user.token));
    const limited = results.filter((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect(limited).toHaveLength(2);
    expect(limited[0].errors?.[0].message).toBe(MESSAGES.progressTooManyWrites);
    // The last accepted write was page ((limit - 1) % 6) + 1; the refused ones left no trace.
    const [row] = await stored(user.user.id);
    expect(row.lastPage).toBe(((LIMITS.progressWritesPerMinute - 1) % 6) + 1);
  });
});

describe('continueReading', () => {
  const SHELF = `query($first: Int, $after: String) { continueReading(first: $first, after: $after) {
    totalCount nodes { issueNumber page book { id } } pageInfo { hasNextPage endCursor } } }`;
  type Shelf = {
    continueReading: {
      totalCount: number;
      nodes: { issueNumber: number; page: number; book: { id: number } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };

  test('one entry per book, most recent first, paged; hidden books left out; clearable', async () => {
    const user = await buildUser(app);
    const a = await buildBook(app, { issues: 2 });
    const b = await buildBook(app, { issues: 1 });
    const c = await buildBook(app, { issues: 1 });
    await app.gql(RECORD, { i: a.issues[0].id, p: 1 }, user.token);
    await app.gql(RECORD, { i: b.issues[0].id, p: 2 }, user.token);
    await app.gql(RECORD, { i: a.issues[1].id, p: 2 }, user.token);
    await app.gql(RECORD, { i: c.issues[0].id, p: 1 }, user.token);
    await app.em().nativeUpdate(Book, { id: c.book.id }, { removed: true });

    const first = await app.gql<Shelf>(SHELF, { first: 1 }, user.token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.continueReading.totalCount).toBe(2);
    expect(first.data?.continueReading.nodes).toEqual([
      { issueNumber: 2, page: 2, book: { id: a.book.id } },
    ]);
    expect(first.data?.continueReading.pageInfo.hasNextPage).toBe(true);
    const second = await app.gql<Shelf>(
      SHELF,
      { first: 1, after: first.data?.continueReading.pageInfo.endCursor },
      user.token,
    );
    expect(second.data?.continueReading.nodes).toEqual([
      { issueNumber: 1, page: 2, book: { id: b.book.id } },
    ]);
    expect(second.data?.continueReading.pageInfo.hasNextPage).toBe(false);

    // Someone else's cursor is refused.
    const other = await buildUser(app);
    const foreign = await app.gql(
      SHELF,
      { after: first.data?.continueReading.pageInfo.endCursor },
      other.token,
    );
    expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    const cleared = await app.gql<{ clearReadingHistory: number }>(
      'mutation { clearReadingHistory }',
      {},
      user.token,
    );
    expect(cleared.data?.clearReadingHistory).toBe(4);
    const empty = await app.gql<Shelf>(SHELF, {}, user.token);
    expect(empty.data?.continueReading.nodes).toEqual([]);
    expect(await stored(user.user.id)).toHaveLength(0);
  });

  test('signed out: UNAUTHENTICATED', async () => {
    const result = await app.gql(SHELF, {});
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('mergeReadingProgress', () => {
  const MERGE = `mutation($e: [ReadingProgressEntryInput!]!) { mergeReadingProgress(entries: $e) { merged skipped } }`;

  test('merges local history: larger furthest page, newer last page; stale entries skipped', async () => {
    const user = await buildUser(app);
    const { issues: hidden } = await buildBook(app, { removed: true });
    const { issues: short } = await buildBook(app, { issue: { pages: 2 } });
    await app.gql(RECORD, { i: issues[0].id, p: 5 }, user.token);
    const old = new Date(Date.now() - 3600_000).toISOString();
    const result = await app.gql<{ mergeReadingProgress: { merged: number; skipped: number } }>(
      MERGE,
      {
        e: [
          // Older than the server's progress: page and furthest page stay 5.
          { issueId: issues[0].id, page: 2, furthestPage: 3, readAt: old },
          // Two entries of one issue: the newer gives the page, the larger furthest page wins.
          { issueId: issues[1].id, page: 3, readAt: new Date().toISOString() },
          { issueId: issues[1].id, page: 1, furthestPage: 4, readAt: old },
          { issueId: hidden[0].id, page: 1 },
          { issueId: 987654, page: 1 },
          { issueId: short[0].id, page: 3 },
        ],
      },
      user.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.mergeReadingProgress).toEqual({ merged: 2, skipped: 3 });
    const rows = await stored(user.user.id);
    const byIssue = new Map(rows.map((r) => [r.issue.id, r]));
    expect(rows).toHaveLength(2);
    expect(byIssue.get(issues[0].id)).toMatchObject({ lastPage: 5, furthestPage: 5 });
    expect(byIssue.get(issues[1].id)).toMatchObject({ lastPage: 3, furthestPage: 4 });
  });

  test('a newer local entry moves the page back to where the visitor stopped', async () => {
    const user = await buildUser(app);
    await app.gql(RECORD, { i: issues[0].id, p: 5 }, user.token);
    const soon = new Date(Date.now() + 1000).toISOString();
    await app.gql(MERGE, { e: [{ issueId: issues[0].id, page: 2, readAt: soon }] }, user.token);
    // readAt is capped at now, which is still after the recorded write.
    const [row] = await stored(user.user.id);
    expect(row).toMatchObject({ lastPage: 2, furthestPage: 5 });
  });

  test('more than the maximum: BAD_USER_INPUT and nothing stored', async () => {
    const user = await buildUser(app);
    const entries = Array.from({ length: LIMITS.progressMergeMax + 1 }, () => ({
      issueId: issues[0].id,
      page: 1,
    }));
    const result = await app.gql(MERGE, { e: entries }, user.token);
    expect(result.errors?.[0]).toMatchObject({
      message: MESSAGES.progressMergeTooMany(LIMITS.progressMergeMax),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await stored(user.user.id)).toHaveLength(0);
  });

  test('a token without write:social cannot record progress', async () => {
    const owner = await app.em().findOneOrFail(User, reader.user.id);
    const token = await buildAccessToken(app, { user: owner, scopes: ['read'] });
    const result = await app.gql(RECORD, { i: issues[0].id, p: 1 }, token.token);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
