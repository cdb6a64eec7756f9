import type { EntityManager } from '@mikro-orm/postgresql';
import type { Book } from '../../modules/books/book.entity';
import type { Issue } from '../../modules/issues/issue.entity';
import { bookFeed, userFeed } from '../../modules/notifications/feeds';
import { newIssueMail } from '../../modules/notifications/new-issue-mail';
import { catalogLinks } from '../../modules/catalog/catalog-links';
import { siteUrls } from '../site-urls';

const BASE = 'https://comics.example';
// Slugs and usernames are validated today, but a link must not depend on that: a segment that
// needs encoding stays one segment.
const SLUG = 'a b/c?d#e%';
const ENCODED = 'a%20b%2Fc%3Fd%23e%25';

const book = {
  id: 7,
  title: 'T',
  description: 'D',
  urlSlug: SLUG,
  dateCreated: new Date(0),
  publisher: { username: 'x y', id: 1 },
} as unknown as Book;
const issue = {
  id: 9,
  issueNumber: 2,
  title: 'I',
  description: 'D',
  book,
} as unknown as Issue;
const noIssues = { find: async () => [] } as unknown as EntityManager;

test('every web link encodes each segment built from data', () => {
  const urls = siteUrls(BASE);
  expect(urls.bookDetails(SLUG, 7)).toBe(`${BASE}/details/${ENCODED}/book/7`);
  expect(urls.issueDetails(SLUG, 7, 2)).toBe(`${BASE}/details/${ENCODED}/book/7/issue/2`);
  expect(urls.reader(SLUG, 7, 2)).toBe(`${BASE}/read/${ENCODED}/book/7/issue/2`);
  expect(urls.profile(SLUG)).toBe(`${BASE}/profile/${ENCODED}`);
  expect(urls.userFeed(SLUG)).toBe(`${BASE}/feeds/users/${ENCODED}.atom`);
  expect(urls.followingFeed(SLUG)).toBe(`${BASE}/feeds/following/${ENCODED}.atom`);
  expect(urls.unsubscribe(SLUG)).toBe(`${BASE}/api/v1/subscribe/unsubscribe/${ENCODED}`);
  expect(urls.undoEmailChange(SLUG)).toBe(`${BASE}/api/v1/users/undo-email-change/${ENCODED}`);
  expect(urls.resetPassword(SLUG)).toBe(`${BASE}/reset-password/${ENCODED}`);
  expect(urls.opdsGenre(SLUG)).toBe(`${BASE}/opds/genres/${ENCODED}`);
  expect(urls.opdsCreator(SLUG)).toBe(`${BASE}/opds/creators/${ENCODED}`);
  expect(urls.absolute('/media/x.jpg')).toBe(`${BASE}/media/x.jpg`);
  expect(urls.absolute('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
});

test('ordinary slugs keep the links they had', () => {
  const urls = siteUrls(BASE);
  expect(urls.reader('rain-city', 7, 2)).toBe(`${BASE}/read/rain-city/book/7/issue/2`);
  expect(urls.cbz(9)).toBe(`${BASE}/download/issues/9.cbz`);
  expect(urls.opdsPageTemplate(9)).toBe(
    `${BASE}/opds/issues/9/pages/{pageNumber}?width={maxWidth}`,
  );
  expect(catalogLinks.cbzPath(9)).toBe('/download/issues/9.cbz');
});

test('the catalogue, the new-issue mail and the feeds encode the slug and username', async () => {
  expect(catalogLinks.issueDetails(BASE, SLUG, 7, 2)).toBe(
    `${BASE}/details/${ENCODED}/book/7/issue/2`,
  );
  const mail = newIssueMail({ to: 'a@b.c', issue, publicUrl: BASE, unsubscribeToken: 't' });
  expect(mail.text).toContain(`Read it now: ${BASE}/read/${ENCODED}/book/7/issue/2`);
  const feed = await bookFeed(noIssues, BASE, book);
  expect(feed?.alternateUrl).toBe(`${BASE}/details/${ENCODED}/book/7`);
  expect(feed?.selfUrl).toBe(`${BASE}/feeds/books/7.atom`);
});

test('user feeds encode the username', async () => {
  const em = {
    findOne: async () => ({ id: 1, username: SLUG, dateCreated: new Date(0) }),
    find: async () => [],
  } as unknown as EntityManager;
  const feed = await userFeed(em, BASE, SLUG);
  expect(feed?.selfUrl).toBe(`${BASE}/feeds/users/${ENCODED}.atom`);
  expect(feed?.alternateUrl).toBe(`${BASE}/profile/${ENCODED}`);
});
