import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '../../config/limits';
import type { Book } from '../books/book.entity';

import { Issue } from '../issues/issue.entity';
import { releasedIssue } from '../issues/issues.policy';
import type { MediaService } from '../media/media.service';
import { User } from '../users/user.entity';
import { ACTIVE_USER } from '../users/users.policy';
import { issueReaderUrl } from './new-issue-mail';
import { escapeXml } from '../../shared/escape';
import { absoluteUrl, siteUrl, tagUri } from '../../shared/site-urls';

/** Re-exported for the feed tests; the helper lives in shared/escape.ts. */
export { escapeXml };

const absolute = absoluteUrl;

export interface FeedSource {
  /** Stable id of the feed (tag URI). */
  id: string;
  title: string;
  subtitle?: string;
  selfUrl: string;
  alternateUrl: string;
  /** Used for <updated> when there are no entries. */
  fallbackUpdated: Date;
  issues: Issue[];
}

/** Renders an Atom 1.0 document (RFC 4287). Issues need book and book.publisher loaded. */
export function renderAtom(feed: FeedSource, publicUrl: string, media: MediaService): string {
  const updatedOf = (i: Issue) => later(i.lastUpdated ?? i.dateCreated, i.releaseAt);
  const updated = feed.issues.reduce(
    (max, i) => (updatedOf(i) > max ? updatedOf(i) : max),
    feed.issues.length ? updatedOf(feed.issues[0]) : feed.fallbackUpdated,
  );
  const entries = feed.issues.map((issue) => {
    const link = issueReaderUrl(publicUrl, issue);
    const cover = absolute(publicUrl, media.url(issue.cover));
    const author = issue.book.publisher.username;
    return [
      '  <entry>',
      `    <id>${escapeXml(tagUri(publicUrl, `issue:${issue.id}`))}</id>`,
      `    <title type="text">${escapeXml(`${issue.book.title} #${issue.issueNumber}: ${issue.title}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <link rel="enclosure" type="${escapeXml(issue.cover.contentType)}" href="${escapeXml(cover)}"/>`,
      `    <published>${publishedOf(issue).toISOString()}</published>`,
      `    <updated>${updatedOf(issue).toISOString()}</updated>`,
      `    <author><name>${escapeXml(author)}</name><uri>${escapeXml(siteUrl.profile(publicUrl, author))}</uri></author>`,
      `    <summary type="text">${escapeXml(issue.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`] : []),
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    '  <generator>Panelhouse Comics</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

const later = (a: Date, b: Date) => (b > a ? b : a);
/** A scheduled issue is published to readers when it is released, not when it was uploaded. */
const publishedOf = (i: Issue) => later(i.dateCreated, i.releaseAt);

// Feeds are public: scheduled issues stay out of them, their creator's view included, until released.
const LATEST = {
  orderBy: { releaseAt: 'desc', id: 'desc' },
  limit: LIMITS.feedEntries,
  populate: ['book', 'book.publisher'],
} as const;

/** The latest issues of an active user's visible books, or null (unknown or deactivated user). */
export async function userFeed(
  em: EntityManager,
  publicUrl: string,
  username: string,
): Promise<FeedSource | null> {
  const user = await em.findOne(User, { username, ...ACTIVE_USER });
  if (!user) return null;
  const issues = await em.find(
    Issue,
    { book: { removed: false, publisher: user }, ...releasedIssue() },
    LATEST,
  );
  return {
    id: tagUri(publicUrl, `user:${user.id}`),
    title: `${user.username} on Panelhouse Comics`,
    subtitle: `New issues published by ${user.username}`,
    selfUrl: siteUrl.userFeed(publicUrl, user.username),
    alternateUrl: siteUrl.profile(publicUrl, user.username),
    fallbackUpdated: user.dateCreated,
    issues,
  };
}

/** The latest issues of a visible book, or null. */
export async function bookFeed(
  em: EntityManager,
  publicUrl: string,
  book: Book | null,
): Promise<FeedSource | null> {
  if (!book) return null;
  const issues = await em.find(Issue, { book, ...releasedIssue() }, LATEST);
  return {
    id: tagUri(publicUrl, `book:${book.id}`),
    title: `${book.title} by ${book.publisher.username}`,
    subtitle: book.description,
    selfUrl: siteUrl.bookFeed(publicUrl, book.id),
    alternateUrl: siteUrl.bookDetails(publicUrl, book.urlSlug, book.id),
    fallbackUpdated: book.dateCreated,
    issues,
  };
}
