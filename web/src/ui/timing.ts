import { useCallback, useEffect, useRef } from 'react';

/** After login, sign-up or password reset the page moves on after this delay. */
export const REDIRECT_DELAY_MS = 3000;
/** Profile forms reset this long after a successful save. */
export const PROFILE_FORM_RESET_MS = 2000;
/** A finished upload closes its progress modal and redirects after this delay. */
export const UPLOAD_REDIRECT_MS = 500;

/** `schedule(fn, ms)` with every pending timer cleared when the component unmounts. */
export function useTimeouts(): (fn: () => void, ms: number) => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
}
