import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildIssue, buildUser } from '../../../../test/factories';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';
import { fanOutNewIssue } from '../../notifications/notifications.worker';
import { Notification } from '../notification.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const published = (issueId: number) =>
  app
    .em()
    .find(Notification, { kind: 'issue.published', issueId }, { orderBy: { recipient: 'asc' } });

test('the new-issue fan-out records one issue.published per active subscriber, once, in one insert', async () => {
  const creator = await buildUser(app);
  const fans = await Promise.all([1, 2, 3, 4].map(() => buildUser(app)));
  const stranger = await buildUser(app);
  const em = app.em();
  for (const fan of fans)
    em.create(Subscription, { publisher: creator.user.id, subscriber: fan.user.id });
  em.create(Subscription, { publisher: stranger.user.id, subscriber: fans[0].user.id });
  await em.flush();
  await em.nativeUpdate(User, { id: fans[3].user.id }, { active: false });
  const { book, issues } = await buildBook(app, { publisher: creator.user });

  // Set-based: one insert for all subscribers, however many there are.
  const execute = jest.spyOn(app.deps.orm.em.getConnection(), 'execute');
  await fanOutNewIssue(app.deps, { issueId: issues[0].id });
  const inserts = execute.mock.calls.filter(
    ([text]) => typeof text === 'string' && text.includes('insert into notifications'),
  );
  execute.mockRestore();
  expect(inserts).toHaveLength(1);
  let rows = await published(issues[0].id);
  expect(rows.map((r) => r.recipient.id)).toEqual(
    [fans[0], fans[1], fans[2]].map((f) => f.user.id).sort((a, b) => a - b),
  );
  expect(rows[0]).toMatchObject({ bookId: book.id, actor: { id: creator.user.id } });

  // A retried fan-out adds nothing.
  await fanOutNewIssue(app.deps, { issueId: issues[0].id });
  rows = await published(issues[0].id);
  expect(rows).toHaveLength(3);
});

test('a reader who subscribed after the release is not told about it', async () => {
  const creator = await buildUser(app);
  const early = await buildUser(app);
  const late = await buildUser(app);
  const em = app.em();
  em.create(Subscription, { publisher: creator.user.id, subscriber: early.user.id });
  await em.flush();
  const { issues } = await buildBook(app, { publisher: creator.user });
  em.create(Subscription, {
    publisher: creator.user.id,
    subscriber: late.user.id,
    dateCreated: new Date(Date.now() + 1000),
  });
  await em.flush();
  await fanOutNewIssue(app.deps, { issueId: issues[0].id });
  expect((await published(issues[0].id)).map((r) => r.recipient.id)).toEqual([early.user.id]);
});

test('a scheduled issue records nothing until it is released', async () => {
  const creator = await buildUser(app);
  const fan = await buildUser(app);
  const em = app.em();
  // Subscribed an hour ago: before the release time the test moves into the past below.
  em.create(Subscription, {
    publisher: creator.user.id,
    subscriber: fan.user.id,
    dateCreated: new Date(Date.now() - 3600_000),
  });
  await em.flush();
  const { book } = await buildBook(app, { publisher: creator.user });
  const scheduled = await buildIssue(app, {
    book,
    releaseAt: new Date(Date.now() + 3600_000),
  });
  await fanOutNewIssue(app.deps, { issueId: scheduled.id });
  expect(await published(scheduled.id)).toHaveLength(0);

  // Released (as the release job does before it enqueues the notice): now it counts.
  await app
    .em()
    .nativeUpdate('Issue', { id: scheduled.id }, { releaseAt: new Date(Date.now() - 1000) });
  await fanOutNewIssue(app.deps, { issueId: scheduled.id });
  expect((await published(scheduled.id)).map((r) => r.recipient.id)).toEqual([fan.user.id]);
});

test('a removed book records nothing', async () => {
  const creator = await buildUser(app);
  const fan = await buildUser(app);
  const em = app.em();
  em.create(Subscription, { publisher: creator.user.id, subscriber: fan.user.id });
  await em.flush();
  const { issues } = await buildBook(app, { publisher: creator.user, removed: true });
  await fanOutNewIssue(app.deps, { issueId: issues[0].id });
  expect(await published(issues[0].id)).toHaveLength(0);
});
