import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './useReadingMode';

/** The page-turning reader's zoom limits (1 is the fitted size). */
export const MAX_PAGE_ZOOM = 5;
/** Double-tap zooms to this scale (and back). */
export const DOUBLE_TAP_ZOOM = 2.5;

/**
 * Pinch, wheel and pan zoom on the page-turning reader's screen, by @panzoom/panzoom (it
 * handles pointers, pinch distance and pan limits). Panning works only when zoomed in, so a
 * drag at the fitted size stays a swipe, and a vertical drag still scrolls the page then
 * (touch-action pan-y). Ctrl or ⌘ with the wheel zooms (and a touchpad pinch, which the
 * browser sends as one); the plain wheel scrolls. `resetKey` changing (a page turn) zooms out.
 */
export function usePageZoom(
  target: RefObject<HTMLElement | null>,
  stage: RefObject<HTMLElement | null>,
  resetKey: string,
) {
  const panzoom = useRef<PanzoomObject | null>(null);
  // The scale, for the screen it was set on: a turn shows the fitted size at once.
  const [zoomed, setZoomed] = useState({ key: resetKey, scale: 1 });
  const keyRef = useRef(resetKey);
  useEffect(() => {
    keyRef.current = resetKey;
  });
  const scale = zoomed.key === resetKey ? zoomed.scale : 1;

  useEffect(() => {
    const element = target.current;
    const area = stage.current;
    if (!element || !area) return undefined;
    const instance = Panzoom(element, {
      minScale: 1,
      maxScale: MAX_PAGE_ZOOM,
      panOnlyWhenZoomed: true,
      // No containment: 'outside' raises the least scale until the page covers the stage,
      // which zooms a landscape spread in before the reader asks.
      overflow: 'auto',
      cursor: 'auto',
      touchAction: 'pan-y',
      animate: !prefersReducedMotion(),
      // Not stopping the event: the stage's tap and swipe handling listens too.
      handleStartEvent: (event: Event) => event.preventDefault(),
    });
    panzoom.current = instance;
    const onChange = (event: Event) => {
      const next = (event as CustomEvent<{ scale: number }>).detail.scale;
      setZoomed({ key: keyRef.current, scale: next });
      instance.setOptions({ touchAction: next > 1.01 ? 'none' : 'pan-y' });
    };
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) instance.zoomWithWheel(event);
    };
    element.addEventListener('panzoomchange', onChange);
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('panzoomchange', onChange);
      area.removeEventListener('wheel', onWheel);
      instance.destroy();
      panzoom.current = null;
    };
  }, [target, stage]);

  useEffect(() => {
    panzoom.current?.reset({ animate: false });
  }, [resetKey]);

  const zoomIn = useCallback(() => panzoom.current?.zoomIn(), []);
  const zoomOut = useCallback(() => panzoom.current?.zoomOut(), []);
  const reset = useCallback(() => panzoom.current?.reset(), []);
  /** Double-tap: zoom in at the point, or back out when zoomed. */
  const toggleAt = useCallback((clientX: number, clientY: number) => {
    const instance = panzoom.current;
    if (!instance) return;
    if (instance.getScale() > 1.01) instance.reset();
    else instance.zoomToPoint(DOUBLE_TAP_ZOOM, { clientX, clientY });
  }, []);
  return { scale, zoomIn, zoomOut, reset, toggleAt };
}

export type PageZoom = ReturnType<typeof usePageZoom>;
