import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createLogger } from '../../shared/logger';
import { PgBossQueue, toPositionalSql } from '../pg-boss.queue';

let app: TestApp;
let queue: PgBossQueue;
const received: { text: string; n: number }[] = [];

beforeAll(async () => {
  app = await startTestApp();
  queue = await new PgBossQueue({
    connectionString: app.databaseUrl,
    queues: ['test-jobs', 'test-unworked'],
    worker: true,
    log: createLogger({ json: false, silent: true }),
    pollingIntervalSeconds: 0.5,
  }).start();
  await queue.work<{ text: string; n: number }>('test-jobs', async (data) => {
    received.push(data);
  });
});
afterAll(async () => {
  await queue.stop();
  await app.close();
});

const jobCount = async (em: EntityManager, name: string) =>
  Number(
    (
      await em
        .getConnection()
        .execute(
          `select count(*) as n from pgboss.job where name = ?`,
          [name],
          'all',
          em.getTransactionContext(),
        )
    )[0].n,
  );

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('toPositionalSql turns $n into ? in order, repeating reused values and escaping literal ?', () => {
  expect(toPositionalSql('select $2, $1, $2 where x ? y', ['a', 'b'])).toEqual({
    sql: 'select ?, ?, ? where x \\? y',
    params: ['b', 'a', 'b'],
  });
  expect(toPositionalSql('select $1', [undefined]).params).toEqual([null]);
  expect(() => toPositionalSql('select $3', [1])).toThrow('has no value');
});

test('a job sent inside a rolled-back transaction does not exist; a committed one does', async () => {
  const em = app.em();
  await expect(
    em.transactional(async (tx) => {
      await queue.send(tx, 'test-unworked', { n: 1 });
      // The job is visible inside the transaction...
      expect(await jobCount(tx, 'test-unworked')).toBe(1);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  // ...and gone with it.
  expect(await jobCount(app.em(), 'test-unworked')).toBe(0);

  await app.em().transactional(async (tx) => {
    await queue.send(tx, 'test-unworked', { n: 2 });
    // Another connection does not see it before commit: it really is in this transaction.
    expect(await jobCount(app.em(), 'test-unworked')).toBe(0);
  });
  expect(await jobCount(app.em(), 'test-unworked')).toBe(1);
});

test('the worker receives the data exactly as sent (quotes, unicode, question marks)', async () => {
  const text = `it's "quoted" ? $1 \\ ünïcödé 漫画`;
  await app.em().transactional((tx) => queue.send(tx, 'test-jobs', { text, n: 42 }));
  await waitFor(() => received.length > 0);
  expect(received).toEqual([{ text, n: 42 }]);
});

test('a singleton key keeps a second job with the same key out', async () => {
  const em = app.em();
  await queue.send(em, 'test-unworked', { n: 3 }, { singletonKey: 'same' });
  await queue.send(em, 'test-unworked', { n: 4 }, { singletonKey: 'same' });
  const rows = await em
    .getConnection()
    .execute(`select data from pgboss.job where name = 'test-unworked' and singleton_key = 'same'`);
  expect(rows).toHaveLength(1);
});

test('sending to a queue nobody declared is a programming error', async () => {
  await expect(queue.send(app.em(), 'nope', {})).rejects.toThrow('Unknown job queue');
});

test('the app itself has a started queue with the notification queues', async () => {
  const rows: { name: string }[] = await app
    .em()
    .getConnection()
    .execute(`select name from pgboss.queue order by name`);
  expect(rows.map((r: { name: string }) => r.name)).toEqual(
    expect.arrayContaining(['new-issue-notice', 'new-issue-notice-batch']),
  );
});

test('startAfterSeconds delays a job sent inside a transaction', async () => {
  await app
    .em()
    .transactional((tx) => queue.send(tx, 'test-unworked', { n: 5 }, { startAfterSeconds: 60 }));
  const [row] = await app
    .em()
    .getConnection()
    .execute(
      `select extract(epoch from start_after - now()) as delay from pgboss.job where name = 'test-unworked' and data->>'n' = '5'`,
    );
  expect(Number(row.delay)).toBeGreaterThan(55);
  expect(Number(row.delay)).toBeLessThan(65);
});
