import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { User } from '../../users/user.entity';
import { Subscription } from '../subscription.entity';
import {
  canSubscribe,
  isSelfSubscription,
  isSubscriptionListed,
  LISTED_SUBSCRIPTION,
  listedSubscriptionSql,
} from '../subscriptions.policy';

/** Every form of each subscriptions.policy rule against the same table of cases. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('listed subscriptions', () => {
  test.each([
    { name: 'both accounts active', publisherActive: true, subscriberActive: true, listed: true },
    {
      name: 'a deactivated publisher',
      publisherActive: false,
      subscriberActive: true,
      listed: false,
    },
    {
      name: 'a deactivated subscriber',
      publisherActive: true,
      subscriberActive: false,
      listed: false,
    },
    { name: 'both deactivated', publisherActive: false, subscriberActive: false, listed: false },
  ])('$name: every form says listed = $listed', async (c) => {
    const { user: publisher } = await buildUser(app, { active: c.publisherActive });
    const { user: subscriber } = await buildUser(app, { active: c.subscriberActive });
    const created = app.em();
    const subscription = created.create(Subscription, {
      publisher: publisher.id,
      subscriber: subscriber.id,
    });
    await created.flush();
    const em = app.em();
    const loaded = await em.findOneOrFail(Subscription, subscription.id, {
      populate: ['publisher', 'subscriber'],
    });
    expect({
      js: isSubscriptionListed(loaded),
      orm: (await em.count(Subscription, { id: subscription.id, ...LISTED_SUBSCRIPTION })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from subscriptions s
           join users p on p.id = s.publisher_id
           join users u on u.id = s.subscriber_id
          where s.id = $1 and ${listedSubscriptionSql('p', 'u')}`,
        [subscription.id],
      ),
    }).toEqual({ js: c.listed, orm: c.listed, sql: c.listed });
  });
});

describe('who subscribes to whom', () => {
  test.each([
    {
      name: 'a signed-in user, to another',
      viewer: 'active',
      target: 'other',
      may: true,
      self: false,
    },
    {
      name: 'a signed-in user, to themselves',
      viewer: 'active',
      target: 'self',
      may: true,
      self: true,
    },
    { name: 'an anonymous visitor', viewer: 'anonymous', target: 'other', may: false, self: false },
    {
      name: 'a deactivated account',
      viewer: 'deactivated',
      target: 'other',
      may: false,
      self: false,
    },
  ] as const)('$name', async (c) => {
    const built =
      c.viewer === 'anonymous' ? null : await buildUser(app, { active: c.viewer === 'active' });
    const viewer = built ? await app.em().findOneOrFail(User, built.user.id) : null;
    const { user: other } = await buildUser(app);
    const target = c.target === 'self' && viewer ? viewer : other;
    expect({ may: canSubscribe(viewer), self: isSelfSubscription(viewer, target) }).toEqual({
      may: c.may,
      self: c.self,
    });
  });
});
