import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { dbOf } from '../../../db/sql';
import { commentContext, setCommentHiddenByModerator } from '../comment-moderation';
import { IssueCommentCount } from '../issue-comment-count.entity';
import { HIDE, LIST, type ListResult, post, settle } from './helpers';

let app: TestApp;
let creator: BuiltUser;
let reader: BuiltUser;
let work: BuiltBook;

beforeAll(async () => {
  app = await startTestApp();
  creator = await buildUser(app);
  reader = await buildUser(app, { username: 'reader_modcase' });
  await settle(app, creator.user, reader.user);
  work = await buildBook(app, { publisher: creator.user });
});
afterAll(async () => {
  await app.close();
});

const count = async () =>
  (await app.em().findOne(IssueCommentCount, { issue: work.issues[0].id }))?.commentCount ?? 0;

test('a moderator hides and restores; counts follow; a creator’s own hiding stays', async () => {
  const issueId = work.issues[0].id;
  const top = await post(app, reader.token, { issueId, body: 'Top for moderation' });
  const reply = await post(app, creator.token, { issueId, body: 'Reply', parentId: top.id });
  expect(await count()).toBe(2);

  const em = app.em();
  const hidden = await em.transactional((tem) =>
    setCommentHiddenByModerator(dbOf(tem, app.deps), reply.id, true),
  );
  expect(hidden).toEqual({ authorId: creator.user.id, issueId, bookId: work.book.id });
  expect(await count()).toBe(1);
  const [row] = await commentContext(dbOf(app.em(), app.deps), [reply.id]);
  expect(row).toMatchObject({
    id: reply.id,
    parentId: top.id,
    authorId: creator.user.id,
    body: 'Reply',
    issueId,
    issueNumber: 1,
    bookId: work.book.id,
    bookTitle: work.book.title,
    bookSlug: work.book.urlSlug,
    state: 'hidden_by_moderator',
  });
  const list = await app.gql<ListResult>(LIST, { b: work.book.id, n: 1 }, reader.token);
  const shown = list.data!.issue.comments.nodes.find((n) => n.id === top.id)!;
  expect(shown.replyCount).toBe(0);
  expect(shown.replies.nodes).toEqual([]);

  // Hiding twice changes nothing more; restoring brings it back.
  await setCommentHiddenByModerator(dbOf(app.em(), app.deps), reply.id, true);
  expect(await count()).toBe(1);
  await setCommentHiddenByModerator(dbOf(app.em(), app.deps), reply.id, false);
  expect(await count()).toBe(2);

  // The creator hides the top-level comment; a moderator's restore leaves that as it is.
  await app.gql(HIDE, { id: top.id }, creator.token);
  await setCommentHiddenByModerator(dbOf(app.em(), app.deps), top.id, false);
  const [again] = await commentContext(dbOf(app.em(), app.deps), [top.id]);
  expect(again.state).toBe('hidden_by_creator');

  expect(await setCommentHiddenByModerator(dbOf(app.em(), app.deps), 987654, true)).toBeNull();
  expect(await commentContext(dbOf(app.em(), app.deps), [])).toEqual([]);
});
