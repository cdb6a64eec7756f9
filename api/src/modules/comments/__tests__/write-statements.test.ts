import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { UserRole } from '../../users/user.entity';
import { COMMENT_FIELDS, POST } from './helpers';

/**
 * What posting a comment costs in statements, asked as the benchmark asks it (each statement is
 * a round trip in a row: under load, latency).
 */

let app: TestApp;
let reader: BuiltUser;
let creator: BuiltUser;
let issueId: number;

beforeAll(async () => {
  // No job workers: their polling would add statements of their own.
  app = await startTestApp({ worker: false });
  // A new account: its posts count against three limits.
  reader = await buildUser(app);
  creator = await buildUser(app, { role: UserRole.CREATOR });
  const work = await buildBook(app, { publisher: creator.user, issues: 1 });
  issueId = work.issues[0].id;
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

const BENCH_POST = `mutation Post($input: PostCommentInput!) { postComment(input: $input) { id likeCount replyCount } }`;
const READ = `query($id: Int!) { comment(id: $id) { ${COMMENT_FIELDS} dateCreated } }`;
const POST_ALL = POST.replace(COMMENT_FIELDS, `${COMMENT_FIELDS} dateCreated`);

async function statementsOf(query: string, variables: Record<string, unknown>): Promise<string[]> {
  return sqlStatementsDuring(async () => {
    const res = await app.gql(query, variables, reader.token);
    expect(res.errors).toBeUndefined();
  });
}

test('posting a comment: the session, the issue, one statement for its three limits, and the write', async () => {
  const texts = await statementsOf(BENCH_POST, { input: { issueId, body: 'A first look' } });
  // The session's user, the issue with the creator's block, the three limits, BEGIN, the
  // author's lock, the insert with its duplicate check and counts, the notification, COMMIT
  // (the webhook event's job is pg-boss's statement, not counted here). No read-back.
  expect(texts.filter((t) => /rate_limits/i.test(t))).toHaveLength(1);
  expect(texts).toHaveLength(8);
  expect(texts.filter((t) => /^\s*select c\.id/i.test(t))).toEqual([]);
});

test('the answer of a post is what reading the comment back gives', async () => {
  const posted = await app.gql<{ postComment: { id: number } }>(
    POST_ALL,
    { input: { issueId, body: 'Look at @nobody here https://example.com', spoiler: true } },
    reader.token,
  );
  expect(posted.errors).toBeUndefined();
  const read = await app.gql<{ comment: unknown }>(
    READ,
    { id: posted.data!.postComment.id },
    reader.token,
  );
  expect(posted.data!.postComment).toEqual(read.data!.comment);
});
