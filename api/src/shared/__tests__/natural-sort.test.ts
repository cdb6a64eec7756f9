import { naturalCompare, naturalSort } from '../natural-sort';

test('digit runs compare as numbers, letters without case; equal names fall back to code point order (a total order)', () => {
  expect(
    naturalSort(['p10.png', 'p2.png', 'P1.png', 'p1.png', 'cover.png', 'p02.png'], (n) => n),
  ).toEqual(['cover.png', 'P1.png', 'p1.png', 'p02.png', 'p2.png', 'p10.png']);
  expect(naturalCompare('ch2/p1.jpg', 'ch10/p1.jpg')).toBeLessThan(0);
  expect(naturalCompare('a', 'a')).toBe(0);
});
