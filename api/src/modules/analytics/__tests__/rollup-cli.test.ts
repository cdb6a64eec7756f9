import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { postBeacon, resetRecording, storedEvents } from './helpers';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../../../..');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
beforeEach(() => resetRecording(app));
afterAll(async () => {
  await app.close();
});

/** Runs `npm run admin -- analytics …` as an operator would, on the test database. */
async function analytics(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/admin.ts', 'analytics', ...args],
      {
        cwd: API_DIR,
        env: { ...process.env, DATABASE_URL: app.databaseUrl, DATA_DIR: app.dataDir },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

const viewsOf = async (issueId: number): Promise<number> => {
  const [row] = await app
    .em()
    .getConnection()
    .execute<{ views: number }[]>(
      `select coalesce(sum(views), 0)::int as views from issue_daily_stats where issue_id = ?`,
      [issueId],
    );
  return row.views;
};

test('analytics rollup turns today’s events into the daily figures and the read totals', async () => {
  const creator = await buildUser(app);
  const work = await buildBook(app, { publisher: creator.user, issues: [{ pages: 3 }] });
  const issueId = work.issues[0].id;
  expect(
    (await postBeacon(app, { events: [{ issueId, opened: true, furthestPage: 2 }] })).status,
  ).toBe(204);
  expect(await storedEvents(app)).toHaveLength(1);
  expect(await viewsOf(issueId)).toBe(0);

  const done = await analytics('rollup');
  expect(done.code).toBe(0);
  expect(done.out).toContain('rolled up');
  expect(await viewsOf(issueId)).toBe(1);
  const [totals] = await app
    .em()
    .getConnection()
    .execute<{ views: string }[]>('select views from issue_read_totals where issue_id = ?', [
      issueId,
    ]);
  expect(Number(totals.views)).toBe(1);
}, 60_000);

test('a bad subcommand or a day the events no longer cover fails with a message', async () => {
  const bad = await analytics('explode');
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('usage: npm run admin -- analytics rollup');
  const old = await analytics('rollup', '2001-01-01');
  expect(old.code).toBe(1);
  expect(old.out).toContain('skipped 2001-01-01');
}, 60_000);
