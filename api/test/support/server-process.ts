import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ServerProcess {
  pid: number;
  url: string;
  /** Peak resident set size so far (VmHWM), in KiB. */
  peakRssKb: () => number;
  /** Current resident set size (VmRSS), in KiB. */
  rssKb: () => number;
  stop: () => Promise<void>;
}

function statusField(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`${field} not found in /proc/${pid}/status`);
  return Number(match[1]);
}

/** Runs test/support/serve.ts (the real app) in a child process and waits until it listens. */
export async function startServerProcess(env: {
  databaseUrl: string;
  dataDir: string;
}): Promise<ServerProcess> {
  const apiDir = path.resolve(__dirname, '..', '..');
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', '@swc-node/register', path.join(__dirname, 'serve.ts')],
    {
      cwd: apiDir,
      // glibc gives each libvips worker thread its own malloc arena; two arenas (the usual
      // production setting for sharp on glibc) keep RSS from growing with fragmentation.
      env: {
        MALLOC_ARENA_MAX: '2',
        ...process.env,
        DATABASE_URL: env.databaseUrl,
        DATA_DIR: env.dataDir,
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time: ${stderr}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  const pid = child.pid as number;
  return {
    pid,
    url: `http://127.0.0.1:${port}`,
    peakRssKb: () => statusField(pid, 'VmHWM'),
    rssKb: () => statusField(pid, 'VmRSS'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
