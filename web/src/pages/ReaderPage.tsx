import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ReaderFooter } from '../modules/reader/components/ReaderFooter';
import { ReaderPages } from '../modules/reader/components/ReaderPages';
import { READER_ISSUE_QUERY } from '../modules/reader/graphql/reader';
import { useReadingProgress } from '../modules/progress/hooks/useReadingProgress';
import { bookDetailsPath, parseIdParam } from '../modules/works/utils/paths';
import { Spinner } from '../ui/Spinner';
import { metaDescription, usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';

/** /read/:urlSlug/book/:bookId/issue/:issueNumber */
export function ReaderPage() {
  const params = useParams();
  const bookId = parseIdParam(params.bookId);
  const issueNumber = parseIdParam(params.issueNumber);
  const invalid = bookId === null || issueNumber === null;
  const { data, loading, error } = useQuery(READER_ISSUE_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: invalid,
  });
  const issue = data?.issue;

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
  // Records where the reader is and, on opening, scrolls back to where they stopped.
  useReadingProgress(issue);

  if (invalid) return <NotFoundPage />;
  if (!issue && loading) return <Spinner />;
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
      <ReaderPages
        pages={issue.pages.nodes}
        bookTitle={issue.book.title}
        issueTitle={issue.title}
      />
      <ReaderFooter
        urlSlug={issue.book.urlSlug}
        bookId={issue.book.id}
        issueNumber={issue.issueNumber}
        issueCount={issue.book.issueCount}
      />
    </div>
  );
}
