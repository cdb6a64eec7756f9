import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { User, UserRole } from '../../users/user.entity';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../../../..');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Runs `npm run admin -- …` as the operator would (the api workspace's script), on the test database. */
async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/admin.ts', ...args],
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

const roleOf = async (id: number) => (await app.em().findOneOrFail(User, id)).role;

test('grant admin makes the first admin on a real database; revoke gives the role back', async () => {
  const { user } = await buildUser(app, { email: 'first.admin@example.com' });
  const granted = await admin('grant', 'admin', 'First.Admin@example.com');
  expect(granted).toMatchObject({ code: 0 });
  expect(granted.out).toContain('is now admin');
  expect(await roleOf(user.id)).toBe(UserRole.ADMIN);

  await buildBook(app, { publisher: user });
  expect((await admin('revoke', 'admin', user.email)).code).toBe(0);
  expect(await roleOf(user.id)).toBe(UserRole.CREATOR);
}, 60_000);

test('unknown e-mails and bad commands fail with a message and change nothing', async () => {
  const { user } = await buildUser(app);
  const unknown = await admin('grant', 'admin', 'nobody@example.com');
  expect(unknown.code).toBe(1);
  expect(unknown.out).toContain('No account has the e-mail');
  const bad = await admin('grant', 'king', user.email);
  expect(bad.code).toBe(1);
  expect(bad.out).toContain('usage: npm run admin');
  const notModerator = await admin('revoke', 'moderator', user.email);
  expect(notModerator.code).toBe(1);
  expect(await roleOf(user.id)).toBe(UserRole.USER);
}, 60_000);
