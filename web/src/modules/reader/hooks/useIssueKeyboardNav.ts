import { useEffect } from 'react';

/** Keys that move between issues; published on the buttons with aria-keyshortcuts. */
export const PREV_ISSUE_KEYS = ['P', 'ArrowLeft', '['] as const;
export const NEXT_ISSUE_KEYS = ['N', 'ArrowRight', ']'] as const;

/** A key as the lists above spell it: letters in upper case (J and Shift+J alike). */
export function keyName(event: KeyboardEvent): string {
  return event.key.length === 1 ? event.key.toUpperCase() : event.key;
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * P, ArrowLeft or [ goes to the previous issue, N, ArrowRight or ] to the next (or the keys
 * given), unless focus is in a text field or a modifier is held (browser shortcuts such as
 * Alt+ArrowLeft stay intact).
 */
export function useIssueKeyboardNav(
  onPrev: (() => void) | null,
  onNext: (() => void) | null,
  prevKeys: readonly string[] = PREV_ISSUE_KEYS,
  nextKeys: readonly string[] = NEXT_ISSUE_KEYS,
) {
  const prevList = prevKeys.join(' ');
  const nextList = nextKeys.join(' ');
  useEffect(() => {
    const prev = prevList.split(' ');
    const next = nextList.split(' ');
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const key = keyName(event);
      if (prev.includes(key) && onPrev) {
        event.preventDefault();
        onPrev();
      } else if (next.includes(key) && onNext) {
        event.preventDefault();
        onNext();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onPrev, onNext, prevList, nextList]);
}
