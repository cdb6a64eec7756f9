import type { AppDeps } from '../../app-deps';
import { dbOf, type Db } from '../../db/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { siteUrls, type SiteUrls } from '../../shared/site-urls';
import { DEFAULT_PHOTO_URL } from '../users/users.presenter';
import { metaDescription, SITE_DESCRIPTION, SITE_NAME, type PageHead } from './head-html';
import { comicIssue, comicSeries, profilePage } from './json-ld';
import { headBook, headIssue, headProfile } from './web-head.queries';
import { matchWebRoute } from './web-routes';

/** What the server answers for a web path: its status, its head, and whether it is no-index. */
export interface WebPage {
  status: 200 | 404;
  head: PageHead;
  noIndex: boolean;
}

const NOT_FOUND: WebPage = {
  status: 404,
  head: {
    title: 'Page Not Found',
    description: SITE_DESCRIPTION,
    ogType: 'website',
    noIndex: true,
  },
  noIndex: false,
};

const ATOM = 'application/atom+xml';

/**
 * The head of each web page, rendered by the server so that link previews (Discord, Slack,
 * Facebook) and crawlers that run no JavaScript see the work they link to. Works and people
 * are read with the visibility rules of books.policy / users.policy: a removed book, a
 * deactivated publisher or an unknown id gives the 404 page.
 */
export class WebHeadService {
  private readonly urls: SiteUrls;

  constructor(private readonly deps: AppDeps) {
    this.urls = siteUrls(deps.config.publicUrl);
  }

  private db(): Db {
    return dbOf(this.deps.orm.em.fork() as EntityManager, this.deps);
  }

  private mediaUrl(key: string): string {
    return this.urls.absolute(this.deps.media.storage.urlFor(key));
  }

  /** The page a path (no query string) names. */
  async pageFor(pathname: string): Promise<WebPage> {
    const route = matchWebRoute(pathname);
    switch (route.kind) {
      case 'static':
        return {
          status: 200,
          noIndex: route.noIndex,
          head: {
            title: route.title,
            description: SITE_DESCRIPTION,
            ogType: 'website',
            noIndex: route.noIndex,
            ...(route.noIndex ? {} : { canonical: this.urls.page(pathname.toLowerCase()) }),
          },
        };
      case 'book':
        return this.bookPage(route.bookId);
      case 'issue':
      case 'reader':
        return this.issuePage(route.bookId, route.issueNumber, route.kind === 'reader');
      case 'profile':
        return this.profilePage(route.username);
      default:
        return NOT_FOUND;
    }
  }

  private async bookPage(bookId: number): Promise<WebPage> {
    const book = await headBook(this.db(), bookId);
    if (!book) return NOT_FOUND;
    const image = this.mediaUrl(book.cover_key);
    return {
      status: 200,
      noIndex: false,
      head: {
        title: book.title,
        description: metaDescription(book.description),
        canonical: this.urls.bookDetails(book.url_slug, book.id),
        image,
        imageAlt: `Cover of ${book.title}`,
        ogType: 'book',
        links: [
          {
            rel: 'alternate',
            type: ATOM,
            title: `New issues of ${book.title}`,
            href: this.urls.bookFeed(book.id),
          },
        ],
        jsonLd: [comicSeries(this.urls, book, image)],
      },
    };
  }

  private async issuePage(bookId: number, issueNumber: number, reader: boolean): Promise<WebPage> {
    const issue = await headIssue(this.db(), bookId, issueNumber);
    if (!issue) return NOT_FOUND;
    const image = this.mediaUrl(issue.cover_key);
    // Titles as DetailsPage and ReaderPage set them.
    const title = reader
      ? `Read ${issue.book_title} #${issue.issue_number}: ${issue.title}`
      : `${issue.title} - ${issue.book_title} #${issue.issue_number}`;
    const canonical = reader
      ? this.urls.reader(issue.url_slug, issue.book_id, issue.issue_number)
      : this.urls.issueDetails(issue.url_slug, issue.book_id, issue.issue_number);
    return {
      status: 200,
      noIndex: false,
      head: {
        title,
        description: metaDescription(issue.description),
        canonical,
        image,
        imageAlt: `Cover of ${issue.book_title} #${issue.issue_number}`,
        ogType: 'book',
        links: [
          {
            rel: 'alternate',
            type: ATOM,
            title: `New issues of ${issue.book_title}`,
            href: this.urls.bookFeed(issue.book_id),
          },
        ],
        jsonLd: [comicIssue(this.urls, issue, image)],
      },
    };
  }

  private async profilePage(username: string): Promise<WebPage> {
    const user = await headProfile(this.db(), username);
    if (!user) return NOT_FOUND;
    const image = this.urls.absolute(
      user.photo_key ? this.deps.media.storage.urlFor(user.photo_key) : DEFAULT_PHOTO_URL,
    );
    return {
      status: 200,
      noIndex: false,
      head: {
        title: user.username,
        // As ProfilePage describes itself.
        description: metaDescription(user.bio || `${user.username} on ${SITE_NAME}`),
        canonical: this.urls.profile(user.username),
        image,
        imageAlt: `Profile photo of ${user.username}`,
        ogType: 'profile',
        links: [
          {
            rel: 'alternate',
            type: ATOM,
            title: `New issues by ${user.username}`,
            href: this.urls.userFeed(user.username),
          },
        ],
        jsonLd: [profilePage(this.urls, user, image)],
      },
    };
  }
}
