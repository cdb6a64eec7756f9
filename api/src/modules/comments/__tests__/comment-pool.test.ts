import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { Comment } from '../comment.entity';
import { POST, settle } from './helpers';

// A write must not wait for a second connection of the pool while holding one: with more
// concurrent writers than connections, every connection would be held by a writer waiting
// for another, until the pool's acquire timeout failed them all.
const POOL = 2;
const WRITERS = 6;

let app: TestApp;
let work: BuiltBook;
let readers: BuiltUser[];

beforeAll(async () => {
  app = await startTestApp({ worker: false, dbPoolMax: POOL, dbConnectTimeoutMs: 1500 });
  const creator = await buildUser(app);
  work = await buildBook(app, { publisher: creator.user });
  readers = [];
  for (let i = 0; i < WRITERS; i += 1) {
    const reader = await buildUser(app);
    await settle(app, reader.user);
    readers.push(reader);
  }
});
afterAll(async () => {
  await app.close();
});

test(`${WRITERS} readers posting at once on a pool of ${POOL} connections all succeed`, async () => {
  const issueId = work.issues[0].id;
  const answers = await Promise.all(
    readers.map((reader, i) =>
      app.gql(POST, { input: { issueId, body: `All at once ${i}` } }, reader.token),
    ),
  );
  expect(answers.map((a) => a.errors?.[0]?.message ?? 'ok')).toEqual(answers.map(() => 'ok'));
  expect(await app.em().count(Comment, { issue: issueId })).toBe(WRITERS);
});
