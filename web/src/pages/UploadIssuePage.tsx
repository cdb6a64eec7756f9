import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../modules/auth/hooks/useAuth';
import { UploadIssueForm } from '../modules/upload/components/UploadIssueForm';
import { PREVIOUS_ISSUE_CREDITS_QUERY } from '../modules/upload/graphql/credits';
import { uploaderCredit } from '../modules/upload/hooks/useUploadBookForm';
import { creditValuesFrom } from '../modules/upload/validation/credits';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';
import { parseId } from './parseId';

export function UploadIssuePage() {
  usePageMeta({ title: 'Add a New Issue', noIndex: true });
  const params = useParams();
  const bookId = parseId(params.bookId);
  const { user } = useAuth();
  const { data, loading } = useQuery(PREVIOUS_ISSUE_CREDITS_QUERY, {
    variables: { bookId: bookId ?? 0 },
    skip: bookId === null,
    fetchPolicy: 'network-only',
  });
  if (bookId === null) return <NotFoundPage />;
  if (!user) return null;
  // The previous issue's credits are a starting point; without them the uploader is credited.
  const previous = data?.previousIssueCredits ?? [];
  const initialCredits = previous.length > 0 ? creditValuesFrom(previous) : [uploaderCredit(user)];
  return (
    <div className="page page--narrow">
      <h1>Add a New Issue</h1>
      <p>
        Need help? Read{' '}
        <Link to="/articles/how-to-add-a-new-issue-to-my-comic-book">
          how to add a new issue to your comic book
        </Link>
        .
      </p>
      {loading ? <Spinner /> : <UploadIssueForm bookId={bookId} initialCredits={initialCredits} />}
    </div>
  );
}
