import { LIMITS, MESSAGES } from '../../../config/limits';
import {
  assertOwnPages,
  planPageOrder,
  v1PageOrder,
  validPageOrder,
  type NumberedPage,
  type PageSlot,
} from '../page-order';

// Pure functions: no database, no files.

const pages = (...ids: number[]): NumberedPage[] => ids.map((id, i) => ({ id, pageNumber: i + 1 }));
const kept = (id: number): PageSlot => ({ existingPageId: id });
const added = (index: number): PageSlot => ({ newPageIndex: index });

/** The message of the bad-input error `fn` throws. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('validPageOrder', () => {
  test('checks the structure and keeps the slots in order', () => {
    expect(validPageOrder([kept(7), added(0), kept(5)], 1)).toEqual([
      { kind: 'existing', pageId: 7 },
      { kind: 'new', index: 0 },
      { kind: 'existing', pageId: 5 },
    ]);
  });

  test.each([
    ['an empty order', [], 0, MESSAGES.issueAssetsRequired],
    [
      'more pages than an issue may have',
      Array.from({ length: LIMITS.maxPagesPerIssue + 1 }, (_, i) => kept(i + 1)),
      0,
      MESSAGES.tooManyPages,
    ],
    ['a slot naming both', [{ existingPageId: 1, newPageIndex: 0 }], 1, MESSAGES.pageSlotInvalid],
    ['a slot naming neither', [{}], 0, MESSAGES.pageSlotInvalid],
    ['a page id that is not an id', [kept(-3)], 0, MESSAGES.pageNotFound],
    ['a page kept twice', [kept(1), kept(1)], 0, MESSAGES.pageOrderInvalid],
    ['a new index out of range', [added(1)], 1, MESSAGES.pageSlotInvalid],
    ['a new index used twice', [added(0), added(0)], 1, MESSAGES.pageSlotInvalid],
    ['a new upload left out', [added(0)], 2, MESSAGES.newPageUnused],
  ])('refuses %s', (_name, order, newFiles, message) => {
    expect(refusal(() => validPageOrder(order as PageSlot[], newFiles))).toBe(message);
  });
});

describe('planPageOrder', () => {
  const current = pages(10, 11, 12);

  test('reorder: only pages whose number changes move', () => {
    const plan = planPageOrder(validPageOrder([kept(10), kept(12), kept(11)], 0), current);
    expect(plan.moved).toEqual([
      { page: current[2], pageNumber: 2 },
      { page: current[1], pageNumber: 3 },
    ]);
    expect(plan.added).toEqual([]);
    expect(plan.removed).toEqual([]);
  });

  test('add: new uploads take their slot and push the others down', () => {
    const plan = planPageOrder(
      validPageOrder([added(1), kept(10), kept(11), kept(12), added(0)], 2),
      current,
    );
    expect(plan.added).toEqual([
      { index: 1, pageNumber: 1 },
      { index: 0, pageNumber: 5 },
    ]);
    expect(plan.moved.map((m) => [m.page.id, m.pageNumber])).toEqual([
      [10, 2],
      [11, 3],
      [12, 4],
    ]);
    expect(plan.removed).toEqual([]);
  });

  test('remove: pages left out are removed and the rest close the gap', () => {
    const plan = planPageOrder(validPageOrder([kept(10), kept(12)], 0), current);
    expect(plan.removed).toEqual([current[1]]);
    expect(plan.moved).toEqual([{ page: current[2], pageNumber: 2 }]);
  });

  test("refuses a page that is not one of the issue's own", () => {
    const order = validPageOrder([kept(10), kept(99)], 0);
    expect(refusal(() => planPageOrder(order, current))).toBe(MESSAGES.pageNotFound);
    expect(refusal(() => assertOwnPages(order, current))).toBe(MESSAGES.pageNotFound);
    expect(() => assertOwnPages(validPageOrder([kept(12)], 0), current)).not.toThrow();
  });
});

describe('v1PageOrder (P11 fields)', () => {
  const current = pages(10, 11, 12);
  const urlOf = (page: NumberedPage) => `/media/page-${page.id}.png`;
  const order = (fields: Record<string, unknown>, newFiles = 0) =>
    v1PageOrder(
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])),
      newFiles,
      current,
      urlOf,
    );

  test('reorder, add and remove in one form; records matched by id or own URL; unmentioned pages keep their number', () => {
    expect(
      order(
        {
          newIssueAssetsPageNums: [1],
          prevIssueAssets: [{ photo_url: urlOf(current[2]) }, { id: 10 }],
          prevIssueAssetsUpdatedPageNums: ['2', 3],
          issueAssetsToBeRemoved: [{ id: 11 }],
        },
        1,
      ),
    ).toEqual([added(0), kept(12), kept(10)]);
    expect(order({ prevIssueAssets: [{ id: 12 }], prevIssueAssetsUpdatedPageNums: [3] })).toEqual([
      kept(10),
      kept(11),
      kept(12),
    ]);
  });

  test.each([
    ['numbers with a gap', { prevIssueAssets: [{ id: 12 }], prevIssueAssetsUpdatedPageNums: [4] }],
    [
      'two pages on one number',
      { prevIssueAssets: [{ id: 12 }], prevIssueAssetsUpdatedPageNums: [1] },
    ],
    ['a kept page without its number', { prevIssueAssets: [{ id: 12 }] }],
    [
      'a page both kept and removed',
      {
        prevIssueAssets: [{ id: 12 }],
        prevIssueAssetsUpdatedPageNums: [3],
        issueAssetsToBeRemoved: [{ id: 12 }],
      },
    ],
    ['a number that is not a page number', { newIssueAssetsPageNums: [0] }],
  ])('refuses %s', (_name, fields) => {
    const files = 'newIssueAssetsPageNums' in fields ? 1 : 0;
    expect(refusal(() => order(fields, files))).toBe(MESSAGES.pageOrderInvalid);
  });

  test("refuses a record that is not one of the issue's pages, and invalid JSON", () => {
    expect(refusal(() => order({ issueAssetsToBeRemoved: [{ photo_url: '/media/x.png' }] }))).toBe(
      MESSAGES.pageNotFound,
    );
    expect(refusal(() => order({ prevIssueAssets: [{ id: 99 }] }))).toBe(MESSAGES.pageNotFound);
    expect(refusal(() => v1PageOrder({ prevIssueAssets: '[{' }, 0, current, urlOf))).toBe(
      MESSAGES.invalidJsonField('prevIssueAssets'),
    );
    expect(refusal(() => order({ newIssueAssetsPageNums: [1] }, 2))).toBe(
      MESSAGES.pageOrderInvalid,
    );
  });
});
