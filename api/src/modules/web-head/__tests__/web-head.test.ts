import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { parseHead } from '../../../../test/support/html-head';
import type { Book } from '../../books/book.entity';
import { CreditRoleEnum } from '../../credits/work-credit.entity';
import type { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';

// The real web/index.html (with its <!--app-head--> block) as the built app's template.
const WEB_INDEX = path.resolve(__dirname, '../../../../../web/index.html');
const BASE = 'http://panelhouse.test';
const XSS_TITLE = '</title><script>alert(1)</script>';
const XSS_TEXT = 'Evil "quotes" & <b>tags</b> </script><script>alert(2)</script> \u2028 <!-- end';

let app: TestApp;
let webDistDir: string;
let creator: BuiltUser;
let inker: BuiltUser;
let book: Book;
let issues: Issue[];
let xssBook: Book;
let removedBook: Book;
let hiddenBook: Book;
let hiddenUser: BuiltUser;

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-head-dist-'));
  fs.copyFileSync(WEB_INDEX, path.join(webDistDir, 'index.html'));
  app = await startTestApp({ worker: false, webDistDir });
  creator = await buildUser(app, { username: 'head_hannah', bio: 'I draw <b>cats</b> & dogs' });
  inker = await buildUser(app, { username: 'ink_ivan' });
  ({ book, issues } = await buildBook(app, {
    publisher: creator.user,
    title: 'Moon Cats',
    urlSlug: 'moon-cats',
    description: 'Cats   on the\nmoon.',
    genres: ['comedy', 'action'],
    issues: [
      {
        title: 'Liftoff',
        description: 'The first flight.',
        credits: [
          { user: creator.user, roles: [CreditRoleEnum.WRITER, CreditRoleEnum.PENCILLER] },
          {
            user: inker.user,
            roles: [
              CreditRoleEnum.INKER,
              CreditRoleEnum.COLORIST,
              CreditRoleEnum.LETTERER,
              CreditRoleEnum.EDITOR,
              CreditRoleEnum.ARTIST,
            ],
          },
        ],
      },
      { title: 'Landing' },
    ],
  }));
  ({ book: xssBook } = await buildBook(app, {
    publisher: creator.user,
    title: XSS_TITLE,
    urlSlug: 'evil',
    description: XSS_TEXT,
    issue: { title: '<img src=x onerror=alert(3)>', description: XSS_TEXT },
  }));
  ({ book: removedBook } = await buildBook(app, { publisher: creator.user, removed: true }));
  hiddenUser = await buildUser(app, { username: 'gone_gina' });
  ({ book: hiddenBook } = await buildBook(app, { publisher: hiddenUser.user }));
  await app.em().nativeUpdate(User, { id: hiddenUser.user.id }, { active: false });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => app.http().get(url);

describe('book details', () => {
  it('renders title, description, canonical, Open Graph, Twitter card, feed link and ComicSeries', async () => {
    // A wrong slug still finds the book; the canonical URL carries the real one.
    const res = await get(`/details/old-slug/book/${book.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const head = parseHead(res.text);
    const canonical = `${BASE}/details/moon-cats/book/${book.id}`;
    expect(head.titles).toEqual(['Moon Cats | Panelhouse Comics']);
    expect(head.one('description')).toBe('Cats on the moon.');
    expect(head.links).toContainEqual({ rel: 'canonical', href: canonical });
    expect(head.one('og:title')).toBe('Moon Cats');
    expect(head.one('og:type')).toBe('book');
    expect(head.one('og:url')).toBe(canonical);
    expect(head.one('og:description')).toBe('Cats on the moon.');
    expect(head.one('og:site_name')).toBe('Panelhouse Comics');
    const cover = head.one('og:image');
    expect(cover).toBe(`${BASE}/media/${book.cover.key}`);
    expect(head.one('twitter:card')).toBe('summary_large_image');
    expect(head.one('twitter:image')).toBe(cover);
    expect(head.one('twitter:title')).toBe('Moon Cats');
    expect(head.meta.robots).toBeUndefined();
    expect(head.links).toContainEqual({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'New issues of Moon Cats',
      href: `${BASE}/feeds/books/${book.id}.atom`,
    });
    // The template's own head elements stay (icons, manifest, theme colour).
    expect(head.links).toContainEqual({ rel: 'manifest', href: '/manifest.webmanifest' });
    expect(head.one('theme-color')).toBe('#14161f');

    // Elements that describe this page only carry the mark the web removes on navigation.
    expect(head.raw).toContain('<link data-server-head rel="canonical"');
    expect(head.raw).toContain('<meta data-server-head property="og:title"');
    expect(head.raw).toContain('<script data-server-head type="application/ld+json">');
    expect(head.raw).toContain('<meta name="description"');

    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ComicSeries',
      name: 'Moon Cats',
      description: 'Cats   on the\nmoon.',
      url: canonical,
      image: cover,
      author: { '@type': 'Person', name: 'head_hannah', url: `${BASE}/profile/head_hannah` },
      genre: ['action', 'comedy'],
      datePublished: book.dateCreated.toISOString(),
    });
  });

  it('answers 404 with the 404 head for unknown, removed, hidden and malformed books', async () => {
    for (const url of [
      `/details/x/book/999999`,
      `/details/x/book/${removedBook.id}`,
      `/details/x/book/${hiddenBook.id}`,
      `/details/x/book/abc`,
      `/details/x/book/0`,
      `/details/x/book/99999999999`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      const head = parseHead(res.text);
      expect(head.titles).toEqual(['Page Not Found | Panelhouse Comics']);
      expect(head.one('robots')).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
      expect(head.meta['og:image']).toBeUndefined();
      expect(res.text).toContain('<div id="root"></div>');
    }
  });
});

describe('issue details and reader', () => {
  it('renders ComicIssue with its credits mapped to schema.org roles', async () => {
    const res = await get(`/details/moon-cats/book/${book.id}/issue/1`);
    expect(res.status).toBe(200);
    const head = parseHead(res.text);
    const canonical = `${BASE}/details/moon-cats/book/${book.id}/issue/1`;
    expect(head.titles).toEqual(['Liftoff - Moon Cats #1 | Panelhouse Comics']);
    expect(head.one('description')).toBe('The first flight.');
    expect(head.links).toContainEqual({ rel: 'canonical', href: canonical });
    expect(head.one('og:image')).toBe(`${BASE}/media/${issues[0].cover.key}`);
    expect(head.one('twitter:card')).toBe('summary_large_image');
    const hannah = { '@type': 'Person', name: 'head_hannah', url: `${BASE}/profile/head_hannah` };
    const ivan = { '@type': 'Person', name: 'ink_ivan', url: `${BASE}/profile/ink_ivan` };
    const ld = head.jsonLd[0];
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ComicIssue',
      name: 'Liftoff',
      issueNumber: 1,
      url: canonical,
      image: `${BASE}/media/${issues[0].cover.key}`,
      author: [hannah],
      penciler: [hannah],
      artist: [ivan],
      inker: [ivan],
      colorist: [ivan],
      letterer: [ivan],
      editor: [ivan],
      isPartOf: {
        '@type': 'ComicSeries',
        name: 'Moon Cats',
        url: `${BASE}/details/moon-cats/book/${book.id}`,
      },
    });
  });

  it('gives an issue without a writer credit its publisher as author', async () => {
    // Issue 2 has the factory's default credit (the publisher as writer); drop it.
    await app
      .em()
      .getConnection()
      .execute('delete from work_credits where issue_id = ?', [issues[1].id]);
    const head = parseHead((await get(`/details/moon-cats/book/${book.id}/issue/2`)).text);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ComicIssue',
      issueNumber: 2,
      author: [{ '@type': 'Person', name: 'head_hannah' }],
    });
    expect(head.jsonLd[0].inker).toBeUndefined();
  });

  it('renders the reader with its own title and canonical URL', async () => {
    const res = await get(`/read/moon-cats/book/${book.id}/issue/1`);
    expect(res.status).toBe(200);
    const head = parseHead(res.text);
    expect(head.titles).toEqual(['Read Moon Cats #1: Liftoff | Panelhouse Comics']);
    expect(head.links).toContainEqual({
      rel: 'canonical',
      href: `${BASE}/read/moon-cats/book/${book.id}/issue/1`,
    });
    expect(head.jsonLd[0]['@type']).toBe('ComicIssue');
  });

  it('answers 404 for a missing issue or an issue of a removed or hidden book', async () => {
    for (const url of [
      `/details/moon-cats/book/${book.id}/issue/3`,
      `/read/moon-cats/book/${book.id}/issue/3`,
      `/read/x/book/${removedBook.id}/issue/1`,
      `/details/x/book/${hiddenBook.id}/issue/1`,
      `/read/x/book/${book.id}/issue/one`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(parseHead(res.text).titles).toEqual(['Page Not Found | Panelhouse Comics']);
    }
  });
});

describe('profiles', () => {
  it('renders the profile head with its feed link and ProfilePage', async () => {
    const res = await get('/profile/head_hannah');
    expect(res.status).toBe(200);
    const head = parseHead(res.text);
    expect(head.titles).toEqual(['head_hannah | Panelhouse Comics']);
    expect(head.one('description')).toBe('I draw <b>cats</b> & dogs');
    expect(head.one('og:type')).toBe('profile');
    expect(head.one('og:image')).toBe(`${BASE}/media/defaults/profile.svg`);
    expect(head.links).toContainEqual({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'New issues by head_hannah',
      href: `${BASE}/feeds/users/head_hannah.atom`,
    });
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'head_hannah',
        description: 'I draw <b>cats</b> & dogs',
      },
    });
    // The raw markup carries the bio escaped.
    expect(head.raw).toContain('I draw &lt;b&gt;cats&lt;/b&gt; &amp; dogs');
  });

  it('answers 404 for unknown and deactivated users', async () => {
    for (const url of ['/profile/nobody_here', '/profile/gone_gina']) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
  });
});

describe('bad input in the head', () => {
  it('escapes HTML and script in titles, descriptions and JSON-LD', async () => {
    for (const url of [
      `/details/evil/book/${xssBook.id}`,
      `/details/evil/book/${xssBook.id}/issue/1`,
      `/read/evil/book/${xssBook.id}/issue/1`,
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      const head = parseHead(res.text);
      // Only the JSON-LD script and none other; no tag was opened by the text.
      expect(head.scriptTypes).toEqual(['application/ld+json']);
      expect(head.raw).not.toMatch(/<script>|<img|<b>|<\/title><script/);
      expect(head.raw).not.toContain('\u2028');
      expect(head.titles).toHaveLength(1);
      expect(head.titles[0]).toContain(
        url.includes('/issue/') ? '<img src=x onerror=alert(3)>' : XSS_TITLE,
      );
      // The values read back exactly as stored.
      const ld = head.jsonLd[0];
      expect(ld.description).toBe(XSS_TEXT);
      expect(head.one('og:description')).toBe(XSS_TEXT.replace(/\s+/g, ' ').trim());
      if (!url.includes('/issue/')) expect(ld.name).toBe(XSS_TITLE);
      else expect((ld.isPartOf as { name: string }).name).toBe(XSS_TITLE);
    }
  });
});

describe('statuses of the other routes', () => {
  it('answers 200 with the default head for the known static routes', async () => {
    for (const [url, title] of [
      ['/', 'Panelhouse Comics: read and publish comics for free'],
      ['/about', 'About | Panelhouse Comics'],
      ['/search?q=cats', 'Search | Panelhouse Comics'],
      [
        '/articles/the-8-roles-needed-to-create-comic-book',
        'The 8 Roles Needed to Create a Comic Book | Panelhouse Comics',
      ],
      ['/login/', 'Login | Panelhouse Comics'],
      ['/news', 'News | Panelhouse Comics'],
    ]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      const head = parseHead(res.text);
      expect(head.titles).toEqual([title]);
      expect(head.one('og:type')).toBe('website');
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it('answers 404 for unknown routes', async () => {
    for (const url of [
      '/nope',
      '/details/x',
      '/details/x/book/1/extra',
      '/feeds/whatever',
      '/articles/unknown',
    ]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(parseHead(res.text).titles).toEqual(['Page Not Found | Panelhouse Comics']);
    }
  });

  it('sends X-Robots-Tag: noindex on the no-index routes', async () => {
    for (const url of [
      '/upload',
      `/stats?book=${book.id}`,
      '/reset-password/some-token',
      '/profile/head_hannah/edit',
      `/upload-issue/moon-cats/book/${book.id}`,
      `/edit-upload/moon-cats/book/${book.id}`,
      `/edit-upload/moon-cats/book/${book.id}/issue/1`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.status, robots: res.headers['x-robots-tag'] }).toEqual({
        url,
        status: 200,
        robots: 'noindex',
      });
      expect(parseHead(res.text).one('robots')).toBe('noindex');
    }
  });
});
