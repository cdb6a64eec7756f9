import { useApolloClient, useQuery } from '@apollo/client/react';
import { LIMITS } from '@shared/limits';
import { useEffect, useRef } from 'react';
import { GRAPHQL_ENDPOINT } from '../../../apollo/client';
import { authHeaders } from '../../../apollo/token';
import { print } from 'graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { ISSUE_PROGRESS_QUERY, RECORD_PROGRESS_MUTATION } from '../graphql/progress';
import { localProgressOf, saveLocalProgress } from '../utils/localProgress';
import { createProgressBatcher, type ProgressReport } from '../utils/progressBatcher';
import { rememberTabPlace, recentTabPlace } from '../utils/tabPlace';

/** The reader's page elements, in page order (ReaderPages renders one list item per page). */
export const READER_PAGE_SELECTOR = '.reader-pages > li';

/** What the hook needs of the reader's issue. */
export type ProgressIssue = {
  id: number;
  issueNumber: number;
  title: string;
  cover: { url: string };
  pages: { nodes: readonly unknown[] };
  book: { id: number; title: string; urlSlug: string };
};

function pageElements(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(READER_PAGE_SELECTOR));
}

/**
 * The page at the reading line (the middle of the window); the last page at the very bottom.
 * Null while the pages are not shown: leaving for a page whose code is still loading, React
 * hides the reader, the document shrinks and the window would seem scrolled to the bottom; and
 * once they are gone, since a scroll seen between the reader's removal and the cleanup of its
 * effects would otherwise take the reader back to page 1.
 */
export function currentPage(elements: HTMLElement[]): number | null {
  if (elements.length === 0 || elements[0].checkVisibility?.() === false) return null;
  const atBottom =
    window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
    window.scrollY > 0;
  if (atBottom) return elements.length;
  const line = window.innerHeight / 2;
  let page = 1;
  elements.forEach((element, index) => {
    if (element.getBoundingClientRect().top <= line) page = index + 1;
  });
  return page;
}

/** The page-turning reader's place: the page reached, and a way to turn to a page. */
export type PagedPlace = { page: number; goTo: (page: number) => void };

/**
 * Remembers where the reader is in an issue and brings them back there. Signed in: reports go
 * to the server, batched (first report at once, then at most every LIMITS.progressFlushSeconds,
 * and when the page is hidden or left, with `fetch(..., { keepalive })` so it survives the
 * unload, along with a report still unanswered, which the unload would cancel; the place last
 * sent is also kept in the tab for a minute, see tabPlace.ts). Visitors:
 * local storage, merged into the account at log-in. On opening an issue the reader scrolls to
 * the stored page (unless it is the first or the last: a finished issue starts over). In the
 * page-turning modes (`paged` given) the place is the page on screen rather than the scroll
 * position, and resuming turns to the stored page.
 */
export function useReadingProgress(
  issue: ProgressIssue | null | undefined,
  paged: PagedPlace | null = null,
): void {
  const { isAuthenticated } = useAuth();
  const client = useApolloClient();
  const signedIn = isAuthenticated === true;
  const stored = useQuery(ISSUE_PROGRESS_QUERY, {
    variables: { bookId: issue?.book.id ?? 0, issueNumber: issue?.issueNumber ?? 0 },
    skip: !issue || !signedIn,
    fetchPolicy: 'network-only',
  });
  const ready = Boolean(issue) && isAuthenticated !== null && (!signedIn || !stored.loading);
  const storedPage = signedIn ? stored.data?.issue?.viewerProgress?.page : undefined;
  // The latest values, read by the effect below without making it run again for each change
  // (it runs once per issue: a second run would scroll the reader back).
  const issueRef = useRef(issue);
  const storedRef = useRef(storedPage);
  const pagedRef = useRef(paged);
  const seeRef = useRef<((page: number) => void) | null>(null);
  useEffect(() => {
    issueRef.current = issue;
    storedRef.current = storedPage;
    pagedRef.current = paged;
  });
  const pagedPage = paged?.page;
  useEffect(() => {
    if (pagedPage !== undefined) seeRef.current?.(pagedPage);
  }, [pagedPage]);

  useEffect(() => {
    const current = issueRef.current;
    if (!ready || !current) return;
    const pageCount = current.pages.nodes.length;
    // Signed in: the place this tab sent last, when its write may not have reached the server
    // before this read (a reload); else the server's.
    const resumeAt = signedIn
      ? (recentTabPlace(current.id) ?? storedRef.current)
      : localProgressOf(current.id)?.page;
    if (resumeAt && resumeAt > 1 && resumeAt < pageCount) {
      if (pagedRef.current) pagedRef.current.goTo(resumeAt);
      else pageElements()[resumeAt - 1]?.scrollIntoView?.({ block: 'start' });
    }

    // A report sent through Apollo and not yet answered: the page going away would cancel it.
    let unanswered: ProgressReport | null = null;
    const sendWithKeepalive = (report: ProgressReport) => {
      // The page may be going away: keepalive lets the request outlive it.
      void fetch(GRAPHQL_ENDPOINT, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', ...authHeaders() },
        body: JSON.stringify({
          query: print(RECORD_PROGRESS_MUTATION),
          variables: { issueId: current.id, ...report },
        }),
      }).catch(() => undefined);
    };
    const sendToServer = (report: ProgressReport, urgent: boolean) => {
      rememberTabPlace(current.id, report.page);
      if (urgent && typeof fetch === 'function') {
        unanswered = null;
        sendWithKeepalive(report);
        return;
      }
      unanswered = report;
      const answered = () => {
        if (unanswered === report) unanswered = null;
      };
      client
        .mutate({
          mutation: RECORD_PROGRESS_MUTATION,
          variables: { issueId: current.id, ...report },
        })
        .then(answered, answered);
    };
    const saveLocally = (report: ProgressReport) =>
      saveLocalProgress({
        issueId: current.id,
        issueNumber: current.issueNumber,
        issueTitle: current.title,
        bookId: current.book.id,
        bookTitle: current.book.title,
        urlSlug: current.book.urlSlug,
        coverUrl: current.cover.url,
        pageCount,
        ...report,
      });
    const batcher = createProgressBatcher({
      intervalMs: signedIn ? LIMITS.progressFlushSeconds * 1000 : 0,
      send: signedIn ? sendToServer : saveLocally,
    });

    /** The page is being hidden or left: what is pending, or still unanswered, goes with keepalive. */
    const sendBeforeLeaving = () => {
      batcher.flush(true);
      if (unanswered && typeof fetch === 'function') sendWithKeepalive(unanswered);
      unanswered = null;
    };

    let frame: number | null = null;
    const observe = () => {
      frame = null;
      const page = pagedRef.current?.page ?? currentPage(pageElements());
      if (page !== null) batcher.see(page);
    };
    seeRef.current = (page) => batcher.see(page);
    const onScroll = () => {
      frame ??= window.requestAnimationFrame(observe);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') sendBeforeLeaving();
    };
    const onPageHide = sendBeforeLeaving;
    // Start after the restoring scroll has been laid out.
    frame = window.requestAnimationFrame(observe);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      if (frame !== null) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      seeRef.current = null;
      // Leaving the issue inside the app: send what is pending.
      batcher.flush(false);
      batcher.dispose();
    };
    // One run per issue once its stored place is known.
  }, [ready, issue?.id, signedIn, client]);
}
