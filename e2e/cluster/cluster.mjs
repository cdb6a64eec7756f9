// The pieces of the cluster journey (e2e/cluster/cluster.spec.mjs): one embedded PostgreSQL,
// an S3-protocol server (s3rver), an SMTP catcher, a webhook receiver, processes of the
// built app (`node api/dist/main.js`) in a given PANELHOUSE_ROLE, and a small round-robin
// proxy in front of the API processes. Everything listens on loopback, on free ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const MAIN = path.join(root, 'api', 'dist', 'main.js');
const artifacts = path.join(root, 'e2e', 'artifacts');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The embedded PostgreSQL runs as an unprivileged user when the tests run as root.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** One embedded PostgreSQL for every process, with the app's database; stoppable and restartable. */
export async function startDatabase(dir) {
  if (!fs.existsSync(MAIN)) throw new Error('api/dist is missing: run `npm run build` first');
  const { startEmbeddedPostgres, withDatabase } = require(
    path.join(root, 'api', 'dist', 'db', 'embedded-postgres.js'),
  );
  const { ensureDatabase } = require(path.join(root, 'api', 'dist', 'db', 'database.js'));
  const pgDir = path.join(dir, 'postgres');
  const options = { fsync: false, maxConnections: 300 };
  let server = await startEmbeddedPostgres(pgDir, options);
  await ensureDatabase(server.url, 'panelhouse');
  const port = server.port;
  return {
    url: withDatabase(server.url, 'panelhouse'),
    stop: () => server.stop(),
    /** Starts it again on the same port and data (a database restart). */
    restart: async () => {
      server = await startEmbeddedPostgres(pgDir, { ...options, port });
    },
    close: () => server.stop().catch(() => undefined),
  };
}

/** s3rver with one bucket; `stop` and `restart` (same port and files) for the outage test. */
export async function startBucket(dir, bucket = 'panelhouse-media') {
  const directory = path.join(dir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  let port = 0;
  let server;
  const run = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await server.run());
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Object keys under a prefix (s3rver keeps each object as a folder of files). */
    keys: (prefix) => listKeys(path.join(directory, bucket), prefix),
    stop: () => server.close(),
    restart: run,
  };
}

function listKeys(bucketDir, prefix) {
  const suffix = '._S3rver_object';
  const keys = [];
  const walk = (dir, rel) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), name);
      else if (entry.name.endsWith(suffix)) keys.push(name.slice(0, -suffix.length));
    }
  };
  walk(bucketDir, '');
  return keys.filter((key) => key.startsWith(prefix));
}

/** Catches mail: `messages` has `{ to, raw }` per message. */
export async function startMailCatcher() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Receives webhook deliveries: `deliveries` has `{ headers, body }` each. */
export async function startReceiver() {
  const deliveries = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: JSON.parse(body || '{}') });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    deliveries,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * One process of the built app. `start()` resolves when /healthz answers 200; `exited`
 * when it ends (for a process expected to refuse to start).
 */
export function appProcess(name, env) {
  fs.mkdirSync(artifacts, { recursive: true });
  const logFile = fs.createWriteStream(path.join(artifacts, `cluster-${name}.log`), { flags: 'a' });
  const state = { name, port: Number(env.PORT), child: null, output: '', exit: null };
  state.url = `http://127.0.0.1:${state.port}`;
  state.start = async (timeoutMs = 120_000) => {
    state.exit = null;
    state.output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, MALLOC_ARENA_MAX: '2', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    state.child = child;
    state.exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        state.exit = { code, signal };
        resolve(state.exit);
      }),
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        logFile.write(chunk);
        state.output += chunk;
      });
    }
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (state.exit)
        throw new Error(
          `${name} exited (${JSON.stringify(state.exit)}):\n${state.output.slice(-3000)}`,
        );
      try {
        const response = await fetch(`${state.url}/healthz`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return state;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(
      `${name} was not healthy within ${timeoutMs} ms:\n${state.output.slice(-3000)}`,
    );
  };
  state.stop = async (signal = 'SIGTERM') => {
    if (!state.child || state.exit) return;
    state.child.kill(signal);
    await Promise.race([state.exited, sleep(20_000)]);
    if (!state.exit) {
      state.child.kill('SIGKILL');
      await state.exited;
    }
  };
  return state;
}

/**
 * A round-robin reverse proxy (like a load balancer's default): each request goes to the
 * next upstream that is not marked down. An upstream that refuses or drops a connection is
 * marked down for a few seconds; a GET (idempotent) that failed before any answer is tried
 * on the next upstream, anything else answers 502. Each answer says who served it in
 * `x-upstream`; `served` counts answers per upstream.
 */
export async function startProxy(upstreams) {
  let next = 0;
  const served = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
  const stats = { retried: 0 };
  const downUntil = new Map();
  const pick = () => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[next++ % upstreams.length];
      if ((downUntil.get(upstream.name) ?? 0) <= Date.now()) return upstream;
    }
    return upstreams[next++ % upstreams.length];
  };
  const forward = (upstream, req, body, res) =>
    new Promise((resolve, reject) => {
      const out = http.request(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress },
        },
        (answer) => {
          served[upstream.name] += 1;
          res.writeHead(answer.statusCode, { ...answer.headers, 'x-upstream': upstream.name });
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => res.destroy());
        },
      );
      out.on('error', (error) => (res.headersSent ? res.destroy() : reject(error)));
      out.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const retryable = req.method === 'GET' || req.method === 'HEAD';
    for (let attempt = 0; attempt < upstreams.length; attempt++) {
      const upstream = pick();
      try {
        await forward(upstream, req, body, res);
        return;
      } catch (error) {
        downUntil.set(upstream.name, Date.now() + 5_000);
        const refused = error.code === 'ECONNREFUSED';
        if (!retryable && !refused) break;
        stats.retried += 1;
      }
    }
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: 'no upstream answered' }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    served,
    stats,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
