import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import {
  HIDE,
  LIST,
  type ListResult,
  PIN,
  post,
  POST,
  settle,
  SWITCH,
  UNHIDE,
  UNPIN,
} from './helpers';

let app: TestApp;
let creator: BuiltUser;
let reader: BuiltUser;
let other: BuiltUser;
let work: BuiltBook;
let issueId: number;

beforeAll(async () => {
  app = await startTestApp();
  creator = await buildUser(app);
  reader = await buildUser(app);
  other = await buildUser(app);
  await settle(app, creator.user, reader.user, other.user);
  work = await buildBook(app, { publisher: creator.user });
  issueId = work.issues[0].id;
});
afterAll(async () => {
  await app.close();
});

const list = async (token?: string, sort = 'NEWEST') => {
  const res = await app.gql<ListResult>(LIST, { b: work.book.id, n: 1, sort }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.issue;
};

test('a hidden comment leaves the public list and count; its author and the creator still see it', async () => {
  const c = await post(app, reader.token, { issueId, body: 'Rude words' });
  const count = (await list()).commentCount;
  const hidden = await app.gql<{ hideComment: { state: string } }>(
    HIDE,
    { id: c.id },
    creator.token,
  );
  expect(hidden.data?.hideComment.state).toBe('HIDDEN_BY_CREATOR');
  const anonymous = await list();
  expect(anonymous.comments.nodes.map((n) => n.id)).not.toContain(c.id);
  expect(anonymous.commentCount).toBe(count - 1);
  for (const token of [reader.token, creator.token]) {
    const shown = (await list(token)).comments.nodes.find((n) => n.id === c.id);
    expect(shown).toMatchObject({ state: 'HIDDEN_BY_CREATOR', body: 'Rude words' });
  }
  // Nobody else can reply to or like it.
  const reply = await app.gql(
    POST,
    { input: { issueId, body: 'reply', parentId: c.id } },
    other.token,
  );
  expect(reply.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  await app.gql(UNHIDE, { id: c.id }, creator.token);
  expect((await list()).commentCount).toBe(count);
});

test('one pinned comment per issue leads both orders; pinning another unpins the first', async () => {
  const a = await post(app, reader.token, { issueId, body: 'Pin me first' });
  const b = await post(app, other.token, { issueId, body: 'Pin me next' });
  await post(app, other.token, { issueId, body: 'The newest one' });
  expect((await app.gql(PIN, { id: a.id }, creator.token)).errors).toBeUndefined();
  for (const sort of ['TOP', 'NEWEST'])
    expect((await list(reader.token, sort)).comments.nodes[0].id).toBe(a.id);
  expect((await app.gql(PIN, { id: b.id }, creator.token)).errors).toBeUndefined();
  const nodes = (await list(reader.token, 'TOP')).comments.nodes;
  expect(nodes[0]).toMatchObject({ id: b.id, pinned: true });
  expect(nodes.find((n) => n.id === a.id)?.pinned).toBe(false);
  // A reply cannot be pinned.
  const reply = await post(app, reader.token, { issueId, body: 'A reply', parentId: b.id });
  const refused = await app.gql(PIN, { id: reply.id }, creator.token);
  expect(refused.errors?.[0].message).toBe(MESSAGES.commentPinTopLevel);
  await app.gql(UNPIN, { id: b.id }, creator.token);
  expect((await list(reader.token, 'TOP')).comments.nodes.some((n) => n.pinned)).toBe(false);
});

test('with comments off, new ones are refused with a message and the old ones stay readable', async () => {
  const kept = await post(app, reader.token, { issueId, body: 'Before the switch' });
  const off = await app.gql<{ setBookComments: { commentsEnabled: boolean } }>(
    SWITCH,
    { b: work.book.id, on: false },
    creator.token,
  );
  expect(off.data?.setBookComments.commentsEnabled).toBe(false);
  const refused = await app.gql(
    POST,
    { input: { issueId, body: 'After the switch' } },
    reader.token,
  );
  expect(refused.errors?.[0]).toMatchObject({
    message: MESSAGES.commentsOff,
    extensions: { code: 'FORBIDDEN' },
  });
  const issue = await list(reader.token);
  expect(issue.commentsOpen).toBe(false);
  expect(issue.viewerCanComment).toBe(false);
  const shown = issue.comments.nodes.find((n) => n.id === kept.id)!;
  expect(shown.body).toBe('Before the switch');
  expect(shown.viewerCan.reply).toBe(false);
  await app.gql(SWITCH, { b: work.book.id, on: true }, creator.token);
  expect((await list(reader.token)).viewerCanComment).toBe(true);
});

test("the creator's viewerCan offers hide, pin, delete and block; a reader's only like and reply", async () => {
  const c = await post(app, reader.token, { issueId, body: 'Controls' });
  const can = async (token: string) =>
    (await list(token)).comments.nodes.find((n) => n.id === c.id)!.viewerCan;
  expect(await can(creator.token)).toEqual({
    edit: false,
    delete: true,
    hide: true,
    pin: true,
    like: true,
    reply: true,
    blockAuthor: true,
  });
  expect(await can(other.token)).toEqual({
    edit: false,
    delete: false,
    hide: false,
    pin: false,
    like: true,
    reply: true,
    blockAuthor: false,
  });
});
