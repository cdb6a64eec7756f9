import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { IDE_CSP, IDE_NOT_BUILT, graphqlIde } from '../ide';
import { wantsGraphQLIde } from '../ide-request';

// A web build as Vite lays it out: the site's index.html, the IDE's graphiql.html and
// their hashed assets (the real build is checked by hand, see docs/api-changelog.md).
const IDE_HTML =
  '<!doctype html><html><head><title>Panelhouse GraphQL API</title>' +
  '<script type="module" crossorigin src="/assets/graphiql-Ab12Cd34.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/graphiql-Ef56Gh78.css">' +
  '</head><body><div id="graphiql"></div></body></html>';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let app: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-ide-dist-'));
  fs.mkdirSync(path.join(webDistDir, 'assets'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>site</title>');
  fs.writeFileSync(path.join(webDistDir, 'graphiql.html'), IDE_HTML);
  fs.writeFileSync(path.join(webDistDir, 'assets/graphiql-Ab12Cd34.js'), 'console.log(1);');
  fs.writeFileSync(path.join(webDistDir, 'assets/graphiql-Ef56Gh78.css'), 'body{margin:0}');
  app = await startTestApp({ worker: false, webDistDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

describe('GET /graphql in a browser', () => {
  it('answers the built GraphiQL page with a strict CSP, and its assets are served', async () => {
    const res = await app.http().get('/graphql').set('accept', BROWSER_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe(IDE_HTML);
    expect(res.headers['content-security-policy']).toBe(IDE_CSP);
    expect(IDE_CSP).toContain("script-src 'self';");
    expect(IDE_CSP).toContain("connect-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');

    const assets = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(['/assets/graphiql-Ab12Cd34.js', '/assets/graphiql-Ef56Gh78.css']);
    for (const asset of assets) {
      const file = await app.http().get(asset);
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves it on /graphql/ and to HEAD too', async () => {
    const slash = await app.http().get('/graphql/').set('accept', 'text/html');
    expect(slash.status).toBe(200);
    expect(slash.text).toBe(IDE_HTML);
    const head = await app.http().head('/graphql').set('accept', 'text/html');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(IDE_HTML)));
    expect(head.text).toBeUndefined();
  });

  it('still executes a GET with ?query=, even from a browser', async () => {
    const res = await app
      .http()
      .get(`/graphql?query=${encodeURIComponent('{ __typename }')}`)
      .set('accept', BROWSER_ACCEPT)
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('leaves POST and non-HTML GETs to GraphQL (no landing page anywhere)', async () => {
    const post = await app
      .http()
      .post('/graphql')
      .set('accept', BROWSER_ACCEPT)
      .set('content-type', 'application/json')
      .send({ query: '{ __typename }' });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual({ __typename: 'Query' });

    const json = await app
      .http()
      .get('/graphql')
      .set('accept', 'application/json')
      .set('apollo-require-preflight', 'true');
    expect(json.status).toBe(400);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.text).not.toMatch(/<html|apollographql|embeddable-sandbox/i);
  });
});

it('explains in plain text when the web app is not built', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-ide-empty-'));
  try {
    const ide = graphqlIde(empty);
    const listener: RequestListener = (req, res) => void ide(req, res);
    const res = await request(listener).get('/graphql').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(IDE_NOT_BUILT);
    expect(res.text).toContain('npm run build -w web');
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});

it.each([
  ['GET', '/graphql', 'text/html', true],
  ['GET', '/graphql?', BROWSER_ACCEPT, true],
  ['GET', '/graphql?foo=1', 'TEXT/HTML', true],
  ['HEAD', '/graphql', 'text/html', true],
  ['GET', '/graphql?query=%7B__typename%7D', 'text/html', false],
  ['GET', '/graphql?operationName=A&query=', 'text/html', false],
  ['GET', '/graphql', 'application/json', false],
  ['GET', '/graphql', '*/*', false],
  ['GET', '/graphql', undefined, false],
  ['POST', '/graphql', 'text/html', false],
] as const)('wantsGraphQLIde(%s %s, accept %s) is %s', (method, url, accept, expected) => {
  expect(wantsGraphQLIde(method, url, accept)).toBe(expected);
});
