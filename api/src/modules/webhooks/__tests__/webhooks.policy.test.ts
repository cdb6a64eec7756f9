import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { Subscription } from '../../subscriptions/subscription.entity';
import { WebhookEndpoint } from '../webhook-endpoint.entity';
import { WebhookDeliveryStatus, WebhookEvent, WebhookSource } from '../webhook-events';
import {
  canManageWebhook,
  followersHear,
  isOpenDelivery,
  OPEN_DELIVERY_SQL,
  OWN_WEBHOOK,
  receivesEvent,
  receivesEventSql,
} from '../webhooks.policy';

/** Every form of each webhooks.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

test('ownership: JS and ORM forms agree', async () => {
  const owner = await buildUser(app);
  const other = await buildUser(app);
  const em = app.em();
  const hook = em.create(WebhookEndpoint, {
    user: owner.user.id,
    url: 'https://example.com/',
    secret: 'x'.repeat(16),
    events: [WebhookEvent.BOOK_UPDATED],
    source: WebhookSource.OWN_WORKS,
  });
  await em.flush();
  for (const [viewer, expected] of [
    [owner.user, true],
    [other.user, false],
  ] as const) {
    expect(canManageWebhook(viewer, hook)).toBe(expected);
    expect(await app.em().count(WebhookEndpoint, { id: hook.id, ...OWN_WEBHOOK(viewer) })).toBe(
      expected ? 1 : 0,
    );
  }
  expect(canManageWebhook(null, hook)).toBe(false);
});

const E = WebhookEvent;
const OWN = WebhookSource.OWN_WORKS;
const FOLLOWED = WebhookSource.FOLLOWED_CREATORS;

describe('recipients', () => {
  test.each([
    {
      name: 'own works, own event',
      source: OWN,
      mine: true,
      event: E.ISSUE_PUBLISHED,
      expected: true,
    },
    {
      name: "own works, someone else's event",
      source: OWN,
      mine: false,
      follows: true,
      event: E.ISSUE_PUBLISHED,
      expected: false,
    },
    {
      name: 'own works, event not chosen',
      source: OWN,
      mine: true,
      event: E.BOOK_DELETED,
      expected: false,
    },
    {
      name: 'own works, hidden work',
      source: OWN,
      mine: true,
      event: E.BOOK_UPDATED,
      publicWork: false,
      expected: true,
    },
    {
      name: 'own works, subscriber added',
      source: OWN,
      mine: true,
      event: E.SUBSCRIBER_ADDED,
      expected: true,
    },
    {
      name: 'followed, follows',
      source: FOLLOWED,
      follows: true,
      event: E.ISSUE_PUBLISHED,
      expected: true,
    },
    {
      name: 'followed, does not follow',
      source: FOLLOWED,
      follows: false,
      event: E.ISSUE_PUBLISHED,
      expected: false,
    },
    {
      name: 'followed, hidden work',
      source: FOLLOWED,
      follows: true,
      event: E.BOOK_UPDATED,
      publicWork: false,
      expected: false,
    },
    {
      name: 'followed, subscriber added (creator only)',
      source: FOLLOWED,
      follows: true,
      event: E.SUBSCRIBER_ADDED,
      expected: false,
    },
    {
      name: 'followed, own work',
      source: FOLLOWED,
      mine: true,
      event: E.ISSUE_PUBLISHED,
      expected: false,
    },
    {
      name: 'paused',
      source: OWN,
      mine: true,
      event: E.ISSUE_PUBLISHED,
      active: false,
      expected: false,
    },
    {
      name: 'deactivated owner',
      source: FOLLOWED,
      follows: true,
      event: E.ISSUE_PUBLISHED,
      userActive: false,
      expected: false,
    },
  ])('$name: every form says $expected', async (c) => {
    const creator = await buildUser(app);
    const owner = c.mine ? creator : await buildUser(app, { active: c.userActive ?? true });
    const em = app.em();
    if (c.follows)
      em.create(Subscription, { publisher: creator.user.id, subscriber: owner.user.id });
    const events = [E.ISSUE_PUBLISHED, E.BOOK_UPDATED, E.SUBSCRIBER_ADDED];
    const hook = em.create(WebhookEndpoint, {
      user: owner.user.id,
      url: 'https://example.com/',
      secret: 'x'.repeat(16),
      events,
      source: c.source,
      active: c.active ?? true,
    });
    await em.flush();
    const scope = { event: c.event, creatorId: creator.user.id, publicWork: c.publicWork ?? true };
    const loaded = await app.em().findOneOrFail(WebhookEndpoint, hook.id, { populate: ['user'] });
    expect(receivesEvent(loaded, scope, c.follows ?? false)).toBe(c.expected);
    expect(
      await sqlMatches(
        app,
        `select count(*) as n from webhook_endpoints e join users u on u.id = e.user_id
          where e.id = $4 and ${receivesEventSql('e', 'u', '$1', '$2::int', '$3::boolean')}`,
        [scope.event, scope.creatorId, followersHear(scope), hook.id],
      ),
    ).toBe(c.expected);
  });
});

test.each([
  [WebhookDeliveryStatus.PENDING, true],
  [WebhookDeliveryStatus.RETRYING, true],
  [WebhookDeliveryStatus.SUCCEEDED, false],
  [WebhookDeliveryStatus.FAILED, false],
])('open delivery (%s): JS and SQL forms agree', async (status, expected) => {
  expect(isOpenDelivery({ status })).toBe(expected);
  expect(
    await sqlMatches(
      app,
      `select count(*) as n from (select $1::text as status) d where ${OPEN_DELIVERY_SQL('d')}`,
      [status],
    ),
  ).toBe(expected);
});
