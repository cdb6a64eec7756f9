import { pageSides } from '../page-sides';

const pages =
  (...spreads: number[]) =>
  (n: number) =>
    Array.from({ length: n }, (_, i) => ({ isSpread: spreads.includes(i + 1) }));

test('the cover alone, then pairs left-right; an odd last page alone', () => {
  expect(pageSides(pages()(6), { coverStandsAlone: true, pairOffset: 0 })).toEqual([
    'center',
    'left',
    'right',
    'left',
    'right',
    'center',
  ]);
});

test('without a lone cover the pairs start at page 1; offset 1 puts one more page alone', () => {
  expect(pageSides(pages()(4), { coverStandsAlone: false, pairOffset: 0 })).toEqual([
    'left',
    'right',
    'left',
    'right',
  ]);
  expect(pageSides(pages()(4), { coverStandsAlone: false, pairOffset: 1 })).toEqual([
    'center',
    'left',
    'right',
    'center',
  ]);
  expect(pageSides(pages()(5), { coverStandsAlone: true, pairOffset: 1 })).toEqual([
    'center',
    'center',
    'left',
    'right',
    'center',
  ]);
});

test('a spread is alone, and so is a page whose partner would be a spread', () => {
  // Pages 1 (cover) | 2 3 | 4 spread | 5 alone before the spread 6 | 7 8
  expect(pageSides(pages(4, 6)(8), { coverStandsAlone: true, pairOffset: 0 })).toEqual([
    'center',
    'left',
    'right',
    'center',
    'center',
    'center',
    'left',
    'right',
  ]);
  expect(pageSides([], { coverStandsAlone: true, pairOffset: 1 })).toEqual([]);
});
