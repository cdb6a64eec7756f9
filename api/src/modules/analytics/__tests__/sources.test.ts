import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildAccessToken,
  buildBook,
  buildUser,
  type BuiltBook,
  type BuiltUser,
} from '../../../../test/factories';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { BROWSER, GOOGLEBOT, resetRecording, storedEvents } from './helpers';

let app: TestApp;
let work: BuiltBook;
let reader: BuiltUser;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  work = await buildBook(app, { files: true, issue: { pages: 3 } });
  reader = await buildUser(app);
});
beforeEach(() => resetRecording(app));
afterAll(async () => {
  await app.close();
});

const issueId = () => work.issues[0].id;

test('a CBZ download counts a view read to the end (source cbz); HEAD and bots count nothing', async () => {
  const res = await app
    .http()
    .get(`/download/issues/${issueId()}.cbz`)
    .set('user-agent', BROWSER)
    .set('referer', 'https://forum.example.org/thread/9');
  expect(res.status).toBe(200);
  await app.http().head(`/download/issues/${issueId()}.cbz`).set('user-agent', BROWSER);
  await app.http().get(`/download/issues/${issueId()}.cbz`).set('user-agent', GOOGLEBOT);
  expect(await storedEvents(app)).toMatchObject([
    {
      issue_id: issueId(),
      kind: 'view',
      source: 'cbz',
      finished: true,
      furthest_page: null,
      referrer_domain: 'forum.example.org',
    },
  ]);
});

test('OPDS page streaming counts one view per reader and issue, then each new furthest page (source opds)', async () => {
  const page = (index: number, agent = BROWSER) =>
    app
      .http()
      .get(`/opds/issues/${issueId()}/pages/${index}?width=480`)
      .set('user-agent', agent)
      .then((res) => expect(res.status).toBeLessThan(400));
  await page(0);
  await page(0);
  await page(1);
  await page(0);
  await page(2);
  // Another reader (another app) on the same address is another view.
  await page(0, `${BROWSER} Chunky/2`);
  const events = await storedEvents(app);
  expect(events.map((e) => [e.kind, e.source, e.furthest_page, e.finished])).toEqual([
    ['view', 'opds', 1, false],
    ['progress', 'opds', 2, false],
    ['progress', 'opds', 3, true],
    ['view', 'opds', 1, false],
  ]);
  expect(events[0].reader_hash).toBe(events[2].reader_hash);
  expect(events[3].reader_hash).not.toBe(events[0].reader_hash);
});

const RECORD = `mutation($id: Int!, $page: Int, $finished: Boolean) {
  recordReading(issueId: $id, furthestPage: $page, finished: $finished)
}`;

test('recordReading counts a view of the signed-in reader (source api)', async () => {
  const { data, errors } = await app.gql<{ recordReading: boolean }>(
    RECORD,
    { id: issueId(), page: 2, finished: false },
    reader.token,
  );
  expect(errors).toBeUndefined();
  expect(data?.recordReading).toBe(true);
  // A read-only token may report reading.
  const readOnly = await buildAccessToken(app, { user: reader.user, scopes: ['read'] });
  const byTool = await app.gql(RECORD, { id: issueId(), finished: true }, readOnly.token);
  expect(byTool.errors).toBeUndefined();
  const events = await storedEvents(app);
  expect(events.map((e) => [e.kind, e.source, e.furthest_page, e.finished])).toEqual([
    ['view', 'api', 2, false],
    ['view', 'api', null, true],
  ]);
  expect(events[1].reader_hash).toBe(events[0].reader_hash);
});

test('recordReading refusals change nothing', async () => {
  const scopeless = await buildAccessToken(app, { user: reader.user, scopes: ['write:social'] });
  const scheduled = await buildBook(app, {
    issues: [{ releaseAt: new Date(Date.now() + 86_400_000) }],
  });
  const cases: [Record<string, unknown>, string | undefined, string, string][] = [
    [{ id: issueId() }, undefined, 'UNAUTHENTICATED', MESSAGES.notLoggedIn],
    [{ id: issueId() }, scopeless.token, 'FORBIDDEN', MESSAGES.tokenScopeMissing('read')],
    [{ id: 999_999 }, reader.token, 'NOT_FOUND', MESSAGES.readingIssueNotFound(999_999)],
    [
      { id: scheduled.issues[0].id },
      reader.token,
      'NOT_FOUND',
      MESSAGES.readingIssueNotFound(scheduled.issues[0].id),
    ],
    [{ id: issueId(), page: 4 }, reader.token, 'BAD_USER_INPUT', MESSAGES.readingPageOutOfRange(3)],
    [{ id: issueId(), page: 0 }, reader.token, 'BAD_USER_INPUT', MESSAGES.readingPageOutOfRange(3)],
  ];
  for (const [variables, token, code, message] of cases) {
    const { errors } = await app.gql(RECORD, variables, token);
    expect([errors?.[0]?.extensions?.code, errors?.[0]?.message]).toEqual([code, message]);
  }
  expect(await storedEvents(app)).toEqual([]);
});

test('recordReading is rate limited per user', async () => {
  const heavy = await buildUser(app);
  const limit = LIMITS.analytics.recordReadingPerUserPerMinute;
  for (let sent = 0; sent < limit; sent += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, limit - sent) }, () =>
        app.gql(RECORD, { id: issueId() }, heavy.token),
      ),
    );
    expect(batch.map((r) => r.errors)).toEqual(batch.map(() => undefined));
  }
  const refused = await app.gql(RECORD, { id: issueId() }, heavy.token);
  expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  expect(await storedEvents(app)).toHaveLength(limit);
});
