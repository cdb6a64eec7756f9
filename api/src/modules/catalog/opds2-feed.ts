import type { CatalogEntryRow } from './catalog.queries';
import type { CatalogPage } from './catalog.service';
import { catalogLinks, withPage } from './catalog-links';
import { DIVINA_TYPE } from './divina-manifest';
import { genreLabel } from '../archives/comic-info';
import { entryTitle, entryUpdated, type ImageUrl, OPDS_RELS, OPDS_TYPES } from './opds-feed';

const OPDS2 = 'application/opds+json';

/** One OPDS 2.0 publication: the same public issue the Atom entry describes. */
function publication(base: string, row: CatalogEntryRow, imageUrl: ImageUrl) {
  return {
    metadata: {
      '@type': 'http://schema.org/ComicIssue',
      identifier: `urn:panelhouse:issue:${row.id}`,
      title: entryTitle(row),
      author: [
        {
          name: row.username,
          links: [{ href: catalogLinks.profile(base, row.username), type: 'text/html' }],
        },
      ],
      language: 'en',
      published: row.date_created,
      modified: entryUpdated(row),
      description: row.description,
      numberOfPages: row.page_count,
      subject: row.genres.map((genre) => ({ name: genreLabel(genre), code: genre })),
      belongsTo: { series: [{ name: row.book_title, position: row.issue_number }] },
    },
    links: [
      {
        rel: OPDS_RELS.openAccess,
        href: catalogLinks.cbz(base, row.id),
        type: OPDS_TYPES.cbz,
      },
      // The pages themselves, with the creator's layout as Readium `page` hints.
      {
        rel: OPDS_RELS.openAccess,
        href: catalogLinks.opdsV2Manifest(base, row.id),
        type: DIVINA_TYPE,
      },
      {
        rel: 'alternate',
        href: catalogLinks.issueDetails(base, row.url_slug, row.book_id, row.issue_number),
        type: 'text/html',
      },
    ],
    images: [{ href: imageUrl(row.cover_key), type: row.cover_content_type }],
  };
}

/** The OPDS 2.0 feed of the newest public issues (the Atom `/opds/new` as JSON). */
export function opdsV2Feed(
  base: string,
  found: CatalogPage<CatalogEntryRow>,
  pageSize: number,
  imageUrl: ImageUrl,
) {
  const url = catalogLinks.opdsV2New(base);
  const links: { rel: string; href: string; type: string }[] = [
    { rel: 'self', href: withPage(url, found.page), type: OPDS2 },
    { rel: 'first', href: url, type: OPDS2 },
    {
      rel: 'alternate',
      href: withPage(catalogLinks.opdsNew(base), found.page),
      type: OPDS_TYPES.acquisition,
    },
    { rel: 'start', href: catalogLinks.opdsRoot(base), type: OPDS_TYPES.navigation },
  ];
  if (found.page > 1)
    links.push({ rel: 'previous', href: withPage(url, found.page - 1), type: OPDS2 });
  if (found.hasNext) links.push({ rel: 'next', href: withPage(url, found.page + 1), type: OPDS2 });
  return {
    metadata: { title: 'New issues', itemsPerPage: pageSize, currentPage: found.page },
    links,
    publications: found.items.map((row) => publication(base, row, imageUrl)),
  };
}
