import type { SiteUrls } from '../../shared/site-urls';
import type { HeadBookRow, HeadIssueRow, HeadProfileRow } from './web-head.queries';

/**
 * schema.org descriptions of the pages (JSON-LD in the server-rendered head): ComicSeries
 * for a book, ComicIssue for an issue, ProfilePage for a profile.
 */

const CONTEXT = 'https://schema.org';

/** Credit roles (CreditRoleEnum values) to ComicIssue / CreativeWork properties. */
export const CREDIT_PROPERTIES: Record<string, string> = {
  writer: 'author',
  artist: 'artist',
  penciller: 'penciler',
  inker: 'inker',
  colorist: 'colorist',
  letterer: 'letterer',
  editor: 'editor',
  'cover artist': 'contributor',
};

const person = (urls: SiteUrls, username: string) => ({
  '@type': 'Person',
  name: username,
  url: urls.profile(username),
});

export function comicSeries(urls: SiteUrls, book: HeadBookRow, image: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'ComicSeries',
    name: book.title,
    description: book.description,
    url: urls.bookDetails(book.url_slug, book.id),
    image,
    author: person(urls, book.username),
    ...(book.genres.length ? { genre: book.genres } : {}),
    datePublished: book.date_created,
    ...(book.last_updated ? { dateModified: book.last_updated } : {}),
  };
}

export function comicIssue(urls: SiteUrls, issue: HeadIssueRow, image: string): object {
  const credited: Record<string, object[]> = {};
  for (const [role, username] of issue.credits) {
    const property = CREDIT_PROPERTIES[role];
    if (!property) continue;
    (credited[property] ??= []).push(person(urls, username));
  }
  return {
    '@context': CONTEXT,
    '@type': 'ComicIssue',
    name: issue.title,
    issueNumber: issue.issue_number,
    description: issue.description,
    url: urls.issueDetails(issue.url_slug, issue.book_id, issue.issue_number),
    image,
    // An issue without a credited writer is by its publisher.
    author: credited.author ?? [person(urls, issue.username)],
    ...credited,
    datePublished: issue.date_created,
    ...(issue.last_updated ? { dateModified: issue.last_updated } : {}),
    isPartOf: {
      '@type': 'ComicSeries',
      name: issue.book_title,
      url: urls.bookDetails(issue.url_slug, issue.book_id),
    },
  };
}

export function profilePage(urls: SiteUrls, user: HeadProfileRow, image: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: urls.profile(user.username),
    mainEntity: {
      '@type': 'Person',
      name: user.username,
      alternateName: `@${user.username}`,
      description: user.bio,
      image,
      url: urls.profile(user.username),
    },
  };
}
