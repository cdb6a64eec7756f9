import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../../../test/harness';
import { IMMUTABLE_CACHE, acceptedEncodings } from '../precompressed-assets';

// A web build as `npm run build -w web` leaves it: a hashed script with the brotli and gzip
// copies scripts/compress-dist.mjs writes next to it.
const SCRIPT = `export const pages = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Issue ${i}` })),
)};\n`;
const SCRIPT_PATH = '/assets/main-Ab12Cd34.js';

let app: TestApp;
let server: http.Server;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-precompressed-dist-'));
  const assets = path.join(webDistDir, 'assets');
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>site</title>');
  const script = path.join(assets, 'main-Ab12Cd34.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT, { level: 9 }));
  app = await startTestApp({ worker: false, webDistDir });
  server = http.createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

/** A plain request (supertest would add its own Accept-Encoding and decode the body). */
function fetchRaw(
  urlPath: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web build’s precompressed assets', () => {
  it('sends the file as it is to a client that takes no encoding', async () => {
    const res = await fetchRaw(SCRIPT_PATH, {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the brotli copy when the browser takes it, whatever the header’s order', async () => {
    const res = await fetchRaw(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-length']).toBe(
      String(fs.statSync(path.join(webDistDir, `${SCRIPT_PATH}.br`)).size),
    );
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not taken', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await fetchRaw(SCRIPT_PATH, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(zlib.gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await fetchRaw(SCRIPT_PATH, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('leaves a missing asset to the usual 404 path', async () => {
    const res = await fetchRaw('/assets/gone-Zz99.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.status).not.toBe(200);
  });
});

describe('acceptedEncodings', () => {
  it('orders brotli first unless the q-values say otherwise', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
  });
});
