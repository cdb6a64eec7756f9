import { MESSAGES } from '@shared/limits';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { readerPath } from '../../works/utils/paths';
import { useSavedIssues } from '../hooks/useSavedIssues';
import { formatBytes } from '../offlineStorage';
import '../offline.css';

/**
 * The Saved shelf: every issue kept on this device, newest first, with its size, a link that
 * opens it in the reader (online or not) and a Remove button. The total says how much of the
 * device's storage saved issues take.
 */
export function SavedIssuesShelf() {
  const { state, remove, removing, error } = useSavedIssues();

  if (state.status === 'unsupported') return <p className="muted">{MESSAGES.offlineUnsupported}</p>;
  if (state.status === 'loading') return <Spinner label="Loading saved issues" />;
  const { issues } = state;
  if (issues.length === 0)
    return (
      <p className="muted">
        No saved issues yet. Use “Save issue” in the reader to keep an issue on this device and read
        it without a connection.
      </p>
    );
  const total = issues.reduce((sum, issue) => sum + issue.bytes, 0);
  return (
    <>
      <p className="muted">
        {issues.length === 1 ? '1 issue' : `${issues.length} issues`} saved on this device,{' '}
        {formatBytes(total)} in all.
      </p>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="saved-shelf" aria-label="Saved issues">
        {issues.map((issue) => {
          const name = `${issue.bookTitle} #${issue.issueNumber}: ${issue.issueTitle}`;
          return (
            <li key={issue.issueId} className="saved-shelf__item">
              <img
                className="saved-shelf__cover"
                src={issue.coverUrl}
                width={320}
                height={485}
                loading="lazy"
                decoding="async"
                alt=""
              />
              <div>
                <h2 className="saved-shelf__title">
                  <Link to={readerPath(issue.urlSlug, issue.bookId, issue.issueNumber)}>
                    {name}
                  </Link>
                </h2>
                <p className="saved-shelf__meta muted">
                  {issue.pageCount === 1 ? '1 page' : `${issue.pageCount} pages`} ·{' '}
                  {formatBytes(issue.bytes)}
                </p>
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => void remove(issue.issueId)}
                disabled={removing !== null}
                aria-label={`Remove ${name} from this device`}
              >
                {removing === issue.issueId ? 'Removing…' : 'Remove'}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
