import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigationType, useParams } from 'react-router-dom';
import { useCommentMarkers } from '../modules/comments/components/PageCommentMarkers';
import {
  currentPage,
  READER_PAGE_SELECTOR,
  useReadingProgress,
} from '../modules/progress/hooks/useReadingProgress';
import { PagedReader } from '../modules/reader/components/PagedReader';
import { ReaderEndCard } from '../modules/reader/components/ReaderEndCard';
import { ReaderFooter } from '../modules/reader/components/ReaderFooter';
import { ReaderPages } from '../modules/reader/components/ReaderPages';
import { ReaderToolbar } from '../modules/reader/components/ReaderToolbar';
import { READER_ISSUE_QUERY } from '../modules/reader/graphql/reader';
import { useFullscreen } from '../modules/reader/hooks/useFullscreen';
import { usePagedNavigation } from '../modules/reader/hooks/usePagedNavigation';
import { useZoomKeys } from '../modules/reader/hooks/usePagedKeys';
import { usePageKeyboardNav } from '../modules/reader/hooks/usePageKeyboardNav';
import { useReaderSettings, type ReaderSettings } from '../modules/reader/hooks/useReaderSettings';
import { prefersReducedMotion, useShownMode } from '../modules/reader/hooks/useReadingMode';
import { useAltTexts, useTranscripts } from '../modules/reader/hooks/useTranscripts';
import { issuePairing, screenPages } from '../modules/reader/layout/pageLayout';
import { pairPages, singlePages } from '../modules/reader/layout/pairPages';
import { bookDetailsPath, parseIdParam } from '../modules/works/utils/paths';
import { Spinner } from '../ui/Spinner';
import { metaDescription, usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';
import { SaveIssueButton } from '../modules/offline/components/SaveIssueButton';
import { useReadingBeacon } from '../modules/stats/beacon/useReadingBeacon';

const EMPTY_ALT_TEXTS: ReadonlyMap<number, string | null> = new Map();
/** Within this many screens of the end, the next issue's first pages are fetched. */
const NEXT_ISSUE_PRELOAD_SCREENS = 3;

function verticalPageElements(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(READER_PAGE_SELECTOR));
}

/** /read/:urlSlug/book/:bookId/issue/:issueNumber */
export function ReaderPage() {
  const params = useParams();
  const bookId = parseIdParam(params.bookId);
  const issueNumber = parseIdParam(params.issueNumber);
  const invalid = bookId === null || issueNumber === null;
  const { data, loading, error, refetch } = useQuery(READER_ISSUE_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: invalid,
  });
  const issue = data?.issue;
  const { settings, update, zoomBy, keptForBook, keepForBook } = useReaderSettings(bookId);
  const mode = useShownMode(settings.mode);
  const vertical = mode === 'vertical';
  const [showTranscript, setShowTranscript] = useState(false);
  const readerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLOListElement>(null);
  const altTexts = useAltTexts(bookId, issueNumber);
  const transcripts = useTranscripts(bookId, issueNumber, showTranscript && Boolean(issue));
  usePageKeyboardNav(pagesRef);
  const commentMarker = useCommentMarkers(issue?.book.urlSlug, bookId ?? 0, issueNumber ?? 0);
  const fullscreen = useFullscreen(readerRef);

  const pages = useMemo(() => screenPages(issue?.pages.nodes ?? []), [issue]);
  const screens = useMemo(
    () =>
      mode === 'double' && issue
        ? pairPages(pages, issuePairing(issue), settings.direction)
        : singlePages(pages),
    [mode, pages, issue, settings.direction],
  );
  const nav = usePagedNavigation(screens, issue?.id ?? 0);
  const zoomOut = useCallback(() => zoomBy(-1), [zoomBy]);
  const zoomIn = useCallback(() => zoomBy(1), [zoomBy]);
  const zoomReset = useCallback(() => update({ zoom: 100 }), [update]);
  useZoomKeys({ zoomIn, zoomOut, reset: zoomReset }, vertical);

  // Changing between scrolling and turning keeps the page the reader is at.
  const onChange = useCallback(
    (change: Partial<ReaderSettings>) => {
      if (vertical && change.mode && change.mode !== 'vertical')
        nav.goTo(currentPage(verticalPageElements()) ?? 1);
      update(change);
    },
    [vertical, nav, update],
  );
  const cameFromPaged = useRef<number | null>(null);
  useEffect(() => {
    if (!vertical) {
      cameFromPaged.current = nav.reached;
      return;
    }
    const page = cameFromPaged.current;
    cameFromPaged.current = null;
    if (page && page > 1) verticalPageElements()[page - 1]?.scrollIntoView?.({ block: 'start' });
  }, [vertical, nav.reached]);

  usePageMeta({
    title: issue ? `Read ${issue.book.title} #${issue.issueNumber}: ${issue.title}` : undefined,
    description: issue ? metaDescription(issue.description) : undefined,
    image: issue?.cover.url,
    type: 'book',
  });

  // An issue opened from a link starts at its first page. Not on arrival (a POP: the first load,
  // a reload, back or forward): there the browser's position is the reader's own, and a
  // server-rendered reader can be scrolled before it hydrates; going back to the top then would
  // throw the reader off the page they were on.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo?.({ top: 0 });
  }, [bookId, issueNumber, navigationType]);
  // Records where the reader is and, on opening, goes back to where they stopped: once the
  // pages are on screen, which waits for the alt texts (below).
  useReadingProgress(
    altTexts === 'loading' ? null : issue,
    vertical ? null : { page: nav.reached, goTo: nav.goTo },
  );

  useReadingBeacon(issue?.id, vertical ? null : nav.reached, issue?.pages.nodes.length ?? 0);

  const endRef = useRef<HTMLDivElement>(null);
  const toEnd = useCallback(() => {
    endRef.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    endRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, []);

  if (invalid) return <NotFoundPage />;
  // The alt texts come with the issue (two queries at once): pages are shown with them.
  if ((!issue && loading) || (issue && altTexts === 'loading')) return <Spinner />;
  if (!issue && error)
    return (
      <p className="page form-message form-message--error" role="alert">
        {MESSAGES.genericError}
      </p>
    );
  if (!issue) return <NotFoundPage />;
  const shownAltTexts = altTexts === 'loading' ? EMPTY_ALT_TEXTS : altTexts;
  return (
    <div className={`reader reader--${mode}`} ref={readerRef}>
      <header className="reader__header page">
        <h1>
          {issue.book.title}: {issue.title}
        </h1>
        <p className="muted">
          Issue #{issue.issueNumber} of{' '}
          <Link to={bookDetailsPath(issue.book.urlSlug, issue.book.id)}>{issue.book.title}</Link>
        </p>
      </header>
      <ReaderToolbar
        settings={settings}
        vertical={vertical}
        onChange={onChange}
        onZoom={zoomBy}
        keptForBook={keptForBook}
        onKeepForBook={keepForBook}
        showTranscript={showTranscript}
        onToggleTranscript={() => setShowTranscript((on) => !on)}
        fullscreen={fullscreen}
        extra={<SaveIssueButton />}
      />
      {vertical ? (
        <ReaderPages
          pages={issue.pages.nodes}
          bookTitle={issue.book.title}
          issueTitle={issue.title}
          settings={settings}
          altTexts={shownAltTexts}
          transcripts={transcripts}
          listRef={pagesRef}
          pageAside={commentMarker}
        />
      ) : (
        <PagedReader
          pages={pages}
          screens={screens}
          nav={nav}
          direction={settings.direction}
          fit={settings.pageFit}
          bookTitle={issue.book.title}
          issueTitle={issue.title}
          altTexts={shownAltTexts}
          transcripts={transcripts}
          pageAside={commentMarker}
          onEnd={toEnd}
        />
      )}
      <div ref={endRef}>
        <ReaderEndCard
          book={issue.book}
          issueNumber={issue.issueNumber}
          recheck={refetch}
          preloadNext={vertical || nav.index >= nav.count - NEXT_ISSUE_PRELOAD_SCREENS}
          preloadSizes={vertical ? undefined : { count: 1, fit: settings.pageFit }}
        />
      </div>
      <ReaderFooter
        urlSlug={issue.book.urlSlug}
        bookId={issue.book.id}
        issueNumber={issue.issueNumber}
        issueCount={issue.book.issueCount}
        arrowsTurnPages={!vertical}
      />
    </div>
  );
}
