import type { CbzIssueRow } from './catalog.queries';
import { catalogLinks } from './catalog-links';
import { pageSides } from '../issues/page-sides';
import { entryTitle } from './opds-feed';

/** The media type of a DiViNa manifest (Readium's profile for visual narratives). */
export const DIVINA_TYPE = 'application/divina+json';

/**
 * An issue as a DiViNa manifest: a Readium Web Publication Manifest whose reading order is
 * the page images (served by OPDS page streaming). Each page carries Readium's presentation
 * hint `properties.page` (`left`, `right`, or `center` for a page shown alone: the cover, a
 * spread), from the creator's print layout, and the publication is fixed-layout, read left
 * to right, with spreads on landscape screens. OPDS 2 feeds link it from each publication.
 */
export function divinaManifest(base: string, issue: CbzIssueRow) {
  const sides = pageSides(
    issue.page_files.map(([, , , , , , spread]) => ({ isSpread: spread })),
    { coverStandsAlone: issue.cover_stands_alone, pairOffset: issue.pair_offset },
  );
  return {
    '@context': 'https://readium.org/webpub-manifest/context.jsonld',
    metadata: {
      '@type': 'http://schema.org/ComicIssue',
      conformsTo: 'https://readium.org/webpub-manifest/profiles/divina',
      identifier: `urn:panelhouse:issue:${issue.id}`,
      title: entryTitle(issue),
      author: issue.username,
      language: 'en',
      readingProgression: 'ltr',
      numberOfPages: issue.page_files.length,
      presentation: { layout: 'fixed', spread: 'landscape', fit: 'contain' },
    },
    links: [
      { rel: 'self', href: catalogLinks.opdsV2Manifest(base, issue.id), type: DIVINA_TYPE },
      {
        rel: 'alternate',
        href: catalogLinks.issueDetails(base, issue.url_slug, issue.book_id, issue.issue_number),
        type: 'text/html',
      },
    ],
    readingOrder: issue.page_files.map(([, , , , width, height, spread], i) => ({
      href: catalogLinks.opdsPage(base, issue.id, i),
      // Page streaming answers with a JPEG: the original, or one made from it.
      type: 'image/jpeg',
      width,
      height,
      // A spread is two printed pages already: never put beside another page.
      properties: { page: sides[i], ...(spread ? { spread: 'none' } : {}) },
    })),
  };
}
