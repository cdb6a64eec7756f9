/**
 * A child process serving one checkout's API on a seeded database, for the A/B benchmarks
 * (`bench/ab.ts`, `bench/recording.ts`): each build runs its own code on the same data. The
 * child prints `PORT <n>` once listening; `setup` is script text run before the app is built
 * (e.g. IPC handlers, which find the app's dependencies as `globalThis.benchDeps` once made),
 * `startSearch` starts the search engine's change listener first.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

export interface ChildServer {
  base: string;
  child: ChildProcess;
}

export function startChildServer(
  apiDir: string,
  databaseUrl: string,
  options: {
    /** The child's DATA_DIR: inside the bench's temporary directory, removed with it. */
    dataDir: string;
    env?: Record<string, string>;
    setup?: string;
    startSearch?: boolean;
    ipc?: boolean;
  },
): Promise<ChildServer> {
  const script = `
    require('reflect-metadata');
    const path = require('node:path');
    const at = (m) => require(path.join(${JSON.stringify(apiDir)}, 'src', m));
    ${options.setup ?? ''}
    (async () => {
      const config = at('config/env').loadConfig(process.env);
      const log = at('shared/logger').createLogger({ json: false, silent: true });
      const deps = await at('bootstrap').createDeps(config, process.env.BENCH_DATABASE_URL, log);
      globalThis.benchDeps = deps;
      ${options.startSearch ? 'await deps.search.start();' : ''}
      const built = await at('app').buildApp(deps, { apiRateLimitPerMinute: 0 });
      built.server.listen(0, '127.0.0.1', () => console.log('PORT ' + built.server.address().port));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...options.env,
      BENCH_DATABASE_URL: databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO: '0',
      JWT_SECRET: BENCH_JWT_SECRET,
      WORKER: '0',
      // The scenarios send X-Forwarded-For: many client addresses, as behind one proxy.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  return listeningAt(child, `server in ${apiDir}`);
}

/** Resolves with the base URL a child prints as `PORT <n>`; rejects if it exits first. */
export function listeningAt(child: ChildProcess, name: string): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve({ base: `http://127.0.0.1:${match[1]}`, child });
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

/** Kills a child server and waits until it is gone. */
export async function stopChildServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
