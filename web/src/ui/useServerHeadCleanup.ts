import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The mark the server puts on head elements that describe only the first page (api/src/modules/web-head/head-html.ts). */
export const SERVER_HEAD_SELECTOR = '[data-server-head]';

/**
 * The server renders the first page's canonical link, Open Graph and Twitter tags, feed links
 * and JSON-LD into index.html. On the first client-side navigation they would describe the
 * wrong page, so they are removed. A layout effect runs before the new page's passive effects
 * (usePageMeta), which then add the new page's own tags.
 */
export function useServerHeadCleanup(): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useLayoutEffect(() => {
    if (firstPath.current === null || pathname === firstPath.current) return;
    firstPath.current = null;
    document.head.querySelectorAll(SERVER_HEAD_SELECTOR).forEach((element) => element.remove());
  }, [pathname]);
}
