import { useEffect } from 'react';

/** Keys that move between issues; published on the buttons with aria-keyshortcuts. */
export const PREV_ISSUE_KEYS = ['ArrowLeft', '['] as const;
export const NEXT_ISSUE_KEYS = ['ArrowRight', ']'] as const;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ArrowLeft or [ goes to the previous issue, ArrowRight or ] to the next, unless focus is in
 * a text field or a modifier is held (browser shortcuts such as Alt+ArrowLeft stay intact).
 */
export function useIssueKeyboardNav(onPrev: (() => void) | null, onNext: (() => void) | null) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const key = event.key as string;
      if ((PREV_ISSUE_KEYS as readonly string[]).includes(key) && onPrev) {
        event.preventDefault();
        onPrev();
      } else if ((NEXT_ISSUE_KEYS as readonly string[]).includes(key) && onNext) {
        event.preventDefault();
        onNext();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onPrev, onNext]);
}
