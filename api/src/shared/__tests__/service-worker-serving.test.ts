import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../../../test/harness';

// A web build with the service worker vite-plugin-pwa writes at the site root (dist/sw.js).
const WORKER = `self.__WB_MANIFEST=${JSON.stringify(
  Array.from({ length: 60 }, (_, i) => ({ url: `assets/chunk-${i}.js`, revision: null })),
)};\n`;

let app: TestApp;
let server: http.Server;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-sw-dist-'));
  fs.writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head--></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDistDir, 'sw.js'), WORKER);
  app = await startTestApp({ worker: false, webDistDir });
  server = http.createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

function fetchRaw(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
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

describe('the service worker and the Saved shelf', () => {
  it('serves /sw.js as a script that browsers revalidate on every update check', async () => {
    const res = await fetchRaw('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // At the root its scope is the whole site: no Service-Worker-Allowed widening needed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.body.toString()).toBe(WORKER);
  });

  it('compresses it for a browser that takes gzip (it is not among the precompressed assets)', async () => {
    const res = await fetchRaw('/sw.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.body).toString()).toBe(WORKER);
  });

  it('keeps the hashed assets’ caching apart from it', async () => {
    fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDistDir, 'assets', 'sw.js'), 'x');
    const res = await fetchRaw('/assets/sw.js');
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers /saved as a page of the app that stays out of search engines', async () => {
    const res = await fetchRaw('/saved');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body.toString()).toMatch(/<title>Saved issues/);
  });
});
