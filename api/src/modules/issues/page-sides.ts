/**
 * Which side of a two-page screen each page takes in double-page mode, from the print layout
 * the creator set: the cover alone (when it stands alone), then, with offset 1, one more page
 * alone, then pages two by two; a spread is always alone, and so is a page whose partner would
 * be a spread. The web reader pairs pages by the same rule; the API needs it only to label
 * pages for other readers (Readium's `page` hint: `left`, `right`, `center` when alone).
 * Left-to-right reading: the first page of a pair is on the left.
 */
export type PageSide = 'left' | 'right' | 'center';

export function pageSides(
  pages: readonly { isSpread: boolean }[],
  layout: { coverStandsAlone: boolean; pairOffset: number },
): PageSide[] {
  const sides: PageSide[] = [];
  let i = 0;
  if (layout.coverStandsAlone && pages.length > 0) sides[i++] = 'center';
  if (layout.pairOffset === 1 && i < pages.length) sides[i++] = 'center';
  while (i < pages.length) {
    if (!pages[i].isSpread && i + 1 < pages.length && !pages[i + 1].isSpread) {
      sides[i++] = 'left';
      sides[i++] = 'right';
    } else sides[i++] = 'center';
  }
  return sides;
}
