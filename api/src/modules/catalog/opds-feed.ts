import { escapeXml } from '../../shared/escape';
import type { CatalogEntryRow } from './catalog.queries';
import { catalogLinks, withPage } from './catalog-links';
import { genreLabel } from '../archives/comic-info';

/**
 * OPDS 1.2 documents (Atom feeds, RFC 4287) with the Page Streaming Extension (OPDS-PSE 1.2).
 * docs/opds-and-cbz.md describes the catalogue's layout.
 */

export const OPDS_TYPES = {
  navigation: 'application/atom+xml;profile=opds-catalog;kind=navigation',
  acquisition: 'application/atom+xml;profile=opds-catalog;kind=acquisition',
  openSearch: 'application/opensearchdescription+xml',
  cbz: 'application/vnd.comicbook+zip',
} as const;

export const OPDS_RELS = {
  image: 'http://opds-spec.org/image',
  thumbnail: 'http://opds-spec.org/image/thumbnail',
  openAccess: 'http://opds-spec.org/acquisition/open-access',
  sortNew: 'http://opds-spec.org/sort/new',
  pseStream: 'http://vaemendis.net/opds-pse/stream',
} as const;

export const PSE_NS = 'http://vaemendis.net/opds-pse/ns';

const SITE = 'Panelhouse Comics';

/** What every feed shares. */
export interface FeedHead {
  /** Stable URN of the feed. */
  id: string;
  title: string;
  /** The feed's URL without `page`. */
  url: string;
  /** ISO date of the latest change to what the feed lists. */
  updated: string;
}

/** 1-based page, and whether another follows; `total` when known (search). */
export interface FeedPaging {
  page: number;
  hasNext: boolean;
  total?: number;
  pageSize: number;
}

export interface NavigationEntry {
  id: string;
  title: string;
  /** Plain text shown under the title. */
  content: string;
  href: string;
  /** The kind of feed the entry opens. */
  kind: 'navigation' | 'acquisition';
  rel?: string;
  updated: string;
}

/** How the builders turn a storage key into an image URL (absolute). */
export type ImageUrl = (key: string) => string;

const attrs = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');

const link = (values: Record<string, string | number | undefined>) => `<link${attrs(values)}/>`;
const text = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function feedOpen(
  base: string,
  head: FeedHead,
  kind: 'navigation' | 'acquisition',
  paging?: FeedPaging,
) {
  const type = OPDS_TYPES[kind];
  const page = paging?.page ?? 1;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opds="http://opds-spec.org/2010/catalog" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:pse="${PSE_NS}" xml:lang="en">`,
    `  ${text('id', head.id)}`,
    `  <title type="text">${escapeXml(head.title)}</title>`,
    `  ${text('updated', head.updated)}`,
    `  <author>${text('name', SITE)}${text('uri', base)}</author>`,
    `  ${link({ rel: 'self', href: withPage(head.url, page), type })}`,
    `  ${link({ rel: 'start', href: catalogLinks.opdsRoot(base), type: OPDS_TYPES.navigation, title: SITE })}`,
    `  ${link({ rel: 'search', href: catalogLinks.opdsSearchDescription(base), type: OPDS_TYPES.openSearch, title: 'Search issues' })}`,
  ];
  if (head.url !== catalogLinks.opdsRoot(base))
    lines.push(
      `  ${link({ rel: 'up', href: catalogLinks.opdsRoot(base), type: OPDS_TYPES.navigation })}`,
    );
  if (paging) {
    lines.push(`  ${link({ rel: 'first', href: head.url, type })}`);
    if (page > 1)
      lines.push(`  ${link({ rel: 'previous', href: withPage(head.url, page - 1), type })}`);
    if (paging.hasNext)
      lines.push(`  ${link({ rel: 'next', href: withPage(head.url, page + 1), type })}`);
    if (paging.total !== undefined)
      lines.push(`  ${text('opensearch:totalResults', String(paging.total))}`);
    lines.push(`  ${text('opensearch:itemsPerPage', String(paging.pageSize))}`);
    lines.push(`  ${text('opensearch:startIndex', String((page - 1) * paging.pageSize + 1))}`);
  }
  return lines;
}

const feedClose = ['</feed>', ''];

/** A navigation feed: entries that open other feeds. */
export function navigationFeed(
  base: string,
  head: FeedHead,
  entries: NavigationEntry[],
  paging?: FeedPaging,
): string {
  const body = entries.map((entry) =>
    [
      '  <entry>',
      `    <title type="text">${escapeXml(entry.title)}</title>`,
      `    ${text('id', entry.id)}`,
      `    ${text('updated', entry.updated)}`,
      `    <content type="text">${escapeXml(entry.content)}</content>`,
      `    ${link({ rel: entry.rel ?? 'subsection', href: entry.href, type: OPDS_TYPES[entry.kind] })}`,
      '  </entry>',
    ].join('\n'),
  );
  return [...feedOpen(base, head, 'navigation', paging), ...body, ...feedClose].join('\n');
}

/** When an entry last changed (ISO): its last edit, else its creation. */
export const entryUpdated = (row: Pick<CatalogEntryRow, 'last_updated' | 'date_created'>) =>
  row.last_updated ?? row.date_created;

/** The entry title apps show: "Book #N: Issue title". */
export const entryTitle = (row: Pick<CatalogEntryRow, 'book_title' | 'issue_number' | 'title'>) =>
  `${row.book_title} #${row.issue_number}: ${row.title}`;

/** One OPDS catalog entry for a public issue: cover, thumbnail, CBZ and page streaming. */
function acquisitionEntry(base: string, row: CatalogEntryRow, imageUrl: ImageUrl): string {
  const cover = imageUrl(row.cover_key);
  const lines = [
    '  <entry>',
    `    <title type="text">${escapeXml(entryTitle(row))}</title>`,
    `    ${text('id', `urn:panelhouse:issue:${row.id}`)}`,
    `    ${text('updated', entryUpdated(row))}`,
    `    ${text('published', row.date_created)}`,
    `    <author>${text('name', row.username)}${text('uri', catalogLinks.profile(base, row.username))}</author>`,
    `    ${text('dcterms:language', 'en')}`,
    `    <summary type="text">${escapeXml(row.description)}</summary>`,
    ...row.genres.map(
      (genre) =>
        `    <category${attrs({ scheme: 'urn:panelhouse:genre', term: genre, label: genreLabel(genre) })}/>`,
    ),
    // Covers are already thumbnail-sized (320 px wide), so both links give the original.
    `    ${link({ rel: OPDS_RELS.image, href: cover, type: row.cover_content_type })}`,
    `    ${link({ rel: OPDS_RELS.thumbnail, href: cover, type: row.cover_content_type })}`,
    `    ${link({ rel: OPDS_RELS.openAccess, href: catalogLinks.cbz(base, row.id), type: OPDS_TYPES.cbz, title: 'CBZ' })}`,
    `    ${link({ rel: 'alternate', href: catalogLinks.issueDetails(base, row.url_slug, row.book_id, row.issue_number), type: 'text/html', title: 'Details page' })}`,
  ];
  if (row.page_count > 0) {
    lines.push(
      `    <link${attrs({ rel: OPDS_RELS.pseStream, type: 'image/jpeg', href: catalogLinks.opdsPageTemplate(base, row.id) })} pse:count="${row.page_count}"/>`,
    );
  }
  lines.push('  </entry>');
  return lines.join('\n');
}

/** An acquisition feed: one entry per public issue. */
export function acquisitionFeed(
  base: string,
  head: FeedHead,
  rows: CatalogEntryRow[],
  paging: FeedPaging,
  imageUrl: ImageUrl,
): string {
  return [
    ...feedOpen(base, head, 'acquisition', paging),
    ...rows.map((row) => acquisitionEntry(base, row, imageUrl)),
    ...feedClose,
  ].join('\n');
}

/** The OpenSearch description that tells apps how to search the catalogue. */
export function openSearchDescription(base: string): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  ${text('ShortName', 'Panelhouse')}`,
    `  ${text('Description', `Search the issues on ${SITE}`)}`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    '  <OutputEncoding>UTF-8</OutputEncoding>',
    `  <Url${attrs({ type: OPDS_TYPES.acquisition, template: `${catalogLinks.opdsSearch(base)}?q={searchTerms}` })}/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
