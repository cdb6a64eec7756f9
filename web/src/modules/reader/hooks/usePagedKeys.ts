import { useEffect } from 'react';
import type { ReadingDirection } from '../layout/pairPages';
import { isTypingTarget, keyName } from './useIssueKeyboardNav';

/** The zoom keys, in every mode. */
export const ZOOM_IN_KEYS = ['+', '='] as const;
export const ZOOM_OUT_KEYS = ['-', '_'] as const;
export const ZOOM_RESET_KEYS = ['0'] as const;
/** Keys that turn pages in the page-turning modes (the arrows follow the reading direction). */
export const NEXT_SCREEN_KEYS = ['PageDown', 'J'] as const;
export const PREV_SCREEN_KEYS = ['PageUp', 'K'] as const;

export interface ZoomControls {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
}

function onKeys(handle: (key: string) => boolean) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTypingTarget(event.target)) return;
    if (handle(keyName(event))) event.preventDefault();
  }
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/** + (or =) zooms in, − (or _) out, 0 back to the fitted size; not in text fields. */
export function useZoomKeys(zoom: ZoomControls, enabled: boolean) {
  const { zoomIn, zoomOut, reset } = zoom;
  useEffect(
    () =>
      enabled
        ? onKeys((key) => {
            if ((ZOOM_IN_KEYS as readonly string[]).includes(key)) zoomIn();
            else if ((ZOOM_OUT_KEYS as readonly string[]).includes(key)) zoomOut();
            else if ((ZOOM_RESET_KEYS as readonly string[]).includes(key)) reset();
            else return false;
            return true;
          })
        : undefined,
    [enabled, zoomIn, zoomOut, reset],
  );
}

/**
 * Page turns by keyboard: the arrow pointing the reading way turns forward (Right when reading
 * left to right, Left when reading right to left), Page Down and J forward, Page Up and K
 * back, Home and End to the first and last page. Off while `enabled` is false.
 */
export function usePagedKeys(
  enabled: boolean,
  direction: ReadingDirection,
  turn: { next: () => void; prev: () => void; first: () => void; last: () => void },
) {
  const { next, prev, first, last } = turn;
  useEffect(() => {
    if (!enabled) return undefined;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    return onKeys((key) => {
      if (key === forward || (NEXT_SCREEN_KEYS as readonly string[]).includes(key)) next();
      else if (key === back || (PREV_SCREEN_KEYS as readonly string[]).includes(key)) prev();
      else if (key === 'Home') first();
      else if (key === 'End') last();
      else return false;
      return true;
    });
  }, [enabled, direction, next, prev, first, last]);
}
