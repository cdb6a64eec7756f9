import type { ExistingPage, NewPage, PageItem, PageTexts } from '../validation/schemas';

let nextKey = 0;

export function newPage(file: File): NewPage {
  nextKey += 1;
  return { kind: 'new', key: `new-${nextKey}`, file };
}

/** A page's stored texts (EDITABLE_PAGE_TEXTS_QUERY). */
export type StoredPageTexts = { altText?: string | null; transcript?: string | null };

export function existingPage(
  page: { id: number; image: { url: string; originalName?: string | null } },
  texts: StoredPageTexts = {},
): ExistingPage {
  return {
    kind: 'existing',
    key: `page-${page.id}`,
    pageId: page.id,
    url: page.image.url,
    name: page.image.originalName ?? '',
    altText: texts.altText ?? '',
    transcript: texts.transcript ?? '',
    hadTexts: Boolean(texts.altText || texts.transcript),
  };
}

/** Moves the item at `from` to `to`, the way a drop lands it. */
export function movePage<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** New pages go to the front of the list, in the order they were picked. */
export function addPagesToFront(list: readonly PageItem[], added: readonly PageItem[]): PageItem[] {
  return [...added, ...list];
}

export function newFilesOf(list: readonly PageItem[]): File[] {
  return list.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
}

/** The `pageOrder` of updateIssue: kept pages by id, new ones by their index in `newPages`. */
export function pageOrderOf(list: readonly PageItem[]) {
  let newIndex = 0;
  return list.map((item) =>
    item.kind === 'existing' ? { existingPageId: item.pageId } : { newPageIndex: newIndex++ },
  );
}

/**
 * The `pages` of updatePageTexts once the page order is final (page N = item N): every page
 * with a text, and every page that had one (so clearing it is saved). Empty: nothing to send.
 */
export function pageTextsOf(list: readonly PageItem[]) {
  return list.flatMap((item, i) => {
    const altText = item.altText?.trim() ?? '';
    const transcript = item.transcript?.trim() ?? '';
    if (!altText && !transcript && !item.hadTexts) return [];
    return [{ pageNumber: i + 1, altText: altText || null, transcript: transcript || null }];
  });
}

/** The same page with new texts. */
export function withTexts<T extends PageItem>(item: T, texts: PageTexts): T {
  return { ...item, ...texts };
}
