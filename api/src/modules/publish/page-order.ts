import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';
import { parseId } from '../../shared/validation';
import { parseJsonField } from './publish.validation';

/**
 * An issue's page order, for GraphQL `updateIssue` and v1 P11 alike: pure functions over
 * the pages an issue has now (no database, no files), so every rule about numbering pages
 * lives here and is unit-tested (__tests__/page-order.test.ts). The service loads the
 * pages and applies the plan inside its transaction.
 */

/** One slot of an issue's final page order: a kept page (by id) or a new upload (index into the new files). */
export interface PageSlot {
  existingPageId?: number | null;
  newPageIndex?: number | null;
}

/** A checked slot. */
export type ValidSlot = { kind: 'existing'; pageId: number } | { kind: 'new'; index: number };

/** What the order needs to know of a stored page. */
export interface NumberedPage {
  id: number;
  pageNumber: number;
}

/** Structure of a page order: each slot names one thing, ids and new files used once, 1..max pages. */
export function validPageOrder(order: PageSlot[], newFileCount: number): ValidSlot[] {
  if (!Array.isArray(order) || order.length === 0)
    throw badInput(MESSAGES.issueAssetsRequired, 'pageOrder');
  if (order.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, 'pageOrder');
  const ids = new Set<number>();
  const indices = new Set<number>();
  const slots = order.map((slot): ValidSlot => {
    const hasId = slot?.existingPageId !== undefined && slot?.existingPageId !== null;
    const hasIndex = slot?.newPageIndex !== undefined && slot?.newPageIndex !== null;
    if (hasId === hasIndex) throw badInput(MESSAGES.pageSlotInvalid, 'pageOrder');
    if (hasId) {
      const pageId = parseId(slot.existingPageId);
      if (!pageId) throw badInput(MESSAGES.pageNotFound, 'pageOrder');
      if (ids.has(pageId)) throw badInput(MESSAGES.pageOrderInvalid, 'pageOrder');
      ids.add(pageId);
      return { kind: 'existing', pageId };
    }
    const index = slot.newPageIndex as number;
    if (!Number.isInteger(index) || index < 0 || index >= newFileCount || indices.has(index)) {
      throw badInput(MESSAGES.pageSlotInvalid, 'pageOrder');
    }
    indices.add(index);
    return { kind: 'new', index };
  });
  if (indices.size !== newFileCount) throw badInput(MESSAGES.newPageUnused, 'newPages');
  return slots;
}

/** Refuses an order that keeps a page this issue does not have (another issue's, or one deleted meanwhile). */
export function assertOwnPages(order: ValidSlot[], current: readonly NumberedPage[]): void {
  const own = new Set(current.map((p) => p.id));
  if (order.some((slot) => slot.kind === 'existing' && !own.has(slot.pageId)))
    throw badInput(MESSAGES.pageNotFound, 'pageOrder');
}

/** The changes that turn the current pages into `order`, numbered 1..N in slot order. */
export interface PagePlan<P extends NumberedPage> {
  /** Kept pages whose number changes, in their new order. */
  moved: { page: P; pageNumber: number }[];
  /** New uploads (index into the new files) with their number, in order. */
  added: { index: number; pageNumber: number }[];
  /** Pages the order leaves out, in the order of `current`. */
  removed: P[];
}

export function planPageOrder<P extends NumberedPage>(
  order: ValidSlot[],
  current: readonly P[],
): PagePlan<P> {
  assertOwnPages(order, current);
  const byId = new Map(current.map((p) => [p.id, p]));
  const kept = new Set<number>();
  const plan: PagePlan<P> = { moved: [], added: [], removed: [] };
  order.forEach((slot, i) => {
    const pageNumber = i + 1;
    if (slot.kind === 'new') {
      plan.added.push({ index: slot.index, pageNumber });
      return;
    }
    const page = byId.get(slot.pageId) as P;
    kept.add(page.id);
    if (page.pageNumber !== pageNumber) plan.moved.push({ page, pageNumber });
  });
  plan.removed = current.filter((p) => !kept.has(p.id));
  return plan;
}

// ---- v1 P11: the form names kept, new and removed pages with their numbers

/** The P11 form's JSON fields, as the multipart form delivers them. */
export interface V1PageFields {
  newIssueAssetsPageNums?: string;
  prevIssueAssets?: string;
  prevIssueAssetsUpdatedPageNums?: string;
  issueAssetsToBeRemoved?: string;
}

interface V1PageRecord {
  id?: unknown;
  photo_url?: unknown;
}

/**
 * v1 P11 fields -> the final page order. Kept and removed records are matched by `id`,
 * or else by `photo_url` among this issue's own pages only; anything else is refused
 * before any file is touched (a caller never names another issue's file). Pages the form
 * does not mention keep their number. The final numbers must be exactly 1..N.
 */
export function v1PageOrder<P extends NumberedPage>(
  fields: V1PageFields,
  newFileCount: number,
  current: readonly P[],
  urlOf: (page: P) => string,
): PageSlot[] {
  // Every field is parsed before any is interpreted (invalid JSON is reported first).
  const input = {
    newPageNumbers: parseJsonField(fields.newIssueAssetsPageNums, 'newIssueAssetsPageNums'),
    kept: parseJsonField(fields.prevIssueAssets, 'prevIssueAssets'),
    keptPageNumbers: parseJsonField(
      fields.prevIssueAssetsUpdatedPageNums,
      'prevIssueAssetsUpdatedPageNums',
    ),
    removed: parseJsonField(fields.issueAssetsToBeRemoved, 'issueAssetsToBeRemoved'),
  };
  const list = (value: unknown, field: string): unknown[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw badInput(MESSAGES.invalidJsonField(field), field);
    return value;
  };
  const numbers = (value: unknown, field: string): number[] =>
    list(value, field).map((n) => {
      const parsed = parseId(n);
      if (!parsed) throw badInput(MESSAGES.pageOrderInvalid, field);
      return parsed;
    });
  const match = (record: unknown): P => {
    const r = (record ?? {}) as V1PageRecord;
    const id = parseId(r.id);
    const page =
      id !== undefined
        ? current.find((p) => p.id === id)
        : typeof r.photo_url === 'string'
          ? current.find((p) => urlOf(p) === r.photo_url)
          : undefined;
    if (!page) throw badInput(MESSAGES.pageNotFound, 'prevIssueAssets');
    return page;
  };

  const newNumbers = numbers(input.newPageNumbers, 'newIssueAssetsPageNums');
  if (newNumbers.length !== newFileCount)
    throw badInput(MESSAGES.pageOrderInvalid, 'newIssueAssetsPageNums');
  const kept = list(input.kept, 'prevIssueAssets').map(match);
  const keptNumbers = numbers(input.keptPageNumbers, 'prevIssueAssetsUpdatedPageNums');
  if (keptNumbers.length !== kept.length)
    throw badInput(MESSAGES.pageOrderInvalid, 'prevIssueAssetsUpdatedPageNums');
  const removed = new Set(list(input.removed, 'issueAssetsToBeRemoved').map((r) => match(r).id));

  const positions = new Map<number, PageSlot>();
  const place = (pageNumber: number, slot: PageSlot) => {
    if (positions.has(pageNumber)) throw badInput(MESSAGES.pageOrderInvalid, 'issueAssets');
    positions.set(pageNumber, slot);
  };
  const keptIds = new Set<number>();
  kept.forEach((page, i) => {
    if (removed.has(page.id) || keptIds.has(page.id))
      throw badInput(MESSAGES.pageOrderInvalid, 'prevIssueAssets');
    keptIds.add(page.id);
    place(keptNumbers[i], { existingPageId: page.id });
  });
  newNumbers.forEach((pageNumber, i) => place(pageNumber, { newPageIndex: i }));
  for (const page of current) {
    if (!keptIds.has(page.id) && !removed.has(page.id))
      place(page.pageNumber, { existingPageId: page.id });
  }
  const order: PageSlot[] = [];
  for (let n = 1; n <= positions.size; n += 1) {
    const slot = positions.get(n);
    if (!slot) throw badInput(MESSAGES.pageOrderInvalid, 'issueAssets');
    order.push(slot);
  }
  return order;
}
