import type { Test } from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildBook,
  buildUser,
  storedKeys,
  testCover,
  testPage,
  type BuiltUser,
} from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';
import { NEW_ISSUE_QUEUE } from '../../notifications/notifications.service';
import { WEBHOOK_EVENT_QUEUE } from '../../webhooks/webhooks.jobs';
import { RELEASE_ISSUE_JOB, runRelease } from '../releases.jobs';
import { coverFile, pageFiles, publishingRows } from '../../publish/__tests__/helpers';

/**
 * Scheduled releases, the write side: the release time on create and edit (GraphQL and v1),
 * the release job (notices and webhooks exactly once), rescheduling, the release order and
 * bad input. Jobs are counted in pg-boss's table; the release job is run directly.
 */

let app: TestApp;
let owner: BuiltUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app);
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);
const auth = (req: Test, token?: string) =>
  token ? req.set('authorization', `Bearer ${token}`) : req;

/** Jobs of a queue about one issue (pg-boss keeps finished jobs in its table too). */
async function jobsFor(queue: string, issueId: number): Promise<Record<string, unknown>[]> {
  const found: { data: Record<string, unknown> }[] = await app
    .em()
    .getConnection()
    .execute(
      `select data from pgboss.job where name = ? and (data->>'issueId')::int = ? order by created_on`,
      [queue, issueId],
    );
  return found.map((r) => r.data);
}

async function announcements(issueId: number) {
  return {
    notices: (await jobsFor(NEW_ISSUE_QUEUE, issueId)).length,
    webhooks: (await jobsFor(WEBHOOK_EVENT_QUEUE, issueId)).length,
  };
}

const ISSUE_FIELDS = 'id issueNumber isReleased releaseAt book { id issueCount }';

async function createIssue(bookId: number, releaseAt?: string | null, token = owner.token) {
  return app.gqlUpload<any>(
    `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!) {
      createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) { ${ISSUE_FIELDS} }
    }`,
    {
      bookId,
      input: {
        title: 'Later',
        description: 'Soon.',
        credits: [{ userId: owner.user.id, roles: ['WRITER'] }],
        ...(releaseAt !== undefined ? { releaseAt } : {}),
      },
      pages: [null],
    },
    { cover: await coverFile(), ...(await pageFiles(1)) },
    token,
  );
}

async function editRelease(bookId: number, issueNumber: number, releaseAt: string) {
  const issue = await app.em().findOneOrFail(Issue, { book: bookId, issueNumber });
  const pages = await app.em().find(IssuePage, { issue }, { orderBy: { pageNumber: 'asc' } });
  return app.gql<any>(
    `mutation ($b: Int!, $n: Int!, $input: IssueDetailsInput!, $order: [PageSlotInput!]!) {
      updateIssue(bookId: $b, issueNumber: $n, input: $input, pageOrder: $order) { ${ISSUE_FIELDS} }
    }`,
    {
      b: bookId,
      n: issueNumber,
      input: {
        title: issue.title,
        description: issue.description,
        credits: [{ userId: owner.user.id, roles: ['WRITER'] }],
        releaseAt,
      },
      order: pages.map((p) => ({ existingPageId: p.id })),
    },
    owner.token,
  );
}

const publicIssueCount = async (bookId: number) =>
  (await app.gql<any>('query($id: Int!) { book(id: $id) { issueCount } }', { id: bookId })).data
    .book.issueCount;

const setReleaseAt = (issueId: number, at: Date) =>
  app.em().nativeUpdate(Issue, { id: issueId }, { releaseAt: at });

test('a scheduled issue waits hidden with one release job for its time; at release, notices and the webhook go out once however often the job runs', async () => {
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  // 14:30 in UTC+02:00 tomorrow, written with an offset.
  const at = new Date(Math.ceil(inHours(24).getTime() / 60_000) * 60_000);
  const local = new Date(at.getTime() + 2 * HOUR).toISOString().slice(0, 16) + '+02:00';
  const res = await createIssue(book.id, local);
  expect(res.errors).toBeUndefined();
  const created = res.data.createIssue;
  expect(created).toMatchObject({ issueNumber: 2, isReleased: false, book: { issueCount: 2 } });
  expect(created.releaseAt).toBe(at.toISOString());
  expect(await publicIssueCount(book.id)).toBe(1);
  expect(await jobsFor(RELEASE_ISSUE_JOB, created.id)).toEqual([
    { issueId: created.id, releaseAt: at.toISOString() },
  ]);
  expect(await announcements(created.id)).toEqual({ notices: 0, webhooks: 0 });

  // Too early: the job claims nothing (and re-schedules itself for the time).
  expect(await runRelease(app.deps, { issueId: created.id, releaseAt: at.toISOString() })).toBe(
    false,
  );
  expect(await announcements(created.id)).toEqual({ notices: 0, webhooks: 0 });
  expect(await jobsFor(RELEASE_ISSUE_JOB, created.id)).toHaveLength(2);

  const due = new Date(Date.now() - 1000);
  await setReleaseAt(created.id, due);
  const job = { issueId: created.id, releaseAt: due.toISOString() };
  const runs = await Promise.all([runRelease(app.deps, job), runRelease(app.deps, job)]);
  expect(runs.filter(Boolean)).toHaveLength(1);
  expect(await runRelease(app.deps, job)).toBe(false);
  expect(await announcements(created.id)).toEqual({ notices: 1, webhooks: 1 });
  expect(await publicIssueCount(book.id)).toBe(2);
  expect((await app.em().findOneOrFail(Issue, created.id)).releaseAnnouncedAt).toBeInstanceOf(Date);
});

test('an issue released at once is announced by its own transaction, with no release job', async () => {
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const res = await createIssue(book.id, new Date(Date.now() - 5 * HOUR).toISOString());
  expect(res.errors).toBeUndefined();
  const { id } = res.data.createIssue;
  expect(res.data.createIssue.isReleased).toBe(true);
  expect(await announcements(id)).toEqual({ notices: 1, webhooks: 1 });
  expect(await jobsFor(RELEASE_ISSUE_JOB, id)).toEqual([]);
  expect(await publicIssueCount(book.id)).toBe(2);
});

test('editing the time re-schedules (the old job then does nothing); a past time releases at once; after release the time is fixed', async () => {
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const first = inHours(1).toISOString();
  const { id } = (await createIssue(book.id, first)).data.createIssue;
  const second = inHours(3).toISOString();
  const moved = await editRelease(book.id, 2, second);
  expect(moved.errors).toBeUndefined();
  expect(moved.data.updateIssue).toMatchObject({ releaseAt: second, isReleased: false });
  expect((await jobsFor(RELEASE_ISSUE_JOB, id)).map((d) => d.releaseAt)).toEqual([first, second]);

  // The first time comes: its job finds the issue rescheduled and sends nothing.
  expect(await runRelease(app.deps, { issueId: id, releaseAt: first })).toBe(false);
  expect(await announcements(id)).toEqual({ notices: 0, webhooks: 0 });
  expect(await publicIssueCount(book.id)).toBe(1);

  const now = await editRelease(book.id, 2, new Date(Date.now() - HOUR).toISOString());
  expect(now.errors).toBeUndefined();
  expect(now.data.updateIssue.isReleased).toBe(true);
  expect(await announcements(id)).toEqual({ notices: 1, webhooks: 1 });
  expect(await runRelease(app.deps, { issueId: id, releaseAt: second })).toBe(false);
  expect(await announcements(id)).toEqual({ notices: 1, webhooks: 1 });
  expect(await publicIssueCount(book.id)).toBe(2);

  const released = now.data.updateIssue.releaseAt;
  const again = await editRelease(book.id, 2, inHours(5).toISOString());
  expect(again.errors?.[0]).toMatchObject({
    message: MESSAGES.releaseAtAlreadyReleased,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const same = await editRelease(book.id, 2, released);
  expect(same.errors).toBeUndefined();
  expect(same.data.updateIssue.releaseAt).toBe(released);
});

test('release order: a new issue is never released before a scheduled previous one; the first issue is not scheduled', async () => {
  const { book } = await buildBook(app, { publisher: owner.user, files: true });
  const at = inHours(2);
  expect((await createIssue(book.id, at.toISOString())).errors).toBeUndefined();
  for (const early of [undefined, inHours(1).toISOString()]) {
    const res = await createIssue(book.id, early);
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.releaseAtBeforePrevious(2, at.toISOString()),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const later = await createIssue(book.id, inHours(4).toISOString());
  expect(later.data?.createIssue.issueNumber).toBe(3);
  // Issue 2 may not move past issue 3.
  const past3 = await editRelease(book.id, 2, inHours(5).toISOString());
  expect(past3.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

  const book2 = await app.gqlUpload<any>(
    `mutation ($input: CreateBookInput!, $cover: Upload!, $issueCover: Upload!, $pages: [Upload!]!) {
      createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) { id }
    }`,
    {
      input: {
        title: 'Never',
        description: 'Not yet.',
        urlSlug: 'never',
        contentRating: 'T',
        genres: ['action'],
        firstIssue: {
          title: 'One',
          description: 'First.',
          credits: [{ userId: owner.user.id, roles: ['WRITER'] }],
          releaseAt: inHours(1).toISOString(),
        },
      },
      pages: [null],
    },
    {
      cover: await coverFile(),
      issueCover: await coverFile(),
      ...(await pageFiles(1)),
    },
    owner.token,
  );
  expect(book2.errors?.[0]).toMatchObject({
    message: MESSAGES.releaseAtFirstIssue,
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

describe('bad input', () => {
  const BAD = [
    'next friday',
    '2026-12-01T10:00:00', // no time zone
    '2027-02-30T10:00:00Z', // no such day
    '2026-12-01T24:30:00Z',
    '1764583200000',
  ];

  test.each(BAD)('GraphQL createIssue with %p: BAD_USER_INPUT, nothing stored', async (value) => {
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const res = await createIssue(book.id, value);
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.releaseAtInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'releaseAt' },
    });
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);
  });

  test('too far ahead', async () => {
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const res = await createIssue(book.id, inHours(24 * 400).toISOString());
    expect(res.errors?.[0].message).toBe(MESSAGES.releaseAtTooFar);
  });

  test('v1 P7 and P9: 400 with the message and nothing changed; a valid time schedules', async () => {
    const { book } = await buildBook(app, { publisher: owner.user, files: true });
    const post = async (releaseAt: string) =>
      auth(app.http().post(`/api/v1/publish/x/book/${book.id}`), owner.token)
        .field('issueTitle', 'Chapter')
        .field('issueDescription', 'More of it.')
        .field(
          'workCredits',
          JSON.stringify([{ user: owner.user.id, username: 'x', credits: ['artist'] }]),
        )
        .field('releaseAt', releaseAt)
        .attach('issueCoverPhoto', await testCover(), 'cover.png')
        .attach('issueAssets', await testPage(), 'p1.png');
    const before = { rows: await publishingRows(app), keys: await storedKeys(app) };
    const bad = await post('tomorrow at noon');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.releaseAtInvalid);
    expect(await publishingRows(app)).toEqual(before.rows);
    expect(await storedKeys(app)).toEqual(before.keys);

    const at = inHours(6).toISOString();
    const ok = await post(at);
    expect(ok.status).toBe(201);
    expect(ok.body.issue.release_at).toBe(at);
    expect((await app.http().get(`/api/v1/read/x/book/${book.id}/issue/2`)).status).toBe(404);

    const edit = (releaseAt: string) =>
      auth(app.http().patch(`/api/v1/publish/x/book/${book.id}/issue/2`), owner.token)
        .field('title', 'Chapter')
        .field('issueDescription', 'More of it.')
        .field(
          'workCredits',
          JSON.stringify([{ user: owner.user.id, username: 'x', credits: ['artist'] }]),
        )
        .field('releaseAt', releaseAt);
    const badEdit = await edit('31/12/2026');
    expect(badEdit.status).toBe(400);
    expect(JSON.stringify(badEdit.body)).toContain(MESSAGES.releaseAtInvalid);
    const later = inHours(8).toISOString();
    const goodEdit = await edit(later);
    expect(goodEdit.status).toBe(200);
    expect(goodEdit.body.updatedIssue.release_at).toBe(later);
  });
});
