import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { ReadingService } from '../reading.service';
import { issuePages, presentV1ReadIssue } from '../../../../test/v1-entity-presenters';
import { presentV1Page } from '../../../rest/v1-presenters/page';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

// The v1 reader answers from one prepared statement; its body must equal what the entity
// presenters produce for the same issue (every key, every value, dates to the millisecond).
test('R2 from the single-statement row equals the entity presenters', async () => {
  const owner = await buildUser(app, { username: 'row_owner' });
  const { book } = await buildBook(app, {
    publisher: owner.user,
    title: 'Row <Book>',
    issues: 2,
    issue: { pages: 4 },
  });
  // A last_updated with microseconds on the issue and one page (truncated the same way as Date).
  await app
    .em()
    .getConnection()
    .execute(
      `update issues set last_updated = '2026-03-04 05:06:07.891999+00' where book_id = ? and issue_number = 2`,
      [book.id],
    );
  await app
    .em()
    .getConnection()
    .execute(
      `update issue_pages set last_updated = now() - interval '1 hour', date_created = '2026-01-02 03:04:05.000999+00'
      where page_number = 3 and issue_id = (select id from issues where book_id = ? and issue_number = 2)`,
      [book.id],
    );

  const res = await app.http().get(`/api/v1/read/any/book/${book.id}/issue/2`);
  expect(res.status).toBe(200);

  const em = app.em();
  const service = new ReadingService(em, app.deps);
  const issue = await service.requireIssue(book.id, 2, null);
  const pages = await issuePages(em, issue);
  const expected = JSON.parse(
    JSON.stringify({
      status: 'success',
      issue: presentV1ReadIssue(issue, app.deps.media),
      issueAssets: pages.map((p) => presentV1Page(p, issue, app.deps.media)),
      totalIssueAssets: pages.length,
    }),
  );
  expect(res.body).toEqual(expected);
  expect(Object.keys(res.body.issue)).toEqual(Object.keys(expected.issue));
  expect(Object.keys(res.body.issueAssets[0])).toEqual(Object.keys(expected.issueAssets[0]));
  expect(res.body.issue.last_updated).toBe('2026-03-04T05:06:07.891Z');
  expect(res.body.issueAssets[2].date_created).toBe('2026-01-02T03:04:05.000Z');
});
