import { useQuery } from '@apollo/client/react';
import { formatShortDate } from '../../../ui/formatDate';
import { MODERATION_LOG_QUERY } from '../graphql/moderation';
import { ACTION_LABELS, TARGET_LABELS } from '../labels';
import { appendPage } from '../../../apollo/paging';

const PAGE = 50;

/** The audit log (admins): who did what, on what, why and when, newest first. */
export function ModerationLog() {
  const { data, loading, error, fetchMore } = useQuery(MODERATION_LOG_QUERY, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.moderationLog;
  if (!log && loading) return <p role="status">Loading the audit log…</p>;
  if (!log || error)
    return (
      <p role="alert" className="form-message form-message--error">
        The audit log could not be loaded.
      </p>
    );
  return (
    <section aria-label="Audit log">
      <table className="moderation-log">
        <caption>{log.totalCount} entries</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">On</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {log.nodes.map((entry) => (
            <tr key={entry.id}>
              <td>{formatShortDate(String(entry.dateCreated))}</td>
              <td>{entry.moderator?.username ?? '(gone)'}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td>
                {TARGET_LABELS[entry.targetType]} {entry.targetTitle ?? `#${entry.targetId}`}
              </td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {log.pageInfo.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            void fetchMore({
              variables: { first: PAGE, after: log.pageInfo.endCursor },
              updateQuery: appendPage('moderationLog'),
            })
          }
        >
          Show more
        </button>
      ) : null}
    </section>
  );
}
