import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestListener } from 'node:http';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig, type AppConfig } from '../src/config/env';
import { createLogger } from '../src/shared/logger';
import { createTestDatabase } from './database';

export interface TestApp {
  deps: AppDeps;
  app: RequestListener;
  config: AppConfig;
  dataDir: string;
  databaseUrl: string;
  /** supertest against the app (no port needed). */
  http: () => ReturnType<typeof request>;
  /** A fresh EntityManager fork for assertions. */
  em: () => EntityManager;
  /** POST /graphql as JSON. */
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<GraphQLResult<T>>;
  /** POST /graphql as a multipart request (GraphQL multipart request spec). */
  gqlUpload: <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { buffer: Buffer; filename: string; contentType?: string }>,
    token?: string,
  ) => Promise<GraphQLResult<T>>;
  close: () => Promise<void>;
}

export interface GraphQLResult<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/** Builds the whole app on a fresh database and data dir; nothing is shared between test files. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-test-data-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://panelhouse.test', SEED_DEMO: '0' }),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    authRateLimit: 1000,
    // No GraphQL cost budget unless a test asks for one (graphql/__tests__/cost.test.ts).
    graphqlBudgetPerHour: 0,
    graphqlSessionBudgetPerHour: 0,
    graphqlAnonymousBudgetPerHour: 0,
    // No limit on uploads in flight unless a test asks for one (media/__tests__/upload-spool.test.ts).
    uploadsInFlightPerUser: 0,
    uploadsInFlightMax: 0,
    // Two jest workers share two cores with sharp: a slow statement here is load, not a frozen
    // database (db/__tests__/frozen-database.test.ts sets its own short limits).
    dbStatementTimeoutMs: 30_000,
    ...overrides,
  };
  const log = createLogger({ json: false, silent: process.env.TEST_LOGS !== '1' });
  const deps = await createDeps(config, databaseUrl, log);
  // As main.ts does: the search engine's start opens the result cache's change listener.
  await deps.search.start();
  const built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
  const http = () => request(built.app);

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const req = http().post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return { status: res.status, data: res.body.data ?? null, errors: res.body.errors };
  };

  const gqlUpload: TestApp['gqlUpload'] = async (query, variables, files, token) => {
    const names = Object.keys(files);
    const map: Record<string, string[]> = {};
    names.forEach((name, i) => {
      map[String(i)] = [`variables.${name}`];
    });
    const vars = { ...variables };
    for (const name of names) vars[name] = null;
    const req = http().post('/graphql').set('apollo-require-preflight', 'true');
    if (token) req.set('authorization', `Bearer ${token}`);
    req
      .field('operations', JSON.stringify({ query, variables: vars }))
      .field('map', JSON.stringify(map));
    names.forEach((name, i) => {
      const file = files[name];
      req.attach(String(i), file.buffer, {
        filename: file.filename,
        contentType: file.contentType ?? 'application/octet-stream',
      });
    });
    const res = await req;
    return { status: res.status, data: res.body.data ?? null, errors: res.body.errors };
  };

  return {
    deps,
    app: built.app,
    config,
    dataDir,
    databaseUrl,
    http,
    em: () => deps.orm.em.fork() as EntityManager,
    gql,
    gqlUpload,
    close: async () => {
      await built.stop();
      await closeDeps(deps);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
