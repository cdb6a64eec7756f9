import sharp from 'sharp';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildIssue, buildUser } from '../../../../test/factories';
import { makeImage } from '../../../../test/images';
import type { Book } from '../../books/book.entity';
import { IssuePage } from '../../issues/issue-page.entity';
import type { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';

const NAV = 'application/atom+xml;profile=opds-catalog;kind=navigation';
const ACQ = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
const BASE = 'http://panelhouse.test';

type Node = Record<string, unknown>;
type Link = Record<string, string>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['entry', 'link', 'category', 'author'].includes(name),
});

let app: TestApp;
let alicesBook: Book;
let alicesIssues: Issue[];
let bobsIssue: Issue;
let removedIssue: Issue;
let goneIssue: Issue;
let publicCount: number;

/** GETs a feed, checks it is well-formed XML of the content type, and parses it. */
async function feed(url: string, type: string): Promise<Node> {
  const res = await app.http().get(url);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe(`${type};charset=utf-8`);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  expect(XMLValidator.validate(res.text)).toBe(true);
  return parser.parse(res.text).feed as Node;
}

const links = (node: Node) => (node.link ?? []) as Link[];
const linkOf = (node: Node, rel: string) => links(node).find((l) => l['@_rel'] === rel);
const entries = (f: Node) => (f.entry ?? []) as Node[];

/** Atom's required feed elements and the OPDS links every feed carries. */
function expectFeedBasics(f: Node, selfType: string) {
  expect(typeof f.id).toBe('string');
  expect(f.title).toBeDefined();
  expect(new Date(f.updated as string).toISOString()).toBe(f.updated);
  expect((f.author as Node[])[0].name).toBe('Panelhouse Comics');
  expect(linkOf(f, 'self')?.['@_type']).toBe(selfType);
  expect(linkOf(f, 'start')).toMatchObject({ '@_href': `${BASE}/opds`, '@_type': NAV });
  expect(linkOf(f, 'search')).toMatchObject({
    '@_href': `${BASE}/opds/search.xml`,
    '@_type': 'application/opensearchdescription+xml',
  });
  expect(f['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(f['@_xmlns:pse']).toBe('http://vaemendis.net/opds-pse/ns');
  expect(f['@_xmlns:opds']).toBe('http://opds-spec.org/2010/catalog');
}

/** Every acquisition entry: Atom's required elements, images, the CBZ and PSE links. */
function expectAcquisitionEntry(entry: Node) {
  expect(entry.id).toMatch(/^urn:panelhouse:issue:\d+$/);
  const id = Number(String(entry.id).split(':').pop());
  expect(new Date(entry.updated as string).toISOString()).toBe(entry.updated);
  expect((entry.author as Node[])[0].name).toEqual(expect.any(String));
  expect(linkOf(entry, 'http://opds-spec.org/image')?.['@_href']).toMatch(
    /^http:\/\/panelhouse\.test\/media\//,
  );
  expect(linkOf(entry, 'http://opds-spec.org/image/thumbnail')?.['@_type']).toBe('image/png');
  expect(linkOf(entry, 'http://opds-spec.org/acquisition/open-access')).toMatchObject({
    '@_href': `${BASE}/download/issues/${id}.cbz`,
    '@_type': 'application/vnd.comicbook+zip',
  });
  const pse = linkOf(entry, 'http://vaemendis.net/opds-pse/stream') as Link;
  expect(['image/jpeg', 'image/gif', 'image/png']).toContain(pse['@_type']);
  expect(pse['@_href']).toBe(`${BASE}/opds/issues/${id}/pages/{pageNumber}?width={maxWidth}`);
  expect(Number(pse['@_pse:count'])).toBeGreaterThan(0);
  return { id, pse };
}

beforeAll(async () => {
  app = await startTestApp();
  const alice = (await buildUser(app, { username: 'opds_alice' })).user;
  const bob = (await buildUser(app, { username: 'opds_bob' })).user;
  const paging = (await buildUser(app, { username: 'opds_paging' })).user;
  const gone = (await buildUser(app, { username: 'opds_gone' })).user;
  const base = Date.now() - 10_000_000;
  ({ book: alicesBook, issues: alicesIssues } = await buildBook(app, {
    publisher: alice,
    title: 'Star <Cats>',
    genres: ['action', 'sci-fi'],
    dateCreated: new Date(base + 100_000),
    issues: [
      { title: 'Nebula Whiskers', pages: 3 },
      { title: 'Comet Tails & Co', pages: 4 },
    ],
  }));
  ({
    issues: [bobsIssue],
  } = await buildBook(app, {
    publisher: bob,
    title: 'Night House',
    genres: ['horror'],
    dateCreated: new Date(base + 200_000),
  }));
  ({
    issues: [removedIssue],
  } = await buildBook(app, {
    publisher: alice,
    removed: true,
    genres: ['sci-fi'],
    issue: { title: 'Nebula Hidden' },
  }));
  ({
    issues: [goneIssue],
  } = await buildBook(app, { publisher: gone, genres: ['sci-fi'] }));
  await app.em().nativeUpdate(User, { id: gone.id }, { active: false });
  // 51 more public issues: the newest feed needs two pages.
  const { book } = await buildBook(app, { publisher: paging, genres: ['comedy'], issues: 0 });
  for (let i = 0; i < 51; i += 1) {
    await buildIssue(app, { book, pages: 1, dateCreated: new Date(base + i * 1000) });
  }
  publicCount = 2 + 1 + 51;
});
afterAll(async () => {
  await app.close();
});

test('/opds is a navigation feed: new issues, by genre, by creator, and search', async () => {
  const root = await feed('/opds', NAV);
  expectFeedBasics(root, NAV);
  const found = entries(root);
  expect(found.map((e) => e.title)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ '#text': 'New issues' }),
      expect.objectContaining({ '#text': 'By genre' }),
      expect.objectContaining({ '#text': 'By creator' }),
    ]),
  );
  for (const entry of found) {
    expect(entry.id).toMatch(/^urn:panelhouse:opds:/);
    expect(entry.updated).toBeDefined();
    expect(entry.content).toBeDefined();
  }
  const byHref = Object.fromEntries(found.map((e) => [links(e)[0]['@_href'], links(e)[0]]));
  expect(byHref[`${BASE}/opds/new`]).toMatchObject({
    '@_rel': 'http://opds-spec.org/sort/new',
    '@_type': ACQ,
  });
  expect(byHref[`${BASE}/opds/genres`]).toMatchObject({ '@_rel': 'subsection', '@_type': NAV });
  expect(byHref[`${BASE}/opds/creators`]).toMatchObject({ '@_rel': 'subsection', '@_type': NAV });
});

test('/opds/new lists every public issue once, newest first, 50 a page with first/previous/next links', async () => {
  const first = await feed('/opds/new', ACQ);
  expectFeedBasics(first, ACQ);
  expect(entries(first)).toHaveLength(50);
  expect(linkOf(first, 'next')).toMatchObject({
    '@_href': `${BASE}/opds/new?page=2`,
    '@_type': ACQ,
  });
  expect(linkOf(first, 'previous')).toBeUndefined();
  expect(linkOf(first, 'first')?.['@_href']).toBe(`${BASE}/opds/new`);

  const second = await feed('/opds/new?page=2', ACQ);
  expect(linkOf(second, 'self')?.['@_href']).toBe(`${BASE}/opds/new?page=2`);
  expect(linkOf(second, 'previous')?.['@_href']).toBe(`${BASE}/opds/new`);
  expect(linkOf(second, 'next')).toBeUndefined();

  const all = [...entries(first), ...entries(second)].map(expectAcquisitionEntry);
  const ids = all.map((e) => e.id);
  expect(new Set(ids).size).toBe(publicCount);
  expect(ids).not.toContain(removedIssue.id);
  expect(ids).not.toContain(goneIssue.id);
  // Bob's book is the newest; the paging book's issues the oldest.
  expect(ids[0]).toBe(bobsIssue.id);

  const comet = [...entries(first), ...entries(second)].find(
    (e) => e.id === `urn:panelhouse:issue:${alicesIssues[1].id}`,
  ) as Node;
  expect(comet.title).toMatchObject({ '#text': 'Star <Cats> #2: Comet Tails & Co' });
  expect((comet.author as Node[])[0]).toMatchObject({
    name: 'opds_alice',
    uri: `${BASE}/profile/opds_alice`,
  });
  expect(comet.summary).toMatchObject({ '#text': 'Comet Tails & Co description' });
  expect((comet.category as Link[]).map((c) => [c['@_term'], c['@_label']])).toEqual([
    ['action', 'Action'],
    ['sci-fi', 'Sci-Fi'],
  ]);
  expect(linkOf(comet, 'http://vaemendis.net/opds-pse/stream')?.['@_pse:count']).toBe('4');
  expect(linkOf(comet, 'alternate')?.['@_href']).toBe(
    `${BASE}/details/a-book/book/${alicesBook.id}/issue/2`,
  );
});

test('a bad page is a 400 with a clear message', async () => {
  for (const page of ['0', '-1', 'abc', '1.5', '1001']) {
    const res = await app.http().get(`/opds/new?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.text).toBe('page must be a whole number from 1 to 1000');
  }
  expect((await app.http().get('/opds/nothing-here')).status).toBe(404);
});

test('by genre: a navigation feed of genres with public issues, each an acquisition feed', async () => {
  const genres = await feed('/opds/genres', NAV);
  expectFeedBasics(genres, NAV);
  const byTitle = Object.fromEntries(entries(genres).map((e) => [(e.title as Node)['#text'], e]));
  expect(Object.keys(byTitle).sort()).toEqual(['Action', 'Comedy', 'Horror', 'Sci-Fi']);
  // The removed book's and the deactivated creator's sci-fi issues do not count.
  expect(byTitle['Sci-Fi'].content).toMatchObject({ '#text': '2 issues' });
  expect(links(byTitle['Sci-Fi'])[0]).toMatchObject({
    '@_href': `${BASE}/opds/genres/sci-fi`,
    '@_type': ACQ,
  });

  const sciFi = await feed('/opds/genres/sci-fi', ACQ);
  expect(
    entries(sciFi)
      .map((e) => expectAcquisitionEntry(e).id)
      .sort(),
  ).toEqual(alicesIssues.map((i) => i.id).sort());
  expect((await app.http().get('/opds/genres/not-a-genre')).status).toBe(404);
});

test('by creator: publishers of public issues, each an acquisition feed of their issues', async () => {
  const creators = await feed('/opds/creators', NAV);
  expectFeedBasics(creators, NAV);
  expect(entries(creators).map((e) => (e.title as Node)['#text'])).toEqual([
    'opds_alice',
    'opds_bob',
    'opds_paging',
  ]);
  const alice = await feed('/opds/creators/opds_alice', ACQ);
  expect(entries(alice).map((e) => expectAcquisitionEntry(e).id)).toEqual(
    [...alicesIssues].reverse().map((i) => i.id),
  );
  expect((await app.http().get('/opds/creators/opds_gone')).status).toBe(404);
  expect((await app.http().get('/opds/creators/nobody_at_all')).status).toBe(404);
});

test('search: an OpenSearch description whose template gives an acquisition feed of matches', async () => {
  const res = await app.http().get('/opds/search.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/opensearchdescription+xml;charset=utf-8');
  expect(XMLValidator.validate(res.text)).toBe(true);
  const description = parser.parse(res.text).OpenSearchDescription;
  expect(description['@_xmlns']).toBe('http://a9.com/-/spec/opensearch/1.1/');
  expect(description.Url['@_type']).toBe(ACQ);
  const template = description.Url['@_template'] as string;
  expect(template).toBe(`${BASE}/opds/search?q={searchTerms}`);

  const url = template.replace('{searchTerms}', 'nebula').replace(BASE, '');
  const found = await feed(url, ACQ);
  expectFeedBasics(found, ACQ);
  // The removed book's "Nebula Hidden" is not found.
  expect(entries(found).map((e) => expectAcquisitionEntry(e).id)).toEqual([alicesIssues[0].id]);
  expect(found['opensearch:totalResults']).toBe('1');

  const missing = await app.http().get('/opds/search');
  expect(missing.status).toBe(400);
  expect(missing.text).toBe('Give the words to search for in q');
});

/** GET as raw bytes. */
const bytes = (url: string) =>
  app
    .http()
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Pages 1 and 2 of Alice's first issue, stored for real: a JPEG and a PNG, both 800 px wide. */
async function storeStreamedPages(): Promise<IssuePage[]> {
  const em = app.em();
  const pages = await em.find(
    IssuePage,
    { issue: alicesIssues[0].id },
    { orderBy: { pageNumber: 'asc' } },
  );
  const png = await makeImage({ width: 800, height: 1200 });
  await app.deps.media.storage.put(
    pages[0].image.key,
    await sharp(png).jpeg().toBuffer(),
    'image/jpeg',
  );
  await em.nativeUpdate(
    IssuePage,
    { id: pages[0].id },
    { image: { ...pages[0].image, contentType: 'image/jpeg' } },
  );
  await app.deps.media.storage.put(pages[1].image.key, png, 'image/png');
  return pages;
}

/** The transcoded JPEGs kept beside an original. */
async function cachedBeside(key: string): Promise<string[]> {
  const found: string[] = [];
  const stem = key.replace(/\.[a-z]+$/, '');
  for await (const item of app.deps.media.storage.list(key.slice(0, key.lastIndexOf('/') + 1)))
    if (item.key.startsWith(stem) && item.key.endsWith('.jpg')) found.push(item.key);
  return found.sort();
}

test('page streaming: {pageNumber} counts from 0; a JPEG original as it is, else the declared JPEG', async () => {
  const pages = await storeStreamedPages();
  const issueId = alicesIssues[0].id;
  for (const query of ['', '?width={maxWidth}', '?width=800', '?width=4000']) {
    const res = await app.http().get(`/opds/issues/${issueId}/pages/0${query}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/media/${pages[0].image.key}`);
  }
  // A PNG original is never sent as a PNG: the feed declares image/jpeg for every page.
  const png = await bytes(`/opds/issues/${issueId}/pages/1`);
  expect(png.status).toBe(200);
  expect(png.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(png.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 800 });

  expect((await app.http().get(`/opds/issues/${issueId}/pages/3`)).status).toBe(404);
  expect((await app.http().get(`/opds/issues/${removedIssue.id}/pages/0`)).status).toBe(404);
  expect((await app.http().get(`/opds/issues/${goneIssue.id}/pages/0`)).status).toBe(404);
  expect((await app.http().get(`/opds/issues/${issueId}/pages/0?width=wide`)).status).toBe(400);
});

test('page streaming snaps width up to a stored derivative width and transcodes each size once', async () => {
  const pages = await storeStreamedPages();
  const issueId = alicesIssues[0].id;
  // 800 px pages have one derivative width below their own, 480.
  const first = await bytes(`/opds/issues/${issueId}/pages/0?width=300`);
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toBe('image/jpeg');
  expect((await sharp(first.body as Buffer).metadata()).width).toBe(480);
  const cached = `${pages[0].image.key.replace(/\.[a-z]+$/, '')}_w480.jpg`;
  for (const width of [100, 257, 479, 480]) {
    const res = await app.http().get(`/opds/issues/${issueId}/pages/0?width=${width}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/media/${cached}`);
  }
  // Wider than the last derivative: the page's own width (the JPEG original).
  const wide = await app.http().get(`/opds/issues/${issueId}/pages/0?width=481`);
  expect(wide.headers.location).toBe(`/media/${pages[0].image.key}`);
  expect(await cachedBeside(pages[0].image.key)).toEqual([cached]);
});

test('feeds are cacheable: an ETag, and 304 for a matching If-None-Match', async () => {
  const res = await app.http().get('/opds/new');
  expect(res.headers.etag).toBeDefined();
  const again = await app.http().get('/opds/new').set('if-none-match', res.headers.etag);
  expect(again.status).toBe(304);
});

test('OPDS 2.0: /opds/v2/new is the newest feed as JSON publications', async () => {
  const res = await app.http().get('/opds/v2/new');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/opds+json; charset=utf-8');
  const body = JSON.parse(res.text);
  expect(body.metadata).toMatchObject({ title: 'New issues', itemsPerPage: 50, currentPage: 1 });
  expect(body.links).toEqual(
    expect.arrayContaining([
      { rel: 'self', href: `${BASE}/opds/v2/new`, type: 'application/opds+json' },
      { rel: 'next', href: `${BASE}/opds/v2/new?page=2`, type: 'application/opds+json' },
    ]),
  );
  expect(body.publications).toHaveLength(50);
  const pub = body.publications[0];
  expect(pub.metadata).toMatchObject({
    identifier: `urn:panelhouse:issue:${bobsIssue.id}`,
    title: 'Night House #1: Issue 1',
    belongsTo: { series: [{ name: 'Night House', position: 1 }] },
  });
  expect(pub.links[0]).toEqual({
    rel: 'http://opds-spec.org/acquisition/open-access',
    href: `${BASE}/download/issues/${bobsIssue.id}.cbz`,
    type: 'application/vnd.comicbook+zip',
  });
  // The pages with the creator's layout: a DiViNa manifest (its own test: divina-manifest.test.ts).
  expect(pub.links[1]).toEqual({
    rel: 'http://opds-spec.org/acquisition/open-access',
    href: `${BASE}/opds/v2/issues/${bobsIssue.id}/manifest.json`,
    type: 'application/divina+json',
  });
  expect(pub.images[0].href).toMatch(/^http:\/\/panelhouse\.test\/media\//);
});

test('genre feed ids are valid IRIs: a genre with spaces is percent-encoded', async () => {
  const author = (await buildUser(app, { username: 'opds_genre' })).user;
  await buildBook(app, { publisher: author, genres: ['slice of life'] });
  const genres = await feed('/opds/genres', NAV);
  const slice = entries(genres).find((e) => (e.title as Node)['#text'] === 'Slice of Life') as Node;
  expect(slice.id).toBe('urn:panelhouse:opds:genre:slice%20of%20life');
  const one = await feed('/opds/genres/slice%20of%20life', ACQ);
  expect(one.id).toBe('urn:panelhouse:opds:genre:slice%20of%20life');
  // Atom ids are IRIs: no spaces or other characters an IRI may not hold.
  for (const f of [genres, one])
    for (const id of [f.id, ...entries(f).map((e) => e.id)])
      expect(String(id)).toMatch(/^[A-Za-z0-9:%._~-]+$/);
});
