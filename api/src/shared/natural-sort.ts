/**
 * Natural order of file names: digit runs compare as numbers (p2 before p10), letters
 * without regard to case. Used for the pages of an imported archive (and any export that
 * lists names the same way).
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function naturalSort<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((x, y) => naturalCompare(nameOf(x), nameOf(y)));
}
