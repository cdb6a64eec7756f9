import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildIssue, buildUser, type BuiltUser } from '../../../../test/factories';
import type { Book } from '../../books/book.entity';
import { User } from '../../users/user.entity';
import { escapeXml } from '../feeds';

let app: TestApp;
let creator: BuiltUser;
let book: Book;
let removedBook: Book;

beforeAll(async () => {
  app = await startTestApp();
  creator = await buildUser(app, { username: 'feed_fred' });
  ({ book } = await buildBook(app, {
    publisher: creator.user,
    title: 'Cats & <Dogs>',
    urlSlug: 'cats-and-dogs',
    description: 'A "quoted" tale',
    issues: 0,
  }));
  const base = Date.now() - 10_000_000;
  for (let i = 0; i < 52; i += 1) {
    await buildIssue(app, {
      book,
      title: i === 51 ? 'Finale <b>&</b>' : `Part ${i + 1}`,
      pages: 1,
      dateCreated: new Date(base + i * 1000),
    });
  }
  ({ book: removedBook } = await buildBook(app, {
    publisher: creator.user,
    removed: true,
    title: 'Hidden Book',
  }));
});
afterAll(async () => {
  await app.close();
});

const entries = (xml: string) => xml.match(/<entry>/g)?.length ?? 0;

test('escapeXml escapes markup and drops characters XML cannot carry', () => {
  expect(escapeXml(`a<b>&"c"'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;');
});

test('the book feed is Atom with the latest 50 issues, newest first, escaped, with absolute links', async () => {
  const res = await app.http().get(`/feeds/books/${book.id}.atom`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
  const xml = res.text;
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">',
    ),
  ).toBe(true);
  expect(entries(xml)).toBe(50);
  expect(xml).toContain('<title type="text">Cats &amp; &lt;Dogs&gt; by feed_fred</title>');
  expect(xml).toContain(
    `<link rel="self" type="application/atom+xml" href="http://panelhouse.test/feeds/books/${book.id}.atom"/>`,
  );
  expect(xml).toContain(
    `<link rel="alternate" type="text/html" href="http://panelhouse.test/details/cats-and-dogs/book/${book.id}"/>`,
  );
  // Newest first: issue 52 (the finale), and issues 1 and 2 fall off the end.
  const firstEntry = xml.slice(xml.indexOf('<entry>'), xml.indexOf('</entry>'));
  expect(firstEntry).toContain(
    '<title type="text">Cats &amp; &lt;Dogs&gt; #52: Finale &lt;b&gt;&amp;&lt;/b&gt;</title>',
  );
  expect(firstEntry).toContain(
    `href="http://panelhouse.test/read/cats-and-dogs/book/${book.id}/issue/52"`,
  );
  expect(firstEntry).toMatch(
    /<link rel="enclosure" type="image\/png" href="http:\/\/panelhouse\.test\/media\/works\//,
  );
  expect(firstEntry).toContain(
    '<author><name>feed_fred</name><uri>http://panelhouse.test/profile/feed_fred</uri></author>',
  );
  expect(firstEntry).toMatch(/<id>tag:panelhouse\.test,2024:issue:\d+<\/id>/);
  expect(xml).not.toContain('#1: Part 1<');
  expect(xml).not.toContain('#2: Part 2<');
  expect(xml).not.toMatch(/<b>|Dogs>/);
});

test("the user feed lists the user's visible issues; removed books are left out", async () => {
  await buildIssue(app, { book: removedBook, title: 'Secret Issue' });
  const res = await app.http().get('/feeds/users/feed_fred.atom');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
  expect(entries(res.text)).toBe(50);
  expect(res.text).toContain(
    '<link rel="self" type="application/atom+xml" href="http://panelhouse.test/feeds/users/feed_fred.atom"/>',
  );
  expect(res.text).not.toContain('Secret Issue');
});

test('unknown, removed, deactivated or malformed feeds are 404', async () => {
  const other = await buildUser(app, { username: 'quiet_quinn' });
  const em = app.em();
  const row = await em.findOneOrFail(User, { id: other.user.id });
  row.active = false;
  await em.flush();
  for (const path of [
    `/feeds/books/${removedBook.id}.atom`,
    '/feeds/books/999999.atom',
    '/feeds/books/abc.atom',
    `/feeds/books/${book.id}`,
    '/feeds/users/nobody_here.atom',
    '/feeds/users/quiet_quinn.atom',
  ]) {
    expect((await app.http().get(path)).status).toBe(404);
  }
});

test("a new user's empty feed is still valid Atom", async () => {
  const fresh = await buildUser(app, { username: 'fresh_fay' });
  const res = await app.http().get(`/feeds/users/${fresh.user.username}.atom`);
  expect(res.status).toBe(200);
  expect(entries(res.text)).toBe(0);
  expect(res.text).toContain(`<updated>${fresh.user.dateCreated.toISOString()}</updated>`);
});
