import { useEffect, useRef, type RefObject } from 'react';

/** A drag this long sideways (px), and mostly sideways, turns the page. */
export const SWIPE_PX = 50;
/** Two taps this close in time (ms) are a double-tap. */
const DOUBLE_TAP_MS = 300;
/** A press that moves less than this (px) is a tap. */
const TAP_SLOP_PX = 10;
/** The side zones: this share of the stage's width on each side. */
export const TAP_ZONE = 0.3;

export interface StageGestures {
  /** Turn towards the left or the right side of the screen (the caller maps it to RTL). */
  turn: (side: 'left' | 'right') => void;
  doubleTap: (clientX: number, clientY: number) => void;
  /** Zoomed in: taps and drags pan instead of turning. */
  zoomed: () => boolean;
}

/**
 * Taps and swipes on the page-turning stage (touch, pen and mouse alike): a tap on the left
 * or right side turns the page that way; a sideways swipe turns it (swiping left shows what
 * is on the right); a double-tap in the middle zooms. A gesture with two fingers (a pinch)
 * never turns. Buttons with the same effect sit under the stage for keyboards and screen
 * readers, so the zones need no focus of their own.
 */
export function useStageGestures(stage: RefObject<HTMLElement | null>, current: StageGestures) {
  // The latest handlers, so a re-render never drops a gesture in progress.
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    const gestures = {
      turn: (side: 'left' | 'right') => latest.current.turn(side),
      doubleTap: (x: number, y: number) => latest.current.doubleTap(x, y),
      zoomed: () => latest.current.zoomed(),
    };
    const area = stage.current;
    if (!area) return undefined;
    let start: { x: number; y: number; id: number } | null = null;
    let pointers = 0;
    let multi = false;
    let lastTap = 0;
    const onDown = (event: PointerEvent) => {
      if (event.button > 0) return;
      pointers += 1;
      if (pointers > 1) multi = true;
      else {
        multi = false;
        start = { x: event.clientX, y: event.clientY, id: event.pointerId };
      }
    };
    const onUp = (event: PointerEvent) => {
      pointers = Math.max(0, pointers - 1);
      const begun = start;
      if (!begun || begun.id !== event.pointerId) return;
      start = null;
      if (multi) return;
      const dx = event.clientX - begun.x;
      const dy = event.clientY - begun.y;
      const zoomed = gestures.zoomed();
      if (!zoomed && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        gestures.turn(dx < 0 ? 'right' : 'left');
        return;
      }
      if (Math.abs(dx) > TAP_SLOP_PX || Math.abs(dy) > TAP_SLOP_PX) return;
      const rect = area.getBoundingClientRect();
      const share = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0.5;
      const now = event.timeStamp;
      const middle = share > TAP_ZONE && share < 1 - TAP_ZONE;
      if (middle || zoomed) {
        if (now - lastTap < DOUBLE_TAP_MS) {
          lastTap = 0;
          gestures.doubleTap(event.clientX, event.clientY);
        } else lastTap = now;
        return;
      }
      lastTap = 0;
      gestures.turn(share <= TAP_ZONE ? 'left' : 'right');
    };
    const onCancel = () => {
      pointers = Math.max(0, pointers - 1);
      start = null;
    };
    area.addEventListener('pointerdown', onDown);
    area.addEventListener('pointerup', onUp);
    area.addEventListener('pointercancel', onCancel);
    return () => {
      area.removeEventListener('pointerdown', onDown);
      area.removeEventListener('pointerup', onUp);
      area.removeEventListener('pointercancel', onCancel);
    };
  }, [stage]);
}
