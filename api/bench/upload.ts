// Upload benchmark: `node -r @swc-node/register bench/upload.ts [pages]` (from api/).
// Starts an embedded PostgreSQL and the real app in a child process, creates a book,
// then measures one v1 create-issue upload of N pages (default 30): wall time, bytes,
// throughput, the time until every page's WebP derivatives exist (made by the
// media.page-derivatives job after the answer), and the server's RSS / peak RSS (VmHWM)
// before and after. Prints a table; never fails a build.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { ensureDatabase } from '../src/db/database';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';
import { createBookV1, createIssueV1, signUp } from '../test/support/publish-client';
import { startServerProcess } from '../test/support/server-process';

/** A comic-like page at the recommended maximum size: smooth shapes plus grain, JPEG. */
async function makePage(seed: number): Promise<Buffer> {
  const w = 497;
  const h = 764;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i += 1)
    raw[i] = (Math.sin((i + seed * 7919) / 977) * 90 + 128 + Math.random() * 24) & 255;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(1988, 3056)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Polls until no page waits for its derivatives; ms since `started` (the request's start). */
async function waitForDerivatives(databaseUrl: string, started: bigint): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from issue_pages where image_derivatives_pending_since is not null',
      );
      if (Number(rows[0].n) === 0) return Number(process.hrtime.bigint() - started) / 1e6;
      if (Date.now() > deadline) throw new Error(`${rows[0].n} page(s) still pending`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const pageCount = Number(process.argv[2] ?? 30);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-bench-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { fsync: false });
  await ensureDatabase(pg.url, 'bench');
  const server = await startServerProcess({
    databaseUrl: withDatabase(pg.url, 'bench'),
    dataDir: path.join(dir, 'data'),
  });
  try {
    const cover = await sharp({
      create: { width: 320, height: 485, channels: 3, background: '#c84' },
    })
      .png()
      .toBuffer();
    const pages: Buffer[] = [];
    for (let i = 0; i < pageCount; i += 1) pages.push(await makePage(i));
    const bytes = pages.reduce((sum, p) => sum + p.length, 0) + cover.length;
    const user = await signUp(server.url);
    const book = await createBookV1(server.url, user, cover, pages.slice(0, 4));
    if (book.status !== 201)
      throw new Error(`warm-up failed: ${book.status} ${JSON.stringify(book.body)}`);
    const rssBefore = server.rssKb();
    const peakBefore = server.peakRssKb();
    const started = process.hrtime.bigint();
    const res = await createIssueV1(server.url, user, book.body.book.id, cover, pages);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 201)
      throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
    const derivativesMs = await waitForDerivatives(withDatabase(pg.url, 'bench'), started);
    const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
    const rows: [string, string][] = [
      ['pages', String(pageCount)],
      ['page size', '1988 x 3056 JPEG'],
      ['upload size', mb(bytes / 1024)],
      ['upload time (request to 201)', `${(ms / 1000).toFixed(2)} s`],
      ['per page', `${(ms / pageCount).toFixed(0)} ms`],
      ['all derivatives exist after', `${(derivativesMs / 1000).toFixed(2)} s`],
      ['throughput', `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(2)} MB/s`],
      ['server RSS before / after', `${mb(rssBefore)} / ${mb(server.rssKb())}`],
      ['server peak RSS before / after', `${mb(peakBefore)} / ${mb(server.peakRssKb())}`],
      ['peak RSS growth', mb(server.peakRssKb() - peakBefore)],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log('\nUpload benchmark (v1 POST /publish/{slug}/book/{id}, local storage)');
    for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  } finally {
    await server.stop();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
