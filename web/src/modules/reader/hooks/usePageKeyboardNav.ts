import { useEffect, type RefObject } from 'react';
import { isTypingTarget, keyName } from './useIssueKeyboardNav';

/** Keys that scroll to the next or previous page; published with aria-keyshortcuts. */
export const NEXT_PAGE_KEYS = ['J', 'ArrowDown'] as const;
export const PREV_PAGE_KEYS = ['K', 'ArrowUp'] as const;

/** Pages whose top is this close to the viewport's top count as "the current page". */
const SLACK_PX = 2;

/** The page element to scroll to: the first one below the top edge, or the last one above it. */
export function pageTarget(pages: HTMLElement[], direction: 1 | -1): HTMLElement | null {
  const tops = pages.map((el) => el.getBoundingClientRect().top);
  if (direction === 1) {
    const i = tops.findIndex((top) => top > SLACK_PX);
    return i === -1 ? null : pages[i];
  }
  for (let i = tops.length - 1; i >= 0; i -= 1) if (tops[i] < -SLACK_PX) return pages[i];
  return null;
}

/**
 * ArrowDown or J scrolls to the next page, ArrowUp or K to the previous one (each page's top at
 * the top of the screen). Ignored in text fields and with a modifier held; past the last page
 * the keys fall back to the browser's own scrolling (down to the end card and footer).
 */
export function usePageKeyboardNav(list: RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const key = keyName(event);
      const direction = (NEXT_PAGE_KEYS as readonly string[]).includes(key)
        ? 1
        : (PREV_PAGE_KEYS as readonly string[]).includes(key)
          ? -1
          : 0;
      if (!direction || !list.current) return;
      const pages = Array.from(list.current.querySelectorAll<HTMLElement>('[data-reader-page]'));
      const target = pageTarget(pages, direction);
      if (!target) return;
      event.preventDefault();
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list]);
}
