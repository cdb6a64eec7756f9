// Debug helper (not part of npm run bench): seeds like the benchmark and prints the query plans
// (with buffers) of the search SQL: before (the reference SQL over the base tables, kept in the
// search tests) and after (the engine's statements over the search tables).
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { ensureDatabase } from '../src/db/database';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';
import { createLogger } from '../src/shared/logger';
import { PostgresSearchProvider } from '../src/modules/search/postgres.search-provider';
import { BookStatus, ContentRating } from '../src/modules/books/book.entity';
import { referenceStatements } from '../src/modules/search/__tests__/reference-engine';
import { SEED_SQL } from './run';

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-explain-'));
  fs.chmodSync(tmp, 0o755);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), { fsync: false });
  try {
    await ensureDatabase(pg.url, 'bench');
    const deps = await createDeps(
      loadConfig({ DATA_DIR: tmp, JWT_SECRET: 'x'.repeat(40), DB_STATEMENT_TIMEOUT_MS: '0' }),
      withDatabase(pg.url, 'bench'),
      createLogger({ json: false, silent: true }),
    );
    const em = deps.orm.em.fork() as EntityManager;
    for (const sql of SEED_SQL) await em.getConnection().execute(sql);
    // The engine's statements run on the search pool: record them as they go.
    const captured: { sql: string; params: unknown[] }[] = [];
    const pool = deps.pools.search;
    const original = pool.rows.bind(pool);
    pool.rows = (async (sql: string, params: readonly unknown[]) => {
      captured.push({ sql, params: [...params] });
      return original(sql, params);
    }) as typeof pool.rows;
    const explain = async (label: string, sql: string, params: unknown[]) => {
      const plan = await original<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        params,
      );
      console.log(`--- ${label}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`);
    };
    const engine = new PostgresSearchProvider(deps.pools);
    const queries = [
      {
        kind: 'issues' as const,
        q: 'detectve',
        status: BookStatus.ONGOING,
        contentRatings: [ContentRating.G, ContentRating.T],
        includeGenres: ['action', 'horror', 'drama', 'fantasy', 'comedy'],
        excludeGenres: ['war'],
        page: 1,
        limit: 10,
      },
      {
        kind: 'issues' as const,
        q: 'shadow',
        status: BookStatus.ONGOING,
        contentRatings: [ContentRating.G, ContentRating.T],
        includeGenres: ['action', 'horror', 'drama', 'fantasy', 'comedy'],
        excludeGenres: ['war'],
        page: 1,
        limit: 10,
      },
      { kind: 'books' as const, q: 'shadow', sort: 'newest' as const, page: 1, limit: 10 },
      {
        kind: 'books' as const,
        q: 'moon',
        status: BookStatus.COMPLETED,
        contentRatings: [ContentRating.G, ContentRating.T, ContentRating.M],
        excludeGenres: ['war'],
        page: 1,
        limit: 20,
      },
      { kind: 'issues' as const, username: 'reader_000005', page: 1, limit: 100 },
    ].filter(
      (_q, i) =>
        !process.env.EXPLAIN_ONLY || process.env.EXPLAIN_ONLY.split(',').includes(String(i)),
    );
    for (const q of queries) {
      captured.length = 0;
      let t = Date.now();
      const hits = await engine.search(em, q);
      console.log(`\n=== ${JSON.stringify(q)} -> total ${hits.totalCount} in ${Date.now() - t} ms`);
      const after = [...captured];
      t = Date.now();
      // Before: the SQL over the base tables that the search tables replaced.
      if (q.q !== undefined && !('username' in q)) {
        const before = await referenceStatements(
          (sql, params) => original<Record<string, unknown>>(sql, params),
          { ...q, kind: q.kind, page: q.page, limit: q.limit },
        );
        if (before.vocabulary)
          await explain('before: vocabulary', before.vocabulary.text, before.vocabulary.values);
        await explain('before: page', before.page.text, before.page.values);
      }
      for (const c of after) await explain('after', c.sql, c.params);
    }
    await closeDeps(deps);
  } finally {
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
main()
  .catch((e) => console.error(e))
  .finally(() => process.exit(0));
