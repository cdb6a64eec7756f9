import type { IssuePage } from '../../modules/issues/issue-page.entity';

/**
 * A page's accessibility texts (v1 extra, not part of the page record): the page record itself stays as
 * it was, since the v1 edit screen echoes whole records back in P11's form fields.
 */
export function presentV1PageText(page: IssuePage) {
  return {
    id: page.id,
    page_number: page.pageNumber,
    alt_text: page.altText ?? null,
    transcript: page.transcript ?? null,
  };
}

/** Texts of an issue's pages, by page number ascending. */
export function presentV1PageTexts(pages: IssuePage[]) {
  return [...pages].sort((a, b) => a.pageNumber - b.pageNumber).map(presentV1PageText);
}
