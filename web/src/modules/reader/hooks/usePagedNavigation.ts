import { useCallback, useState } from 'react';

/** What navigation needs of a page. */
type Numbered = { pageNumber: number };

/** "Page 3 of 24" or "Pages 2 and 3 of 24": the screen as announced and shown. */
export function screenLabel(screen: readonly Numbered[], pageCount: number): string {
  const numbers = screen.map((page) => page.pageNumber).sort((a, b) => a - b);
  if (numbers.length === 0) return '';
  if (numbers.length === 1) return `Page ${numbers[0]} of ${pageCount}`;
  return `Pages ${numbers[0]} and ${numbers[numbers.length - 1]} of ${pageCount}`;
}

/**
 * The page-turning reader's place: the page the reader is at, kept as a page number so that
 * changing between single and double pages (or to vertical and back) keeps it. The screen is
 * the one that holds that page. A new issue starts at page 1.
 */
export function usePagedNavigation<P extends Numbered>(screens: readonly P[][], issueId: number) {
  const [place, setPlace] = useState({ issueId, page: 1 });
  // The place belongs to one issue: another one starts at page 1.
  const page = place.issueId === issueId ? place.page : 1;
  const found = screens.findIndex((screen) => screen.some((p) => p.pageNumber === page));
  const index = Math.max(0, found);
  const screen = screens[index] ?? [];
  const count = screens.length;

  const goToScreen = useCallback(
    (i: number) => {
      const target = screens[Math.min(Math.max(i, 0), count - 1)];
      if (!target) return;
      const first = Math.min(...target.map((p) => p.pageNumber));
      setPlace({ issueId, page: first });
    },
    [screens, count, issueId],
  );
  const goTo = useCallback(
    (pageNumber: number) => setPlace({ issueId, page: pageNumber }),
    [issueId],
  );
  return {
    index,
    screen,
    count,
    /** The last page on screen: what the reader has reached. */
    reached: screen.length ? Math.max(...screen.map((p) => p.pageNumber)) : 1,
    goTo,
    goToScreen,
    next: useCallback(() => goToScreen(index + 1), [goToScreen, index]),
    prev: useCallback(() => goToScreen(index - 1), [goToScreen, index]),
    atStart: index === 0,
    atEnd: index >= count - 1,
  };
}

export type PagedNavigation = ReturnType<typeof usePagedNavigation>;
