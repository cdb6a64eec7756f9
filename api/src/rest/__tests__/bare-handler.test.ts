import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { bareHandler } from '../../../bench/bare';
import { POST_COMMENT_MUTATION } from '../../../bench/social';
import { resolveJwtSecret } from '../../config/secrets';
import { PG_BOSS_SCHEMA } from '../../jobs/pg-boss.queue';
import { TokenService } from '../../modules/auth/tokens';
import { UserRole } from '../../modules/users/user.entity';
import { WEBHOOK_EVENT_QUEUE } from '../../modules/webhooks/webhooks.jobs';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

// `npm run bench` measures the product against the bare handler (bench/bare.ts); the
// comparison holds only while both answer the same bytes.
test("the bench's bare handler answers the v1 reader and book record as the product does", async () => {
  const owner = await buildUser(app, { username: 'bare_owner' });
  const { book } = await buildBook(app, {
    publisher: owner.user,
    title: 'Bare <Book> "quoted"',
    issues: 2,
    issue: { pages: 3 },
  });
  const bare = bareHandler(app.deps);
  const cases: [url: string, status: number][] = [
    [`/api/v1/read/any-slug/book/${book.id}/issue/2`, 200],
    [`/api/v1/read/any-slug/book/${book.id}`, 200],
    [`/api/v1/read/x/book/${book.id}/issue/9`, 404],
    [`/api/v1/read/x/book/${book.id + 1000}`, 404],
  ];
  for (const [url, status] of cases) {
    const product = await app.http().get(url);
    const floor = await request(bare).get(url);
    expect([url, product.status]).toEqual([url, status]);
    expect([url, floor.status]).toEqual([url, status]);
    expect(floor.headers['content-type']).toBe(product.headers['content-type']);
    // Byte for byte: the same keys in the same order, the same values.
    expect(floor.text).toBe(product.text);
  }
});

// The write floor: the bare handler's "post a comment" must store what the product's does, or
// the bench compares the product with less work than it does.
test("the bench's bare handler posts a comment as the product does: the answer, the row, the counts, the notice and the job", async () => {
  const creator = await buildUser(app, { role: UserRole.CREATOR });
  const [viaProduct, viaBare] = [await buildUser(app), await buildUser(app)];
  const { issues } = await buildBook(app, { publisher: creator.user, issues: 1 });
  const issueId = issues[0].id;
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => undefined });
  const boss = new PgBoss({ connectionString: app.databaseUrl, schema: PG_BOSS_SCHEMA });
  const bare = bareHandler({
    ...app.deps,
    writes: {
      config: app.config,
      tokens: new TokenService(resolveJwtSecret(app.config)),
      sql,
      boss,
    },
  });
  const post = (token: string, body: string) => ({
    query: POST_COMMENT_MUTATION,
    variables: { input: { issueId, body } },
    token,
  });
  try {
    const send = async (
      target: 'product' | 'bare',
      { query, variables, token }: ReturnType<typeof post>,
    ) => {
      const agent = target === 'product' ? app.http() : request(bare);
      const res = await agent
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${token}`)
        .send({ query, variables });
      return res;
    };
    const product = await send('product', post(viaProduct.token, 'Same  words, one page.'));
    const floor = await send('bare', post(viaBare.token, 'Same  words, one page.'));
    expect(product.status).toBe(200);
    // An error body shows what failed.
    expect(floor.body).toEqual({ data: { postComment: expect.any(Object) } });
    expect(floor.status).toBe(200);
    const answers = [product.body, floor.body] as { data: { postComment: { id: number } } }[];
    const ids = answers.map((a) => a.data.postComment.id);
    expect({ ...answers[1].data.postComment, id: 0 }).toEqual({
      ...answers[0].data.postComment,
      id: 0,
    });

    const em = app.em();
    const conn = em.getConnection();
    const comments = await conn.execute<Record<string, unknown>[]>(
      'select * from comments where id in (?, ?) order by id',
      ids,
    );
    const comparable = (row: Record<string, unknown>) => {
      const { id: _id, author_id: _author, date_created: _created, ...rest } = row;
      return rest;
    };
    expect(comments).toHaveLength(2);
    expect(comparable(comments[1])).toEqual(comparable(comments[0]));
    const [counts] = await conn.execute<{ comment_count: number }[]>(
      'select comment_count from issue_comment_counts where issue_id = ?',
      [issueId],
    );
    expect(Number(counts.comment_count)).toBe(2);

    const notices = await conn.execute<Record<string, unknown>[]>(
      'select recipient_id, kind, actor_id, book_id, issue_id, comment_id, data from notifications where comment_id in (?, ?) order by comment_id',
      ids,
    );
    expect(notices.map((n) => n.actor_id)).toEqual([viaProduct.user.id, viaBare.user.id]);
    const notice = ({ actor_id: _a, comment_id: _c, ...rest }: Record<string, unknown>) => rest;
    expect(notice(notices[1])).toEqual(notice(notices[0]));

    const jobs = await conn.execute<Record<string, unknown>[]>(
      `select data, priority, retry_limit, retry_delay, retry_backoff, expire_in
         from ${PG_BOSS_SCHEMA}.job where name = ? and (data->>'commentId')::int in (?, ?)
        order by (data->>'commentId')::int`,
      [WEBHOOK_EVENT_QUEUE, ...ids],
    );
    expect(jobs).toHaveLength(2);
    const job = ({ data, ...rest }: Record<string, unknown>) => {
      const {
        commentId: _c,
        eventId: _e,
        occurredAt: _o,
        ...kept
      } = data as Record<string, unknown>;
      return { ...rest, data: kept };
    };
    expect(job(jobs[1])).toEqual(job(jobs[0]));
  } finally {
    await sql.end();
  }
});
