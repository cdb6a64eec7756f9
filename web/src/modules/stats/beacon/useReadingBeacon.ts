import { useEffect, useRef } from 'react';
import { currentPage, READER_PAGE_SELECTOR } from '../../progress/hooks/useReadingProgress';
import { createBeaconQueue } from './readingBeacon';
import { sendBeaconEvents, takePageLoadReferrer } from './transport';

function verticalPage(): number | null {
  return currentPage(Array.from(document.querySelectorAll<HTMLElement>(READER_PAGE_SELECTOR)));
}

/**
 * Reports reading to the audience figures: the view when an issue opens (with the referrer of
 * the page load), then the furthest page and whether the last page was reached, batched (at
 * most one beacon every few seconds) and flushed when the page is hidden or left. `page` is the
 * page-turning reader's page; null in the scrolling mode, where the page at the reading line is
 * read on scroll. Nothing here identifies the reader: the API hashes who it is with a salt
 * of the day.
 */
export function useReadingBeacon(
  issueId: number | null | undefined,
  page: number | null,
  pageCount: number,
): void {
  const queue = useRef<ReturnType<typeof createBeaconQueue> | null>(null);
  queue.current ??= createBeaconQueue({ send: sendBeaconEvents });
  const latest = useRef({ page, pageCount });
  useEffect(() => {
    latest.current = { page, pageCount };
  });

  // One run per issue: the view, then progress until the issue changes or the reader leaves.
  const ready = Boolean(issueId) && pageCount > 0;
  useEffect(() => {
    const beacon = queue.current;
    if (!beacon || !issueId || !ready) return;
    const at = () => latest.current.page ?? verticalPage() ?? 1;
    beacon.open(issueId, at(), latest.current.pageCount, takePageLoadReferrer());
    let frame: number | null = null;
    const onScroll = () => {
      if (latest.current.page !== null) return;
      frame ??= window.requestAnimationFrame(() => {
        frame = null;
        const page = verticalPage();
        if (page !== null) beacon.progress(issueId, page, latest.current.pageCount);
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') beacon.flush();
    };
    const onPageHide = () => beacon.flush();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      if (frame !== null) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the issue inside the app: what is pending goes now.
      beacon.flush();
    };
    // The page count only gates the start: a change of it alone is not a new issue.
  }, [issueId, ready]);

  // The page-turning reader reports each page it turns to.
  useEffect(() => {
    if (issueId && page !== null && pageCount > 0)
      queue.current?.progress(issueId, page, pageCount);
  }, [issueId, page, pageCount]);

  useEffect(() => () => queue.current?.dispose(), []);
}
