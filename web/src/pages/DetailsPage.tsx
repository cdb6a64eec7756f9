import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useParams } from 'react-router-dom';
import { IssueComments } from '../modules/comments/components/IssueComments';
import { WorkDetails } from '../modules/works/components/WorkDetails';
import { bookView, issueView } from '../modules/works/components/workDetailsView';
import { BOOK_DETAILS_QUERY, ISSUE_DETAILS_QUERY } from '../modules/works/graphql/details';
import { bookFeedPath, parseIdParam } from '../modules/works/utils/paths';
import { Spinner } from '../ui/Spinner';
import { metaDescription, usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';

/** /details/:urlSlug/book/:bookId[/issue/:issueNumber] */
export function DetailsPage() {
  const params = useParams();
  const bookId = parseIdParam(params.bookId);
  const isIssue = params.issueNumber !== undefined;
  const issueNumber = isIssue ? parseIdParam(params.issueNumber) : null;
  const invalid = bookId === null || (isIssue && issueNumber === null);

  const bookQuery = useQuery(BOOK_DETAILS_QUERY, {
    variables: { id: bookId ?? 0 },
    skip: invalid || isIssue,
  });
  const issueQuery = useQuery(ISSUE_DETAILS_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: invalid || !isIssue,
  });

  const work = isIssue
    ? issueQuery.data?.issue
      ? issueView(issueQuery.data.issue)
      : null
    : bookQuery.data?.book
      ? bookView(bookQuery.data.book)
      : null;
  const { loading, error, refetch } = isIssue ? issueQuery : bookQuery;

  usePageMeta({
    title: work
      ? work.kind === 'issue'
        ? `${work.title} - ${work.bookTitle} #${work.issueNumber}`
        : work.title
      : undefined,
    description: work ? metaDescription(work.description) : undefined,
    image: work?.cover.url,
    type: 'book',
    feed: work
      ? { href: bookFeedPath(work.bookId), title: `New issues of ${work.bookTitle}` }
      : undefined,
  });

  if (invalid) return <NotFoundPage />;
  if (!work && loading) return <Spinner />;
  if (!work && error)
    return (
      <p className="page form-message form-message--error" role="alert">
        {MESSAGES.genericError}
      </p>
    );
  if (!work) return <NotFoundPage />;
  return (
    <div className="page page--wide">
      <WorkDetails work={work} recheck={() => refetch()} />
      {work.kind === 'issue' && work.issueNumber !== null ? (
        <IssueComments bookId={work.bookId} issueNumber={work.issueNumber} />
      ) : null}
    </div>
  );
}
