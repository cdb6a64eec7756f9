import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorCode, errorCode } from '../apollo/errors';
import { DeleteWorkSection } from '../modules/upload/components/DeleteWorkSection';
import { EditIssueForm } from '../modules/upload/components/EditIssueForm';
import { IssueLayoutEditor } from '../modules/upload/components/IssueLayoutEditor';
import {
  EDITABLE_ISSUE_QUERY,
  EDITABLE_ISSUE_VIEWER_CAN_QUERY,
} from '../modules/upload/graphql/issue';
import { EDITABLE_PAGE_TEXTS_QUERY } from '../modules/upload/graphql/pageTexts';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';
import { parseId } from './parseId';

export function EditIssuePage() {
  usePageMeta({ title: 'Edit Issue', noIndex: true });
  const params = useParams();
  const bookId = parseId(params.bookId);
  const issueNumber = parseId(params.issueNumber);
  const valid = bookId !== null && issueNumber !== null;
  const { data, loading, error } = useQuery(EDITABLE_ISSUE_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const access = useQuery(EDITABLE_ISSUE_VIEWER_CAN_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: !valid,
    fetchPolicy: 'network-only',
  });

  // Alt texts and transcripts: their own query (cost); without them the pages start empty.
  const texts = useQuery(EDITABLE_PAGE_TEXTS_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const textNodes = texts.data?.editableIssue.pages.nodes;
  const pageTexts = useMemo(() => new Map((textNodes ?? []).map((p) => [p.id, p])), [textNodes]);

  if (!valid || errorCode(error) === ErrorCode.NOT_FOUND) return <NotFoundPage />;
  if (loading || texts.loading) return <Spinner label="Loading issue" />;
  if (error || !data) {
    return <p className="page form-message form-message--error">{MESSAGES.genericError}</p>;
  }
  const issue = data.editableIssue;
  // The API decides (only the latest of several issues); unknown (still loading or failed)
  // counts as "may not": Delete stays hidden.
  const canDelete = !access.error && access.data?.editableIssue.viewerCan.delete === true;
  return (
    <div className="page page--narrow">
      <h1>Edit Issue</h1>
      <p className="lead">
        {issue.book.title}: Issue #{issue.issueNumber}
      </p>
      <EditIssueForm key={issue.id} issue={issue} pageTexts={pageTexts} />
      <IssueLayoutEditor bookId={issue.book.id} issueNumber={issue.issueNumber} />
      {canDelete ? (
        <DeleteWorkSection
          target={{ kind: 'issue', bookId: issue.book.id, issueNumber: issue.issueNumber }}
        />
      ) : null}
    </div>
  );
}
