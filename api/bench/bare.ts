/**
 * The bare handler of `npm run bench`: `node:http` and the read pool, nothing else. It answers
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
 * bench/run.ts starts it in a child process of its own (`startBareServer`) on the bench's
 * database and configuration, so media URLs and bodies are the product's;
 * src/rest/__tests__/bare-handler.test.ts checks that the bodies are equal.
 */
import 'reflect-metadata';
import http, { type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { dbTimeouts } from '../src/bootstrap';
import { type AppConfig, loadConfig } from '../src/config/env';
import { MESSAGES } from '../src/config/limits';
import { ormConfig } from '../src/db/mikro-orm.config';
import { createReadPools, type Db, dbOf, type ReadPools } from '../src/db/sql';
import { MediaService } from '../src/modules/media/media.service';
import { readerIssue, visibleBookView } from '../src/modules/reading/reading.queries';
import { presentV1ReadBook } from '../src/rest/v1-presenters/book';
import { presentV1Reader } from '../src/rest/v1-presenters/issue';
import { createStorage } from '../src/storage/create-storage';
import { type ChildServer, listeningAt } from './child-server';

/** What the bare handler runs on: a subset of the app's deps. */
export interface BareDeps {
  orm: MikroORM;
  pools: ReadPools;
  media: MediaService;
}

// Ids in the int column, issue numbers in the smallint one (no decoding: digits only).
const READER = /^\/api\/v1\/read\/[^/?]+\/book\/([1-9]\d{0,8})\/issue\/([1-9]\d{0,3})(?:\?.*)?$/;
const BOOK = /^\/api\/v1\/read\/[^/?]+\/book\/([1-9]\d{0,8})(?:\?.*)?$/;

type Answer = [status: number, body: Record<string, unknown>];

const notFound = (message: string): Answer => [404, { status: 'fail', message }];

async function answer(db: Db, media: MediaService, url: string): Promise<Answer> {
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
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, notFound('Not found'));
      return;
    }
    answer(db, deps.media, req.url ?? '').then(
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
  const pools = createReadPools(databaseUrl, { read: config.dbReadPoolMax, search: 1 }, timeouts);
  const media = new MediaService(createStorage(config));
  const server = http.createServer(bareHandler({ orm, pools, media }));
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
