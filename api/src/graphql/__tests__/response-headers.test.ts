import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LocalStorage } from '../../storage/local.storage';
import { MEDIA_CSP } from '../../modules/media/media-headers';

// Headers on the real answers of /graphql (served ahead of Express) and /media (Express's
// static files): a browser must never sniff a JSON answer or a stored file into HTML, and a
// stored file opened directly runs nothing.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app.close());

describe('/graphql', () => {
  it('answers, refusals and pre-Apollo errors carry nosniff', async () => {
    const ok = await app.http().post('/graphql').send({ query: '{ __typename }' });
    expect(ok.status).toBe(200);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    const invalid = await app.http().post('/graphql').send({ query: '{ nope }' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['x-content-type-options']).toBe('nosniff');

    const malformed = await app
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send('{"query":');
    expect(malformed.status).toBe(400);
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');

    const get = await app
      .http()
      .get('/graphql?query=%7B__typename%7D')
      .set('apollo-require-preflight', 'true');
    expect(get.status).toBe(200);
    expect(get.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the IDE page (or its not-built notice) carries nosniff too', async () => {
    const res = await app.http().get('/graphql').set('accept', 'text/html');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/media', () => {
  it('a stored file is served with nosniff and a CSP that runs nothing', async () => {
    const storage = app.deps.media.storage as LocalStorage;
    const dir = path.join(storage.root, 'works', 'headers-test');
    fs.mkdirSync(dir, { recursive: true });
    // An "image" whose bytes are HTML: what an attacker would try to have a browser render.
    fs.writeFileSync(path.join(dir, 'page.png'), '<html><script>alert(1)</script></html>');
    const res = await app.http().get('/media/works/headers-test/page.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(MEDIA_CSP);
    expect(MEDIA_CSP).toContain("default-src 'none'");
    expect(MEDIA_CSP).toContain('sandbox');
  });

  it('default images and missing files carry the same headers', async () => {
    const defaults = await app.http().get('/media/defaults/profile.svg');
    expect(defaults.status).toBe(200);
    expect(defaults.headers['x-content-type-options']).toBe('nosniff');
    expect(defaults.headers['content-security-policy']).toBe(MEDIA_CSP);

    const missing = await app.http().get('/media/works/nothing-here.png');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    // Express's error page has its own CSP, at least as strict.
    expect(missing.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});
