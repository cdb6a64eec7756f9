import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { READER_ISSUE_QUERY } from '../../reader/graphql/reader';
import { parseIdParam } from '../../works/utils/paths';
import { useSavedIssue } from '../hooks/useSavedIssue';
import { formatBytes } from '../offlineStorage';
import { savedIssuesPath } from '../paths';
import '../offline.css';

/**
 * "Save issue" in the reader's toolbar: keeps the issue on this device for reading offline,
 * with its progress while saving and a clear message when storage fails. Once saved it links
 * to the Saved shelf, where issues are removed. It reads the issue from the reader's route
 * (or the props) and the reader's query in the Apollo cache, so the toolbar passes nothing.
 * Browsers that cannot keep issues get no button.
 */
export function SaveIssueButton(props: { bookId?: number; issueNumber?: number }) {
  const params = useParams();
  const bookId = props.bookId ?? parseIdParam(params.bookId);
  const issueNumber = props.issueNumber ?? parseIdParam(params.issueNumber);
  const target = useMemo(
    () => (bookId !== null && issueNumber !== null ? { bookId, issueNumber } : null),
    [bookId, issueNumber],
  );
  const { data } = useQuery(READER_ISSUE_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: target === null,
    fetchPolicy: 'cache-only',
  });
  const issueId = data?.issue?.id ?? null;
  const { state, save } = useSavedIssue(issueId, target);

  if (state.status === 'unsupported' || target === null) return null;
  if (state.status === 'saved')
    return (
      <Link
        to={savedIssuesPath()}
        className="button button--ghost button--small save-issue"
        aria-label={`Saved for offline reading (${formatBytes(state.saved.bytes)}): see saved issues`}
      >
        ✓ Saved offline
      </Link>
    );
  if (state.status === 'saving') {
    const { done, total } = state.progress;
    return (
      <span className="save-issue save-issue--saving">
        <button type="button" className="button button--ghost button--small" disabled>
          Saving…
        </button>
        <progress
          className="save-issue__progress"
          max={Math.max(total, 1)}
          value={done}
          aria-label="Saving issue for offline reading"
        />
        <span role="status" className="save-issue__status">
          {total > 0 ? `${done} of ${total} images` : 'Preparing…'}
        </span>
      </span>
    );
  }
  const error = state.status === 'idle' ? state.error : undefined;
  return (
    <span className="save-issue">
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void save()}
        disabled={state.status === 'checking' || issueId === null}
        aria-describedby={error ? 'save-issue-error' : undefined}
      >
        Save issue
      </button>
      {error ? (
        <span id="save-issue-error" role="alert" className="save-issue__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
