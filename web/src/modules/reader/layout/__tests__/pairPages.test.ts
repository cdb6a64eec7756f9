import { DEFAULT_PAIRING, pairPages, singlePages } from '../pairPages';

/** Pages numbered from 1; `spreads` lists the spread page numbers. */
function pages(count: number, spreads: number[] = []) {
  return Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    isSpread: spreads.includes(i + 1),
  }));
}
const numbers = (screens: { n: number }[][]) => screens.map((screen) => screen.map((p) => p.n));
const cover = { coverStandsAlone: true, pairOffset: 0 };
const noCover = { coverStandsAlone: false, pairOffset: 0 };

describe('pairPages', () => {
  it('shows the cover alone, then pairs the pages after it', () => {
    expect(numbers(pairPages(pages(5), cover, 'ltr'))).toEqual([[1], [2, 3], [4, 5]]);
    expect(DEFAULT_PAIRING).toEqual(cover);
  });

  it('pairs from page 1 when the cover does not stand alone', () => {
    expect(numbers(pairPages(pages(4), noCover, 'ltr'))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('leaves an odd last page alone', () => {
    expect(numbers(pairPages(pages(4), cover, 'ltr'))).toEqual([[1], [2, 3], [4]]);
    expect(numbers(pairPages(pages(3), noCover, 'ltr'))).toEqual([[1, 2], [3]]);
  });

  it('moves the pairs by one page with an offset', () => {
    expect(numbers(pairPages(pages(6), { coverStandsAlone: true, pairOffset: 1 }, 'ltr'))).toEqual([
      [1],
      [2],
      [3, 4],
      [5, 6],
    ]);
    expect(numbers(pairPages(pages(5), { coverStandsAlone: false, pairOffset: 1 }, 'ltr'))).toEqual(
      [[1], [2, 3], [4, 5]],
    );
  });

  it('treats any offset above 1 as 1 and below 0 as 0', () => {
    expect(numbers(pairPages(pages(5), { coverStandsAlone: true, pairOffset: 4 }, 'ltr'))).toEqual([
      [1],
      [2],
      [3, 4],
      [5],
    ]);
    expect(
      numbers(pairPages(pages(3), { coverStandsAlone: false, pairOffset: -2 }, 'ltr')),
    ).toEqual([[1, 2], [3]]);
  });

  it('shows a spread alone and starts the pairs again after it', () => {
    // 1 cover | 2 3 | 4 spread | 5 6 | 7
    expect(numbers(pairPages(pages(7, [4]), cover, 'ltr'))).toEqual([
      [1],
      [2, 3],
      [4],
      [5, 6],
      [7],
    ]);
  });

  it('leaves a page alone rather than pairing it with a spread', () => {
    // 2 has no partner: 3 is a spread.
    expect(numbers(pairPages(pages(6, [3]), cover, 'ltr'))).toEqual([[1], [2], [3], [4, 5], [6]]);
    // Two spreads in a row, and a spread as the last page.
    expect(numbers(pairPages(pages(6, [4, 5, 6]), noCover, 'ltr'))).toEqual([
      [1, 2],
      [3],
      [4],
      [5],
      [6],
    ]);
  });

  it('shows a spread cover alone even when the cover is not set to stand alone', () => {
    expect(numbers(pairPages(pages(3, [1]), noCover, 'ltr'))).toEqual([[1], [2, 3]]);
  });

  it('uses the offset once, at the start, even when a spread comes first', () => {
    expect(
      numbers(pairPages(pages(6, [2]), { coverStandsAlone: true, pairOffset: 1 }, 'ltr')),
    ).toEqual([[1], [2], [3, 4], [5, 6]]);
  });

  it('puts the earlier page of a pair on the right when reading right to left', () => {
    expect(numbers(pairPages(pages(6, [4]), cover, 'rtl'))).toEqual([[1], [3, 2], [4], [6, 5]]);
  });

  it('returns no screens for no pages and keeps the page objects', () => {
    expect(pairPages([], cover, 'ltr')).toEqual([]);
    const input = pages(3);
    const screens = pairPages(input, cover, 'ltr');
    expect(screens[1][0]).toBe(input[1]);
  });

  it('shows every page alone in single-page mode', () => {
    expect(numbers(singlePages(pages(3, [2])))).toEqual([[1], [2], [3]]);
  });
});
