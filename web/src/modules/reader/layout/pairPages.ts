/** How an issue's pages pair up in double-page mode; set once by the creator. */
export interface PairingLayout {
  /** Page 1 (the cover) is shown alone. */
  coverStandsAlone: boolean;
  /** 0 or 1: after the cover, this many pages stand alone before the pairs start. */
  pairOffset: number;
}

export type ReadingDirection = 'ltr' | 'rtl';

/** What pairing knows of a page: whether it is already two printed pages side by side. */
export interface PairablePage {
  isSpread: boolean;
}

/** The layout of an issue whose creator set nothing: the cover alone, then pairs. */
export const DEFAULT_PAIRING: PairingLayout = { coverStandsAlone: true, pairOffset: 0 };

/**
 * The screens of double-page mode, in reading order. Each screen holds one or two pages in
 * the order they stand on screen from left to right, so right-to-left reading puts the
 * earlier page on the right. The rule:
 * - the cover (page 1) stands alone when the layout says so;
 * - then `pairOffset` pages stand alone, which moves every following pair by one page;
 * - a spread is always alone on its screen, and the pairs start again after it (a spread
 *   is a left and a right page, so the page after it begins a new left-hand page);
 * - a page that has no partner (before a spread, or the last page) stands alone.
 * The screens hold the given page objects, in the given (page) order.
 */
export function pairPages<P extends PairablePage>(
  pages: readonly P[],
  layout: PairingLayout,
  direction: ReadingDirection,
): P[][] {
  const screens: P[][] = [];
  let alone = (layout.coverStandsAlone ? 1 : 0) + Math.max(0, Math.min(1, layout.pairOffset));
  let i = 0;
  while (i < pages.length) {
    const page = pages[i];
    const next = pages[i + 1];
    if (alone > 0 || page.isSpread || !next || next.isSpread) {
      screens.push([page]);
      alone = Math.max(0, alone - 1);
      i += 1;
    } else {
      screens.push(direction === 'rtl' ? [next, page] : [page, next]);
      i += 2;
    }
  }
  return screens;
}

/** Single-page mode: every page on its own screen. */
export function singlePages<P>(pages: readonly P[]): P[][] {
  return pages.map((page) => [page]);
}
