import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../db/embedded-postgres';

// `npm start` under a process manager that signals the npm process only (not its group):
// the API and its embedded PostgreSQL must stop with it and free the port. Real processes:
// npm, scripts/start.mjs, the built API (api/dist, built here when older than the sources)
// and PostgreSQL.
const root = path.resolve(__dirname, '..', '..', '..', '..');
const apiDir = path.join(root, 'api');
jest.setTimeout(240_000);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

beforeAll(() => {
  const main = path.join(apiDir, 'dist', 'main.js');
  if (!fs.existsSync(main) || fs.statSync(main).mtimeMs < newestMtime(path.join(apiDir, 'src')))
    execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'pipe' });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-npm-start-'));
// As root, PostgreSQL runs as the postgres user, which must reach its data directory.
fs.chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];
afterAll(() => {
  // Whatever a failed test left running: the npm process group, then PostgreSQL.
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const postmaster = postmasterPid();
  if (postmaster && alive(postmaster)) process.kill(postmaster, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]) || undefined;
}

/** Processes whose command line contains `needle`, anywhere on the machine. */
function pidsOf(needle: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

/** `npm start` in its own process group, resolved once `ready` appears in its output. */
async function npmStart(
  port: number,
  ready: RegExp,
): Promise<{ npm: ChildProcess; log: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: 'pipe' });
  started.push(npm);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${out}`)), 180_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    npm.stdout?.on('data', onData);
    npm.stderr?.on('data', onData);
    npm.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it was ready:\n${out}`));
    });
  });
  return { npm, log: () => out };
}

async function expectAllStopped(npm: ChildProcess, port: number, log: () => string) {
  const apiPids = pidsOf(path.join(apiDir, 'dist', 'main.js')).filter((pid) =>
    fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`DATA_DIR=${dataDir}`),
  );
  const postmaster = postmasterPid();
  expect(apiPids).toHaveLength(1);
  expect(postmaster && alive(postmaster)).toBe(true);
  const exited = new Promise<void>((resolve) => {
    if (npm.exitCode !== null || npm.signalCode !== null) resolve();
    else npm.once('exit', () => resolve());
  });
  return {
    apiPids,
    postmaster: postmaster as number,
    check: async () => {
      await exited;
      const stopped = await until(
        async () => !alive(apiPids[0]) && !alive(postmaster as number) && (await portFree(port)),
        30_000,
      );
      const left = { api: alive(apiPids[0]), postgres: alive(postmaster as number) };
      const free = await portFree(port);
      if (!stopped) {
        console.log(log());
        // Stop the orphans directly, so the next test starts from a clean data directory.
        if (left.api) process.kill(apiPids[0], 'SIGTERM');
        await until(() => !alive(apiPids[0]) && !alive(postmaster as number), 30_000);
      }
      expect(left).toEqual({ api: false, postgres: false });
      expect(free).toBe(true);
    },
  };
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  '%s to the npm process alone stops the API and its embedded PostgreSQL, and frees the port',
  async (signal) => {
    const port = await freePort();
    const { npm, log } = await npmStart(port, /Panelhouse is ready/);
    const running = await expectAllStopped(npm, port, log);
    process.kill(npm.pid as number, signal);
    await running.check();
  },
);

test('SIGTERM while the API is still starting stops it and its embedded PostgreSQL', async () => {
  const port = await freePort();
  // PostgreSQL is up; migrations and the rest of the start are still to come.
  const { npm, log } = await npmStart(port, /embedded PostgreSQL is running/);
  const running = await expectAllStopped(npm, port, log);
  process.kill(npm.pid as number, 'SIGTERM');
  await running.check();
});
