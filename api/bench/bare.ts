/**
 * The bare handler of `npm run bench`: `node:http` and the read pools, nothing else. It answers
 * the v1 reader (`GET /api/v1/read/:slug/book/:id/issue/:n`) and the v1 book record
 * (`GET /api/v1/read/:slug/book/:id`) with the product's own statements and presenters, so
 * the same database work and the same JSON. It is the floor the product is measured against:
 * what the product spends above it per request is routing, middleware, the request scope and
 * hydration, not the database or the body.
 *
 * Differences from the product, on purpose: no middleware (no security headers, compression,
 * rate limit, ETag), no request scope or viewer (anonymous reads only), and the book record's
 * row becomes views (db/row-view.ts), as the product's does. Anything else answers 404.
 *
 * It also answers the benchmark's GraphQL "post a comment" (`POST /graphql` with the bench's
 * mutation, bench/social.ts) as the floor of a write: the product's session, issue and rate-limit
 * statements on the read pool, then its transaction's statements (the author's lock, the insert
 * with its counts, the notification, the webhook event's pg-boss job) prepared on one postgres.js
 * connection, and the answer built from the stored row. No GraphQL: the body's variables are
 * read as JSON. What the product spends above it is GraphQL, Express, the request scope and the
 * ORM's transaction.
 *
 * It answers the v1 book and issue searches (`GET /api/v1/search/books?…` and
 * `/api/v1/search/issues?…`) as the floor of an uncached search: the query string parsed and
 * validated by the product's `searchQueryFromV1`, then the product's engine
 * (`PostgresSearchProvider.searchWithRows`: the typo vocabulary's look-up when the text has
 * words to correct, the page with its rows, and the count past the last page when a later page
 * is empty), its statements prepared as the product prepares them, then the product's v1
 * presenter. No result cache (the product's "no cache" scenarios run the same engine without
 * it), no rate limit (the bench's product runs without one), no ETag or compression.
 *
 * bench/run.ts starts it in a child process of its own (`startBareServer`) on the bench's
 * database and configuration, so media URLs and bodies are the product's;
 * src/rest/__tests__/bare-handler.test.ts and bare-search.test.ts check that the bodies are equal.
 */
import 'reflect-metadata';
import crypto from 'node:crypto';
import http, { type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import querystring from 'node:querystring';
import { spawn } from 'node:child_process';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { dbTimeouts } from '../src/bootstrap';
import { type AppConfig, loadConfig } from '../src/config/env';
import { LIMITS, MESSAGES } from '../src/config/limits';
import { ormConfig } from '../src/db/mikro-orm.config';
import { createReadPools, type Db, dbOf, poolDbOf, type ReadPools } from '../src/db/sql';
import { MediaService } from '../src/modules/media/media.service';
import { readerIssue, visibleBookView } from '../src/modules/reading/reading.queries';
import { presentV1ReadBook } from '../src/rest/v1-presenters/book';
import { presentV1Reader } from '../src/rest/v1-presenters/issue';
import { presentV1SearchPage } from '../src/rest/v1-presenters/search-items';
import { v1ErrorAnswer } from '../src/rest/envelope';
import { searchRowsOfHits } from '../src/modules/issues/public-works.queries';
import type {
  PublicBookSearchRow,
  PublicIssueSearchRow,
} from '../src/modules/issues/public-works.rows';
import { PostgresSearchProvider } from '../src/modules/search/postgres.search-provider';
import type { SearchRows } from '../src/modules/search/search-provider';
import { searchQueryFromV1 } from '../src/modules/search/search.params';
import { countAfterDrops, type V1SearchPage } from '../src/modules/search/search.service';
import { createLogger } from '../src/shared/logger';
import { createStorage } from '../src/storage/create-storage';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { resolveJwtSecret } from '../src/config/secrets';
import { JOB_RETRIES, PG_BOSS_SCHEMA } from '../src/jobs/pg-boss.queue';
import { TokenService } from '../src/modules/auth/tokens';
import { sessionUser } from '../src/modules/auth/auth.queries';
import { consumeCommentPost } from '../src/modules/comments/comment-rate-limits';
import { insertCounted } from '../src/modules/comments/comment-state';
import { excerptOf, normalizeBody } from '../src/modules/comments/comment-text';
import { type CommentIssueRow, commentsQueries } from '../src/modules/comments/comments.queries';
import { lockAuthorOnIssue } from '../src/modules/comments/comments.service';
import { notificationsInsert } from '../src/modules/inbox/notify';
import { isActiveUser } from '../src/modules/users/users.policy';
import { WEBHOOK_EVENT_QUEUE } from '../src/modules/webhooks/webhooks.jobs';
import { WebhookEvent } from '../src/modules/webhooks/webhook-events';
import { type ChildServer, listeningAt } from './child-server';

/** What the bare handler runs on: a subset of the app's deps. */
export interface BareDeps {
  orm: MikroORM;
  pools: ReadPools;
  media: MediaService;
  /** What the write floor needs besides; without it `POST /graphql` answers 404. */
  writes?: BareWriteDeps;
}

/** The write floor's pieces: the configuration, sessions, a postgres.js pool for transactions, pg-boss (not started). */
export interface BareWriteDeps {
  config: AppConfig;
  tokens: TokenService;
  sql: postgres.Sql;
  boss: PgBoss;
}

// Ids in the int column, issue numbers in the smallint one (no decoding: digits only).
const READER = /^\/api\/v1\/read\/[^/?]+\/book\/([1-9]\d{0,8})\/issue\/([1-9]\d{0,3})(?:\?.*)?$/;
const BOOK = /^\/api\/v1\/read\/[^/?]+\/book\/([1-9]\d{0,8})(?:\?.*)?$/;
// The product's fast search path (rest/fast-search.ts): this exact case, no trailing slash.
const SEARCH = /^\/api\/v1\/search\/(books|issues)(?:\?(.*))?$/;

type Answer = [status: number, body: Record<string, unknown>];

const notFound = (message: string): Answer => [404, { status: 'fail', message }];

async function answer(
  db: Db,
  media: MediaService,
  engine: PostgresSearchProvider,
  url: string,
): Promise<Answer> {
  const search = SEARCH.exec(url);
  if (search) return searchWorks(db, media, engine, search[1] as 'books' | 'issues', search[2]);
  const reader = READER.exec(url);
  if (reader) {
    const row = await readerIssue(db, Number(reader[1]), Number(reader[2]), null);
    if (!row) return notFound(MESSAGES.issueNotFound);
    return [200, { status: 'success', ...presentV1Reader(row, media) }];
  }
  const book = BOOK.exec(url);
  if (book) {
    const view = await visibleBookView(db, Number(book[1]));
    if (!view) return notFound(MESSAGES.bookNotFound);
    return [200, { status: 'success', book: presentV1ReadBook(view, media) }];
  }
  return notFound('Not found');
}

// Only for the error envelope's unexpected errors, which it logs; the bench has no log to read.
const silent = createLogger({ json: false, silent: true });

/**
 * A v1 book or issue search without the result cache, as the product's fast search answers it
 * (rest/fast-search.ts, SearchService.searchV1Works): the product's parser, its engine's
 * statements and its presenter; an invalid query answers the product's error envelope.
 */
async function searchWorks(
  db: Db,
  media: MediaService,
  engine: PostgresSearchProvider,
  kind: 'books' | 'issues',
  queryString: string | undefined,
): Promise<Answer> {
  let page: V1SearchPage;
  try {
    // Express's `simple` query parser, as the product's fast search reads it.
    const query = searchQueryFromV1(kind, querystring.parse(queryString ?? ''));
    const counted = <T>(hits: SearchRows<T>) => countAfterDrops(hits, hits.rows.length);
    if (kind === 'books') {
      const hits = await engine.searchWithRows<PublicBookSearchRow>(
        db.em,
        query,
        searchRowsOfHits.books,
      );
      page = { kind, totalCount: counted(hits), books: hits.rows };
    } else {
      const hits = await engine.searchWithRows<PublicIssueSearchRow>(
        db.em,
        query,
        searchRowsOfHits.issues,
      );
      page = { kind, totalCount: counted(hits), issues: hits.rows };
    }
  } catch (error) {
    const { status, body } = v1ErrorAnswer(error, silent, { method: 'GET', path: 'search' });
    return [status, body];
  }
  return [200, { status: 'success', ...presentV1SearchPage(page, media) }];
}

const refused = (message: string): Answer => [200, { errors: [{ message }], data: null }];

/** The bench's "post a comment" (bench/social.ts), as the product posts it, without GraphQL. */
async function postComment(
  deps: BareDeps & { writes: BareWriteDeps },
  authorization: string | undefined,
  ip: string,
  body: string,
): Promise<Answer> {
  const { em } = deps.orm;
  const db = poolDbOf(deps);
  const claims = deps.writes.tokens.verify(authorization?.replace(/^Bearer /, '') ?? '');
  const viewer = claims ? await sessionUser(db, claims.sid) : null;
  if (!claims || !viewer || viewer.id !== claims.id || !isActiveUser(viewer))
    return [401, { errors: [{ message: 'Sign in first.' }], data: null }];
  const { input } = (
    JSON.parse(body) as { variables: { input: { issueId: number; body: string } } }
  ).variables;
  const text = normalizeBody(input.body);
  const [issue] = await deps.pools.read.rows<CommentIssueRow>(
    commentsQueries.issueForComment.text(em),
    [input.issueId, viewer.id],
  );
  if (!issue || issue.blocked || !issue.comments_enabled) return refused('Not open.');
  await consumeCommentPost({ ...deps, config: deps.writes.config }, viewer, ip);
  const prepared = { prepare: true };
  const row = await deps.writes.sql.begin(async (tx) => {
    await tx.unsafe(lockAuthorOnIssue.text(em), [viewer.id, issue.issue_id], prepared);
    const [stored] = await tx.unsafe<{ id: number; like_count: number; reply_count: number }[]>(
      insertCounted.text(em),
      [issue.issue_id, viewer.id, null, text, false, null, LIMITS.comment.duplicateWindowSeconds],
      prepared,
    );
    if (!stored) return undefined;
    const [insert, values] = notificationsInsert([
      {
        recipientId: issue.creator_id,
        kind: 'work.commented',
        actorId: viewer.id,
        bookId: issue.book_id,
        issueId: issue.issue_id,
        commentId: stored.id,
        data: { excerpt: excerptOf(text) },
      },
    ]);
    // postgres.js serializes a jsonb parameter itself: the payload goes as the value it encodes.
    const [payload, kept] = values as [string, number];
    await tx.unsafe(insert.text(em), [JSON.parse(payload) as never, kept], prepared);
    await deps.writes.boss.send(
      WEBHOOK_EVENT_QUEUE,
      {
        event: WebhookEvent.COMMENT_CREATED,
        creatorId: issue.creator_id,
        commentId: stored.id,
        eventId: crypto.randomUUID(),
        occurredAt: new Date().toISOString(),
      },
      {
        db: {
          executeSql: async (sqlText, sqlValues) => ({
            // pg-boss leaves options it was not given undefined: NULL, as node-postgres sends them.
            rows: await tx.unsafe(
              sqlText,
              (sqlValues ?? []).map((v: unknown) => v ?? null) as never[],
              prepared,
            ),
          }),
        },
        ...JOB_RETRIES,
      },
    );
    return stored;
  });
  if (!row) return refused('Duplicate.');
  const postComment = { id: row.id, likeCount: row.like_count, replyCount: row.reply_count };
  return [200, { data: { postComment } }];
}

function send(res: ServerResponse, [status, body]: Answer): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

/** The bare handler over `deps` (GET and HEAD; HEAD answers without a body, as node:http does). */
export function bareHandler(deps: BareDeps): RequestListener {
  // One fork for the process: statements take their column lists from its metadata and views
  // are plain objects, so nothing is ever stored in it.
  const db = dbOf(deps.orm.em.fork() as EntityManager, deps);
  const { writes } = deps;
  // The engine alone, on the search pool, as the product's "no cache" scenarios run it.
  const engine = new PostgresSearchProvider(deps.pools);
  return (req, res) => {
    if (req.method === 'POST' && req.url === '/graphql' && writes) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        // One trusted proxy hop, as the bench's product runs: the address the proxy saw.
        const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',');
        const ip = forwarded[forwarded.length - 1].trim() || (req.socket.remoteAddress ?? '');
        postComment(
          { ...deps, writes },
          req.headers.authorization,
          ip,
          Buffer.concat(chunks).toString('utf8'),
        ).then(
          (result) => send(res, result),
          (error: unknown) => send(res, [500, { errors: [{ message: String(error) }] }]),
        );
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, notFound('Not found'));
      return;
    }
    answer(db, deps.media, engine, req.url ?? '').then(
      (result) => send(res, result),
      () => send(res, [500, { status: 'error', message: 'Something went wrong.' }]),
    );
  };
}

/**
 * A child process serving the bare handler on `databaseUrl` with the configuration
 * `loadConfig(configEnv)` (pass the product's, for the same media URLs and pool size);
 * resolves with its base URL. Stop it with `stopChildServer`.
 */
export function startBareServer(
  databaseUrl: string,
  configEnv: Record<string, string>,
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', __filename], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_BARE_CONFIG: JSON.stringify(configEnv),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return listeningAt(child, 'bare server');
}

/** The child process: the ORM (metadata only), the read pools and media URLs as the app makes them. */
async function serve(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const config: AppConfig = loadConfig(JSON.parse(process.env.BENCH_BARE_CONFIG ?? '{}'));
  const timeouts = dbTimeouts(config);
  const orm = await MikroORM.init(ormConfig(databaseUrl, { poolMax: 1, timeouts }));
  // The product's pool sizes: the searches run on a search pool as large as the product's.
  const pools = createReadPools(
    databaseUrl,
    { read: config.dbReadPoolMax, search: config.dbSearchPoolMax },
    timeouts,
  );
  const media = new MediaService(createStorage(config));
  const writes: BareWriteDeps = {
    config,
    tokens: new TokenService(resolveJwtSecret(config)),
    // As many connections for transactions as the product's ORM pool has.
    sql: postgres(databaseUrl, { max: config.dbPoolMax, onnotice: () => undefined }),
    boss: new PgBoss({ connectionString: databaseUrl, schema: PG_BOSS_SCHEMA }),
  };
  const server = http.createServer(bareHandler({ orm, pools, media, writes }));
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.stdout.write(`PORT ${port}\n`);
  });
}

if (require.main === module)
  serve().catch((error) => {
    console.error('bare server failed:', error);
    process.exit(1);
  });
