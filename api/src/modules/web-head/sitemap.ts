import { escapeXml } from '../../shared/escape';
import type { SiteUrls } from '../../shared/site-urls';
import type { SitemapRow } from './web-head.queries';

/** Sitemap protocol 0.9 documents (https://www.sitemaps.org/protocol.html). */

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` (with the home page first when `withHome`): book rows link their details page, issue rows their issue details page. */
export function renderUrlset(urls: SiteUrls, rows: SitemapRow[], withHome: boolean): string {
  const entries = rows.map((row) => {
    const loc =
      row.issue_number === null
        ? urls.bookDetails(row.url_slug, row.book_id)
        : urls.issueDetails(row.url_slug, row.book_id, row.issue_number);
    return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(row.lastmod)}</lastmod></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${XMLNS}">`,
    ...(withHome ? [`  <url><loc>${escapeXml(urls.home())}</loc></url>`] : []),
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of the given sitemap file URLs. */
export function renderSitemapIndex(files: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${XMLNS}">`,
    ...files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The sitemap files of an index: `books-N.xml` then `issues-N.xml`, each at most `perFile` URLs. */
export function sitemapFiles(
  counts: { books: number; issues: number },
  perFile: number,
): { kind: 'books' | 'issues'; page: number }[] {
  const pages = (n: number) => Math.ceil(n / perFile);
  return [
    ...Array.from({ length: pages(counts.books) }, (_v, i) => ({
      kind: 'books' as const,
      page: i + 1,
    })),
    ...Array.from({ length: pages(counts.issues) }, (_v, i) => ({
      kind: 'issues' as const,
      page: i + 1,
    })),
  ];
}
