import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Re-reads the session on every route change; the first render is covered by session start. */
export function useSessionRefresh(): void {
  const { pathname } = useLocation();
  const { refreshSession } = useAuth();
  const onRouteChange = useEffectEvent(() => {
    void refreshSession();
  });
  const firstRun = useRef(true);

  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    onRouteChange();
  }, [pathname]);
}
