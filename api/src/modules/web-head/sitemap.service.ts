import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf, type Db } from '../../db/sql';
import { siteUrls, type SiteUrls } from '../../shared/site-urls';
import { renderSitemapIndex, renderUrlset, sitemapFiles } from './sitemap';
import { sitemapBooks, sitemapCounts, sitemapIssues } from './web-head.queries';

/**
 * sitemap.xml: the home page, every public book (details page) and issue (issue details
 * page) with its last change. Up to `perFile` URLs it is one `<urlset>`; beyond, it is a
 * `<sitemapindex>` of `/sitemaps/books-N.xml` and `/sitemaps/issues-N.xml`.
 */
export class SitemapService {
  private readonly urls: SiteUrls;

  constructor(
    private readonly deps: AppDeps,
    private readonly perFile: number,
  ) {
    this.urls = siteUrls(deps.config.publicUrl);
  }

  private db(): Db {
    return dbOf(this.deps.orm.em.fork() as EntityManager, this.deps);
  }

  /** /sitemap.xml */
  async root(): Promise<string> {
    const db = this.db();
    const counts = await sitemapCounts(db);
    if (counts.books + counts.issues + 1 <= this.perFile) {
      const books = await sitemapBooks(db, 0, counts.books);
      const issues = await sitemapIssues(db, 0, counts.issues);
      return renderUrlset(this.urls, [...books, ...issues], true);
    }
    return renderSitemapIndex(
      sitemapFiles(counts, this.perFile).map((f) =>
        this.urls.page(`/sitemaps/${f.kind}-${f.page}.xml`),
      ),
    );
  }

  /** /sitemaps/<kind>-<page>.xml, or null past the last page. */
  async file(kind: 'books' | 'issues', page: number): Promise<string | null> {
    const read = kind === 'books' ? sitemapBooks : sitemapIssues;
    const found = await read(this.db(), (page - 1) * this.perFile, this.perFile);
    return found.length ? renderUrlset(this.urls, found, false) : null;
  }
}
