import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser, type BuiltUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
import { Subscription } from '../subscription.entity';
import { unsubscribeTokens } from '../unsubscribe-token';

let app: TestApp;
let creator: BuiltUser;
let fan: BuiltUser;

beforeAll(async () => {
  app = await startTestApp();
  creator = await buildUser(app, { username: 'creator_cleo' });
  fan = await buildUser(app, { username: 'fan_fiona' });
});
afterAll(async () => {
  await app.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const pairs = (publisherId: number, subscriberId: number) =>
  app.em().count(Subscription, { publisher: publisherId, subscriber: subscriberId });
const SUBSCRIBE =
  'mutation($u: Int!) { subscribe(userId: $u) { id subscriberCount viewerIsSubscribed } }';
const UNSUBSCRIBE =
  'mutation($u: Int!) { unsubscribe(userId: $u) { id subscriberCount viewerIsSubscribed } }';

async function deactivate(user: User): Promise<void> {
  const em = app.em();
  const row = await em.findOneOrFail(User, { id: user.id });
  row.active = false;
  await em.flush();
}

/** Subscribes `subscribers` to `publisher` directly, one second apart (stable order to assert). */
async function subscribeAll(publisher: User, subscribers: User[]): Promise<void> {
  const em = app.em();
  const base = Date.now() - 1_000_000;
  subscribers.forEach((s, i) =>
    em.create(Subscription, { publisher, subscriber: s, dateCreated: new Date(base + i * 1000) }),
  );
  await em.flush();
}

describe('GraphQL', () => {
  test('subscribe is idempotent; counts and viewerIsSubscribed follow; unsubscribe undoes it', async () => {
    const first = await app.gql<{
      subscribe: { id: number; subscriberCount: number; viewerIsSubscribed: boolean };
    }>(SUBSCRIBE, { u: creator.user.id }, fan.token);
    expect(first.data?.subscribe).toEqual({
      id: creator.user.id,
      subscriberCount: 1,
      viewerIsSubscribed: true,
    });
    const again = await app.gql(SUBSCRIBE, { u: creator.user.id }, fan.token);
    expect(again.errors).toBeUndefined();
    expect(await pairs(creator.user.id, fan.user.id)).toBe(1);

    const profile = await app.gql<{
      user: {
        subscriberCount: number;
        subscriptionCount: number;
        viewerIsSubscribed: boolean | null;
      };
    }>(
      'query($u: Int!) { user(id: $u) { subscriberCount subscriptionCount viewerIsSubscribed } }',
      { u: fan.user.id },
      fan.token,
    );
    // Yourself: null.
    expect(profile.data?.user).toEqual({
      subscriberCount: 0,
      subscriptionCount: 1,
      viewerIsSubscribed: null,
    });
    const anonymous = await app.gql<{ user: { viewerIsSubscribed: boolean | null } }>(
      'query($u: Int!) { user(id: $u) { viewerIsSubscribed } }',
      { u: creator.user.id },
    );
    expect(anonymous.data?.user.viewerIsSubscribed).toBeNull();

    const gone = await app.gql<{
      unsubscribe: { subscriberCount: number; viewerIsSubscribed: boolean };
    }>(UNSUBSCRIBE, { u: creator.user.id }, fan.token);
    expect(gone.data?.unsubscribe).toMatchObject({ subscriberCount: 0, viewerIsSubscribed: false });
    expect((await app.gql(UNSUBSCRIBE, { u: creator.user.id }, fan.token)).errors).toBeUndefined();
  });

  test('signed out -> UNAUTHENTICATED; yourself -> BAD_USER_INPUT; unknown or deactivated -> NOT_FOUND', async () => {
    expect((await app.gql(SUBSCRIBE, { u: creator.user.id })).errors?.[0]).toMatchObject({
      message: MESSAGES.notLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await app.gql(UNSUBSCRIBE, { u: creator.user.id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.gql(SUBSCRIBE, { u: fan.user.id }, fan.token)).errors?.[0]).toMatchObject({
      message: MESSAGES.subscribeToSelf,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const sleeper = await buildUser(app);
    await deactivate(sleeper.user);
    for (const u of [sleeper.user.id, 424242]) {
      expect((await app.gql(SUBSCRIBE, { u }, fan.token)).errors?.[0]).toMatchObject({
        message: MESSAGES.userNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  test('concurrent subscribe calls leave one row', async () => {
    const user = await buildUser(app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => app.gql(SUBSCRIBE, { u: creator.user.id }, user.token)),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(await pairs(creator.user.id, user.user.id)).toBe(1);
  });

  test('subscribers / subscriptions lists: public, oldest first, paginated, deactivated users left out', async () => {
    const star = await buildUser(app);
    const followers = await Promise.all([1, 2, 3].map(() => buildUser(app)));
    await subscribeAll(
      star.user,
      followers.map((f) => f.user),
    );
    await deactivate(followers[1].user);
    const list = await app.gql<{
      subscribers: { items: { id: number; subscriberCount: number }[]; totalCount: number };
    }>(
      'query($u: Int!) { subscribers(userId: $u, limit: 1, page: 2) { items { id subscriberCount } totalCount } }',
      { u: star.user.id },
    );
    expect(list.data?.subscribers).toEqual({
      items: [{ id: followers[2].user.id, subscriberCount: 0 }],
      totalCount: 2,
    });
    const following = await app.gql<{
      subscriptions: { items: { id: number; subscriberCount: number }[]; totalCount: number };
    }>(
      'query($u: Int!) { subscriptions(userId: $u) { items { id subscriberCount } totalCount } }',
      { u: followers[0].user.id },
    );
    expect(following.data?.subscriptions).toEqual({
      items: [{ id: star.user.id, subscriberCount: 2 }],
      totalCount: 1,
    });
    const starCounts = await app.gql<{ user: { subscriberCount: number } }>(
      'query($u: Int!) { user(id: $u) { subscriberCount } }',
      {
        u: star.user.id,
      },
    );
    expect(starCounts.data?.user.subscriberCount).toBe(2);
  });
});

describe('v1 /subscribe', () => {
  test('C1 201 then 200 for a repeat; C3 200 while subscribed; C2 204 then 404; C3 then 404', async () => {
    const user = await buildUser(app);
    const add = await app
      .http()
      .post(`/api/v1/subscribe/add/publisher/${creator.user.id}`)
      .set(auth(user.token))
      .send({});
    expect(add.status).toBe(201);
    expect(add.body.subscribed).toMatchObject({
      publisher_id: creator.user.id,
      subscriber_id: user.user.id,
    });
    expect(typeof add.body.subscribed.id).toBe('number');
    const repeat = await app
      .http()
      .post(`/api/v1/subscribe/add/publisher/${creator.user.id}`)
      .set(auth(user.token))
      .send({});
    expect(repeat.status).toBe(200);
    expect(repeat.body.subscribed.id).toBe(add.body.subscribed.id);

    const check = await app
      .http()
      .get(`/api/v1/subscribe/check-subscription/publisher/${creator.user.id}`)
      .set(auth(user.token));
    expect(check.status).toBe(200);
    expect(check.body.subscribed).toEqual({
      publisher_id: creator.user.id,
      subscriber_id: user.user.id,
    });

    expect(
      (
        await app
          .http()
          .delete(`/api/v1/subscribe/remove/publisher/${creator.user.id}`)
          .set(auth(user.token))
      ).status,
    ).toBe(204);
    const removeAgain = await app
      .http()
      .delete(`/api/v1/subscribe/remove/publisher/${creator.user.id}`)
      .set(auth(user.token));
    expect(removeAgain.status).toBe(404);
    expect(removeAgain.body).toEqual({ status: 'fail', message: MESSAGES.notSubscribed });
    const notSubscribed = await app
      .http()
      .get(`/api/v1/subscribe/check-subscription/publisher/${creator.user.id}`)
      .set(auth(user.token));
    expect(notSubscribed.status).toBe(404);
  });

  test('C1-C3 need a login; self -> 400; unknown/deactivated -> 404; bad id -> 400', async () => {
    for (const [method, path] of [
      ['post', `/api/v1/subscribe/add/publisher/${creator.user.id}`],
      ['delete', `/api/v1/subscribe/remove/publisher/${creator.user.id}`],
      ['get', `/api/v1/subscribe/check-subscription/publisher/${creator.user.id}`],
    ] as const) {
      const res = await app.http()[method](path).set('authorization', 'Bearer null');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MESSAGES.notLoggedIn);
    }
    const self = await app
      .http()
      .post(`/api/v1/subscribe/add/publisher/${fan.user.id}`)
      .set(auth(fan.token))
      .send({});
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ status: 'fail', message: MESSAGES.subscribeToSelf });
    expect(
      (
        await app
          .http()
          .get(`/api/v1/subscribe/check-subscription/publisher/${fan.user.id}`)
          .set(auth(fan.token))
      ).status,
    ).toBe(404);
    const sleeper = await buildUser(app);
    await deactivate(sleeper.user);
    for (const id of [sleeper.user.id, 909090]) {
      const res = await app
        .http()
        .post(`/api/v1/subscribe/add/publisher/${id}`)
        .set(auth(fan.token))
        .send({});
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.userNotFound);
    }
    const bad = await app
      .http()
      .post('/api/v1/subscribe/add/publisher/abc')
      .set(auth(fan.token))
      .send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidUserId);
  });

  test('two simultaneous C1 requests leave one row', async () => {
    const user = await buildUser(app);
    const results = await Promise.all(
      [1, 2].map(() =>
        app
          .http()
          .post(`/api/v1/subscribe/add/publisher/${creator.user.id}`)
          .set(auth(user.token))
          .send({}),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await pairs(creator.user.id, user.user.id)).toBe(1);
  });

  test('C4/C5 are public (Bearer null), 20 per page in subscription order, page defaults to 1, past the end []', async () => {
    const star = await buildUser(app);
    const followers: BuiltUser[] = [];
    for (let i = 0; i < 22; i += 1) followers.push(await buildUser(app));
    await subscribeAll(
      star.user,
      followers.map((f) => f.user),
    );
    // followers[0] has a subscriber of their own (dated before followers[1] subscribed to star).
    await subscribeAll(followers[0].user, [followers[1].user]);
    await deactivate(followers[5].user);

    const page1 = await app
      .http()
      .get(`/api/v1/subscribe/get-all-subscribers/publisher/${star.user.id}`)
      .set('authorization', 'Bearer null');
    expect(page1.status).toBe(200);
    expect(page1.body.subscribers).toHaveLength(20);
    const expectedOrder = followers.filter((_, i) => i !== 5).map((f) => f.user.id);
    expect(page1.body.subscribers.map((s: { subscriber_id: number }) => s.subscriber_id)).toEqual(
      expectedOrder.slice(0, 20),
    );
    expect(page1.body.subscribers[0]).toEqual({
      publisher_id: star.user.id,
      subscriber_id: followers[0].user.id,
      username: followers[0].user.username,
      user_photo: '/media/defaults/profile.svg',
      subscribers_sub_count: 1,
    });
    const page2 = await app
      .http()
      .get(`/api/v1/subscribe/get-all-subscribers/publisher/${star.user.id}?page=2`);
    expect(page2.body.subscribers.map((s: { subscriber_id: number }) => s.subscriber_id)).toEqual(
      expectedOrder.slice(20),
    );
    const page3 = await app
      .http()
      .get(`/api/v1/subscribe/get-all-subscribers/publisher/${star.user.id}?page=3`);
    expect(page3.status).toBe(200);
    expect(page3.body.subscribers).toEqual([]);
    const badPage = await app
      .http()
      .get(`/api/v1/subscribe/get-all-subscribers/publisher/${star.user.id}?page=x`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe(MESSAGES.invalidPage);

    const subscribedTo = await app
      .http()
      .get(`/api/v1/subscribe/get-all-subscribed-to/subscriber/${followers[1].user.id}?page=1`);
    expect(subscribedTo.status).toBe(200);
    expect(subscribedTo.body.subscribedTo).toEqual([
      {
        publisher_id: followers[0].user.id,
        subscriber_id: followers[1].user.id,
        username: followers[0].user.username,
        user_photo: '/media/defaults/profile.svg',
        subscribers_sub_count: 1,
      },
      {
        publisher_id: star.user.id,
        subscriber_id: followers[1].user.id,
        username: star.user.username,
        user_photo: '/media/defaults/profile.svg',
        subscribers_sub_count: 21,
      },
    ]);

    const total = await app
      .http()
      .get(`/api/v1/subscribe/total-subscribers/publisher/${star.user.id}`);
    expect(total.body).toEqual({ status: 'success', totalSubscribers: 21 });
    const totalTo = await app
      .http()
      .get(`/api/v1/subscribe/total-subscribed-to/subscriber/${followers[1].user.id}`);
    expect(totalTo.body).toEqual({ status: 'success', totalSubscribedTo: 2 });
    // Deactivated users count for nothing and list nothing.
    expect(
      (
        await app
          .http()
          .get(`/api/v1/subscribe/total-subscribed-to/subscriber/${followers[5].user.id}`)
      ).body.totalSubscribedTo,
    ).toBe(0);
    expect(
      (
        await app
          .http()
          .get(`/api/v1/subscribe/get-all-subscribed-to/subscriber/${followers[5].user.id}`)
      ).body.subscribedTo,
    ).toEqual([]);
    const unknown = await app.http().get('/api/v1/subscribe/get-all-subscribers/publisher/8888888');
    expect(unknown.status).toBe(200);
    expect(unknown.body.subscribers).toEqual([]);
    expect((await app.http().get('/api/v1/subscribe/total-subscribers/publisher/abc')).status).toBe(
      400,
    );
  });

  test('the signed unsubscribe link removes exactly that subscription; a forged one is refused', async () => {
    const user = await buildUser(app);
    await app
      .http()
      .post(`/api/v1/subscribe/add/publisher/${creator.user.id}`)
      .set(auth(user.token))
      .send({});
    const token = unsubscribeTokens(app.deps).sign(user.user.id, creator.user.id);
    const forged = `${fan.user.id}.${creator.user.id}.${token.split('.')[2]}`;
    const refused = await app
      .http()
      .get(`/api/v1/subscribe/unsubscribe/${forged}`)
      .set('accept', 'application/json');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'fail', message: MESSAGES.unsubscribeLinkInvalid });
    expect(await pairs(creator.user.id, user.user.id)).toBe(1);

    const page = await app
      .http()
      .get(`/api/v1/subscribe/unsubscribe/${token}`)
      .set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('You have been unsubscribed.');
    expect(await pairs(creator.user.id, user.user.id)).toBe(0);
    // Idempotent, and the one-click POST works too.
    const json = await app
      .http()
      .post(`/api/v1/subscribe/unsubscribe/${token}`)
      .set('accept', 'application/json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ status: 'success', message: MESSAGES.unsubscribed });
  });
});
