import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { dbOf, rows, type Db, type Statement } from '../../../db/sql';
import { CreditRoleEnum } from '../../credits/work-credit.entity';
import { publicBooks, publicIssues } from '../public-works.queries';
import type { PublicBookRow, PublicIssueRow, WorkDocumentRow } from '../public-works.rows';

// Every statement of the public-works family returns the same record for the same public
// issue or book (the same core columns, the same shared aggregates), and none of them shows
// an issue of a removed book, of a deactivated publisher, or one not yet released.

let app: TestApp;
let db: Db;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  db = dbOf(app.em(), app.deps);
});
afterAll(async () => {
  await app.close();
});

const ISSUE_KEYS: (keyof PublicIssueRow)[] = [
  'id',
  'issue_number',
  'title',
  'description',
  'cover_key',
  'cover_content_type',
  'image_prefix_ref',
  'date_created',
  'last_updated',
  'book_id',
  'book_title',
  'url_slug',
  'status',
  'content_rating',
  'publisher_id',
  'username',
  'photo_key',
];
const BOOK_KEYS: (keyof PublicBookRow)[] = [
  'id',
  'title',
  'url_slug',
  'description',
  'cover_key',
  'status',
  'content_rating',
  'date_created',
  'last_updated',
  'publisher_id',
  'username',
  'photo_key',
];

const pick = <T extends object>(row: T, keys: (keyof T)[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));

const run = <T extends object>(st: Statement, values: unknown[]) => rows<T>(db, st, values);

interface IssueRef {
  id: number;
  book_id: number;
  number: number;
  genre: string;
  username: string;
}

/** Every issue statement's row for one issue (`[]` where the statement does not show it). */
async function issueRows(issue: IssueRef) {
  const { id, book_id: bookId, number, genre, username } = issue;
  const only = <T extends { id: number }>(found: T[]) => found.filter((r) => r.id === id);
  return {
    newest: only(await run<PublicIssueRow>(publicIssues.newest, [10_000, 0])),
    byGenre: only(await run<PublicIssueRow>(publicIssues.byGenre, [genre, 10_000, 0])),
    byCreator: only(await run<PublicIssueRow>(publicIssues.byCreator, [username, 10_000, 0])),
    byIds: await run<PublicIssueRow>(publicIssues.byIds, [[id]]),
    searchItems: await run<PublicIssueRow>(publicIssues.searchItems, [[id]]),
    archive: await run<PublicIssueRow>(publicIssues.archive, [id]),
    archiveByNumber: await run<PublicIssueRow>(publicIssues.archiveByNumber, [bookId, number]),
    head: await run<PublicIssueRow>(publicIssues.head, [bookId, number]),
    reader: await run<PublicIssueRow>(publicIssues.reader, [bookId, number, null]),
    forProgress: await run<PublicIssueRow>(publicIssues.forProgress, [id]),
  };
}

async function built(options: Parameters<typeof buildBook>[1] = {}) {
  const credited = await buildUser(app);
  const { book, issues, publisher } = await buildBook(app, {
    genres: ['horror', 'mystery'],
    issue: {
      pages: 3,
      credits: [{ user: credited.user, roles: [CreditRoleEnum.ARTIST, CreditRoleEnum.WRITER] }],
    },
    ...options,
  });
  const issue = issues[issues.length - 1];
  return {
    book,
    publisher,
    issue: {
      id: issue.id,
      book_id: book.id,
      number: issue.issueNumber,
      genre: 'horror',
      username: publisher.username,
    } as IssueRef,
  };
}

test('every issue statement returns the same record for a public issue', async () => {
  const { issue } = await built();
  const found = await issueRows(issue);
  const reference = pick(found.byIds[0], ISSUE_KEYS);
  expect(reference).toMatchObject({ id: issue.id, book_id: issue.book_id });
  for (const [name, list] of Object.entries(found)) {
    expect([name, list.map((r) => pick(r, ISSUE_KEYS))]).toEqual([name, [reference]]);
  }

  // The shared aggregates agree wherever a statement selects them.
  type Aggregated = PublicIssueRow & Record<string, unknown>;
  const [entry] = found.byIds as Aggregated[];
  const [archive] = found.archive as Aggregated[];
  const [reader] = found.reader as Aggregated[];
  expect(entry.page_count).toBe(3);
  expect((archive.page_files as unknown[]).length).toBe(3);
  expect((reader.pages as unknown[]).length).toBe(3);
  expect((found.forProgress[0] as Aggregated).page_count).toBe(3);
  expect((found.searchItems[0] as Aggregated).page_count).toBe(3);
  for (const row of [entry, archive, found.searchItems[0] as Aggregated]) {
    expect(row.genres).toEqual(['horror', 'mystery']);
  }
  expect(archive.credits).toEqual((found.head[0] as Aggregated).credits);
  expect((archive.credits as unknown[]).length).toBe(2);

  const ids = await run<{ id: number }>(publicIssues.ids, [[issue.id]]);
  expect(ids).toEqual([{ id: issue.id }]);
  const latest = await run<{ id: number }>(publicIssues.latest, [10_000]);
  expect(latest.map((r) => r.id)).toContain(issue.id);
  expect(await run(publicIssues.page, [issue.id, 2])).toHaveLength(1);
  const [document] = await run<WorkDocumentRow>(publicIssues.documents, [[issue.id]]);
  expect(pick(document as PublicIssueRow, ISSUE_KEYS)).toEqual(reference);
  expect(document.visible).toBe(true);
});

test('every book statement returns the same record for a visible book', async () => {
  const { book } = await built({ issues: 2 });
  const head = await run<PublicBookRow & { genres: string[] }>(publicBooks.head, [book.id]);
  const items = await run<PublicBookRow & Record<string, unknown>>(publicBooks.searchItems, [
    [book.id],
  ]);
  const documents = await run<WorkDocumentRow>(publicBooks.documents, [[book.id]]);
  const reference = pick(head[0], BOOK_KEYS);
  expect(reference).toMatchObject({ id: book.id });
  expect(pick(items[0], BOOK_KEYS)).toEqual(reference);
  expect(pick(documents[0] as PublicBookRow, BOOK_KEYS)).toEqual(reference);
  expect(documents[0].visible).toBe(true);
  expect(head[0].genres).toEqual(['horror', 'mystery']);
  expect(items[0]).toMatchObject({ genres: ['horror', 'mystery'], issue_count: 2, page_count: 6 });
  const views = await run<{ id: number; total_issues: number }>(publicBooks.searchViews, [
    [book.id],
  ]);
  expect(views).toMatchObject([{ id: book.id, total_issues: 2 }]);
  expect(await run(publicBooks.pageCounts, [[book.id], null])).toEqual([
    { book_id: book.id, count: 6 },
  ]);
});

describe('no statement shows a work that is not public', () => {
  const expectHidden = async (issue: IssueRef, bookId: number) => {
    for (const [name, list] of Object.entries(await issueRows(issue))) {
      expect([name, list]).toEqual([name, []]);
    }
    expect(await run(publicIssues.ids, [[issue.id]])).toEqual([]);
    expect(await run(publicIssues.page, [issue.id, 1])).toEqual([]);
    const latest = await run<{ id: number }>(publicIssues.latest, [10_000]);
    expect(latest.map((r) => r.id)).not.toContain(issue.id);
    const [document] = await run<WorkDocumentRow>(publicIssues.documents, [[issue.id]]);
    expect(document.visible).toBe(false);
    return bookId;
  };
  const expectBookHidden = async (bookId: number) => {
    expect(await run(publicBooks.head, [bookId])).toEqual([]);
    expect(await run(publicBooks.searchItems, [[bookId]])).toEqual([]);
    expect(await run(publicBooks.searchViews, [[bookId]])).toEqual([]);
    const [document] = await run<WorkDocumentRow>(publicBooks.documents, [[bookId]]);
    expect(document.visible).toBe(false);
  };

  test('a removed book', async () => {
    const { book, issue } = await built({ removed: true });
    await expectBookHidden(await expectHidden(issue, book.id));
  });

  test("a deactivated publisher's book", async () => {
    const publisher = (await buildUser(app, { active: false })).user;
    const { book, issue } = await built({ publisher });
    await expectBookHidden(await expectHidden(issue, book.id));
  });

  test('a scheduled issue (the book stays visible; only its owner reads it)', async () => {
    const { book, issue, publisher } = await built({
      issues: [{}, { releaseAt: new Date(Date.now() + 86_400_000) }],
    });
    await expectHidden(issue, book.id);
    expect(await run(publicBooks.head, [book.id])).toHaveLength(1);
    const [item] = await run<{ issue_count: number; page_count: number }>(publicBooks.searchItems, [
      [book.id],
    ]);
    expect(item).toMatchObject({ issue_count: 1, page_count: 3 });
    const own = await run<{ id: number }>(publicIssues.reader, [
      book.id,
      issue.number,
      publisher.id,
    ]);
    expect(own.map((r) => r.id)).toEqual([issue.id]);
  });
});
