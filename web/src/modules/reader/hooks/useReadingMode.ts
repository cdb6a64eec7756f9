import { useEffect, useState } from 'react';
import type { ReadingMode } from './useReaderSettings';

/** The modes that show pages: automatic resolves to one of these. */
export type ShownMode = Exclude<ReadingMode, 'auto'>;

const LANDSCAPE = '(orientation: landscape)';

function isLandscape(): boolean {
  // The server render has no window (and draws the default mode, which is not automatic).
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(LANDSCAPE).matches ?? window.innerWidth > window.innerHeight;
}

/** The mode on screen: automatic is double pages on a landscape screen, else single. */
export function useShownMode(mode: ReadingMode): ShownMode {
  const [landscape, setLandscape] = useState(isLandscape);
  useEffect(() => {
    if (mode !== 'auto' || !window.matchMedia) return undefined;
    const query = window.matchMedia(LANDSCAPE);
    const onChange = () => setLandscape(query.matches);
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [mode]);
  if (mode !== 'auto') return mode;
  return landscape ? 'double' : 'single';
}

/** Whether the reader asked for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
