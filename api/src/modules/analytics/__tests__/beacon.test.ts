import crypto from 'node:crypto';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { LIMITS, MESSAGES } from '../../../config/limits';
import { GOOGLEBOT, BROWSER, postBeacon, resetRecording, storedEvents } from './helpers';

let app: TestApp;
let work: BuiltBook;
let reader: BuiltUser;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  const creator = await buildUser(app);
  work = await buildBook(app, { publisher: creator.user, issues: [{ pages: 4 }, { pages: 2 }] });
  reader = await buildUser(app);
});
beforeEach(() => resetRecording(app));
afterAll(async () => {
  await app.close();
});

const issueId = () => work.issues[0].id;

test('a first beacon counts a view with the referrer domain; later ones report progress only', async () => {
  const opened = await postBeacon(app, {
    events: [
      {
        issueId: issueId(),
        opened: true,
        furthestPage: 1,
        referrer: 'https://WWW.Example.com/list?id=3#top',
      },
    ],
  });
  expect(opened.status).toBe(204);
  const later = await postBeacon(app, {
    events: [{ issueId: issueId(), furthestPage: 4, finished: true, referrer: 'https://a.test/' }],
  });
  expect(later.status).toBe(204);
  const events = await storedEvents(app);
  expect(events).toMatchObject([
    {
      issue_id: issueId(),
      book_id: work.book.id,
      creator_id: work.publisher.id,
      kind: 'view',
      source: 'web',
      furthest_page: 1,
      finished: false,
      referrer_domain: 'example.com',
    },
    { kind: 'progress', source: 'web', furthest_page: 4, finished: true, referrer_domain: null },
  ]);
  // One reader, one hash; the day's hash of address + user agent, never the address itself.
  expect(events[0].reader_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(events[1].reader_hash).toBe(events[0].reader_hash);
});

test('links from this site are no referral; a signed-in reader is hashed by account', async () => {
  await postBeacon(
    app,
    { events: [{ issueId: issueId(), opened: true, referrer: 'http://panelhouse.test/books/1' }] },
    { authorization: `Bearer ${reader.token}` },
  );
  // The same account from another address and browser is the same reader that day.
  await postBeacon(
    app,
    { events: [{ issueId: issueId(), opened: true }] },
    { authorization: `Bearer ${reader.token}`, 'user-agent': `${BROWSER} Other` },
  );
  await postBeacon(app, { events: [{ issueId: issueId(), opened: true }] });
  const events = await storedEvents(app);
  expect(events.map((e) => e.referrer_domain)).toEqual([null, null, null]);
  expect(events[1].reader_hash).toBe(events[0].reader_hash);
  expect(events[2].reader_hash).not.toBe(events[0].reader_hash);
  const salt = await app.deps.recorder.salts.of(
    { em: app.em(), pools: app.deps.pools },
    events[0].day,
  );
  const hash = (identity: string) =>
    crypto.createHash('sha256').update(salt).update(identity).digest('hex');
  expect(events[0].reader_hash).toBe(hash(`u:${reader.user.id}`));
});

test("bots and other sites' scripts are answered 204 and nothing is stored", async () => {
  for (const agent of [GOOGLEBOT, 'curl/8.5.0', '']) {
    const res = await postBeacon(
      app,
      { events: [{ issueId: issueId(), opened: true }] },
      { 'user-agent': agent },
    );
    expect(res.status).toBe(204);
  }
  // Another site's page sending beacons for its visitors is not reading here.
  const forged = await postBeacon(
    app,
    { events: [{ issueId: issueId(), opened: true }] },
    { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
  );
  expect(forged.status).toBe(204);
  expect(await storedEvents(app)).toEqual([]);
  // Our own pages (and a dev server on the same site) are.
  await postBeacon(
    app,
    { events: [{ issueId: issueId(), opened: true }] },
    { 'sec-fetch-site': 'same-origin' },
  );
  expect(await storedEvents(app)).toHaveLength(1);
});

test('Do Not Track and Global Privacy Control count the view without a reader hash', async () => {
  await postBeacon(app, { events: [{ issueId: issueId(), opened: true }] }, { dnt: '1' });
  await postBeacon(app, { events: [{ issueId: issueId(), opened: true }] }, { 'sec-gpc': '1' });
  await postBeacon(app, { events: [{ issueId: issueId(), opened: true }] }, { dnt: '0' });
  const events = await storedEvents(app);
  expect(events.map((e) => [e.kind, e.reader_hash === null])).toEqual([
    ['view', true],
    ['view', true],
    ['view', false],
  ]);
});

test('bad beacons are refused with a message and store nothing', async () => {
  const cases: [unknown, number, string][] = [
    ['{"events": [', 400, MESSAGES.beaconNotJson],
    ['[1, 2]', 400, MESSAGES.beaconNotJson],
    [{ events: [] }, 400, MESSAGES.beaconEvents],
    [
      { events: Array.from({ length: 21 }, () => ({ issueId: issueId(), opened: true })) },
      400,
      MESSAGES.beaconEvents,
    ],
    [
      {
        events: [
          { issueId: issueId(), opened: true },
          { issueId: 999_999, opened: true },
        ],
      },
      400,
      MESSAGES.readingIssueNotFound(999_999),
    ],
    [{ events: [{ issueId: issueId(), furthestPage: 5 }] }, 400, MESSAGES.readingPageOutOfRange(4)],
    [
      { events: [{ issueId: issueId(), furthestPage: 0 }] },
      400,
      MESSAGES.beaconEventInvalid(0, 'furthestPage', 'a page number (1 or more)'),
    ],
    [
      { events: [{ issueId: '12', opened: true }] },
      400,
      MESSAGES.beaconEventInvalid(0, 'issueId', 'an issue id'),
    ],
    [
      {
        events: [
          { issueId: issueId(), opened: true, referrer: `https://a.test/${'x'.repeat(9000)}` },
        ],
      },
      413,
      MESSAGES.beaconTooLarge,
    ],
  ];
  for (const [body, status, message] of cases) {
    const res = await postBeacon(app, body);
    expect([res.status, res.body.message]).toEqual([status, message]);
  }
  expect(await storedEvents(app)).toEqual([]);
});

test('a scheduled issue is not public: its beacon is refused', async () => {
  const scheduled = await buildBook(app, {
    issues: [{ releaseAt: new Date(Date.now() + 86_400_000) }],
  });
  const res = await postBeacon(app, {
    events: [{ issueId: scheduled.issues[0].id, opened: true }],
  });
  expect(res.status).toBe(400);
  expect(await storedEvents(app)).toEqual([]);
});

test('a flood from one address is capped: 429 with Retry-After, and nothing more is stored', async () => {
  const body = { events: [{ issueId: work.issues[1].id, opened: true }] };
  const limit = LIMITS.analytics.beaconsPerIpPerMinute;
  for (let sent = 0; sent < limit; sent += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, limit - sent) }, () => postBeacon(app, body)),
    );
    expect(batch.map((r) => r.status)).toEqual(batch.map(() => 204));
  }
  const refused = await postBeacon(app, body);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.body.message).toBe(MESSAGES.beaconsTooMany);
  expect(await storedEvents(app)).toHaveLength(limit);
});
