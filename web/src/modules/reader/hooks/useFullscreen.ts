import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { isTypingTarget, keyName } from './useIssueKeyboardNav';

const noSubscription = () => () => undefined;
const fullscreenEnabled = () => document.fullscreenEnabled === true;
/** The server's guess: most browsers have the API, so the toolbar keeps its place there. */
const assumedSupported = () => true;

/**
 * Full screen for one element through the Fullscreen API, also by the F key; `supported` is
 * false where the browser has no such API (the button is then hidden).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  // The server (and so the first, hydrated frame) draws the button; a browser without the API
  // drops it right after.
  const supported = useSyncExternalStore(noSubscription, fullscreenEnabled, assumedSupported);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [target]);
  useEffect(() => {
    if (!supported) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || keyName(event) !== 'F') return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [supported, toggle]);
  return { supported, active, toggle };
}
