import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ReaderEndCard } from '../modules/reader/components/ReaderEndCard';
import { ReaderFooter } from '../modules/reader/components/ReaderFooter';
import { useCommentMarkers } from '../modules/comments/components/PageCommentMarkers';
import { ReaderPages } from '../modules/reader/components/ReaderPages';
import { ReaderToolbar } from '../modules/reader/components/ReaderToolbar';
import { READER_ISSUE_QUERY } from '../modules/reader/graphql/reader';
import { useReadingProgress } from '../modules/progress/hooks/useReadingProgress';
import { useAltTexts, useTranscripts } from '../modules/reader/hooks/useTranscripts';
import { usePageKeyboardNav } from '../modules/reader/hooks/usePageKeyboardNav';
import { useReaderSettings } from '../modules/reader/hooks/useReaderSettings';
import { bookDetailsPath, parseIdParam } from '../modules/works/utils/paths';
import { Spinner } from '../ui/Spinner';
import { metaDescription, usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';

const EMPTY_ALT_TEXTS: ReadonlyMap<number, string | null> = new Map();

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
  const { settings, update, zoomBy } = useReaderSettings();
  const [showTranscript, setShowTranscript] = useState(false);
  const pagesRef = useRef<HTMLOListElement>(null);
  const altTexts = useAltTexts(bookId, issueNumber);
  const transcripts = useTranscripts(bookId, issueNumber, showTranscript && Boolean(issue));
  usePageKeyboardNav(pagesRef);
  const commentMarker = useCommentMarkers(issue?.book.urlSlug, bookId ?? 0, issueNumber ?? 0);

  usePageMeta({
    title: issue ? `Read ${issue.book.title} #${issue.issueNumber}: ${issue.title}` : undefined,
    description: issue ? metaDescription(issue.description) : undefined,
    image: issue?.cover.url,
    type: 'book',
  });

  // A new issue starts at its first page.
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [bookId, issueNumber]);
  // Records where the reader is and, on opening, scrolls back to where they stopped: once the
  // pages are on screen, which waits for the alt texts (below).
  useReadingProgress(altTexts === 'loading' ? null : issue);

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
  return (
    <div className="reader">
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
        onChange={update}
        onZoom={zoomBy}
        showTranscript={showTranscript}
        onToggleTranscript={() => setShowTranscript((on) => !on)}
      />
      <ReaderPages
        pages={issue.pages.nodes}
        bookTitle={issue.book.title}
        issueTitle={issue.title}
        settings={settings}
        altTexts={altTexts === 'loading' ? EMPTY_ALT_TEXTS : altTexts}
        transcripts={transcripts}
        listRef={pagesRef}
        pageAside={commentMarker}
      />
      <ReaderEndCard book={issue.book} issueNumber={issue.issueNumber} recheck={refetch} />
      <ReaderFooter
        urlSlug={issue.book.urlSlug}
        bookId={issue.book.id}
        issueNumber={issue.issueNumber}
        issueCount={issue.book.issueCount}
      />
    </div>
  );
}
