import express from 'express';
import request from 'supertest';
import { XMLParser } from 'fast-xml-parser';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { User } from '../../users/user.entity';
import { sitemapRoutes } from '../web-head.routes';

const BASE = 'http://panelhouse.test';
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

let app: TestApp;
let visibleIds: number[];
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  const a = await buildBook(app, { urlSlug: 'first-book', issues: 2 });
  const b = await buildBook(app, { urlSlug: 'second-book', issues: 1 });
  await buildBook(app, { urlSlug: 'removed-book', removed: true, issues: 1 });
  const gone = await buildUser(app);
  await buildBook(app, { publisher: gone.user, urlSlug: 'hidden-book', issues: 1 });
  await app.em().nativeUpdate(User, { id: gone.user.id }, { active: false });
  visibleIds = [a.book.id, b.book.id];
});
afterAll(async () => {
  await app.close();
});

const locs = (xml: string) =>
  (parser.parse(xml).urlset.url as { loc: string; lastmod?: string }[]).map((u) => u.loc);

test('sitemap.xml lists the home page, public books and issues with lastmod, nothing hidden', async () => {
  const res = await app.http().get('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  const doc = parser.parse(res.text);
  expect(doc.urlset).toBeDefined();
  const [first, second] = visibleIds;
  expect(locs(res.text)).toEqual([
    `${BASE}/`,
    `${BASE}/details/first-book/book/${first}`,
    `${BASE}/details/second-book/book/${second}`,
    `${BASE}/details/first-book/book/${first}/issue/1`,
    `${BASE}/details/first-book/book/${first}/issue/2`,
    `${BASE}/details/second-book/book/${second}/issue/1`,
  ]);
  for (const url of (doc.urlset.url as { lastmod?: string }[]).slice(1))
    expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(res.text).not.toMatch(/removed-book|hidden-book/);
});

test('robots.txt points to the sitemap', async () => {
  const res = await app.http().get('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
});

test('over the per-file limit, sitemap.xml is an index of bounded files', async () => {
  // The same routes with 2 URLs per file: 2 books and 3 issues make 1 + 2 files.
  const small = express().use(sitemapRoutes(app.deps, { perFile: 2 }));
  const index = await request(small).get('/sitemap.xml');
  expect(index.status).toBe(200);
  const files = (parser.parse(index.text).sitemapindex.sitemap as { loc: string }[]).map(
    (s) => s.loc,
  );
  expect(files).toEqual([
    `${BASE}/sitemaps/books-1.xml`,
    `${BASE}/sitemaps/issues-1.xml`,
    `${BASE}/sitemaps/issues-2.xml`,
  ]);
  const all: string[] = [];
  for (const file of files) {
    const res = await request(small).get(new URL(file).pathname);
    expect(res.status).toBe(200);
    const found = locs(res.text);
    expect(found.length).toBeLessThanOrEqual(2);
    all.push(...found);
  }
  expect(all).toHaveLength(5);
  expect(new Set(all).size).toBe(5);
  expect((await request(small).get('/sitemaps/issues-3.xml')).status).toBe(404);
  expect((await request(small).get('/sitemaps/pages-1.xml')).status).toBe(404);
  expect((await request(small).get('/sitemaps/books-0.xml')).status).toBe(404);
});
