import { useQuery } from '@apollo/client/react';
import { MODERATION_QUEUE_QUERY } from '../graphql/moderation';
import { QueueItem } from './QueueItem';
import { appendPage } from '../../../apollo/paging';

const PAGE = 20;

/** The open reports grouped by target and the open appeals, newest first. */
export function ModerationQueue() {
  const { data, loading, error, fetchMore, refetch } = useQuery(MODERATION_QUEUE_QUERY, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.moderationQueue;
  if (!queue && loading)
    return (
      <p role="status" className="moderation-queue__loading">
        Loading the queue…
      </p>
    );
  if (!queue || error)
    return (
      <p role="alert" className="form-message form-message--error">
        The queue could not be loaded. Try again later.
      </p>
    );
  if (queue.nodes.length === 0) return <p>Nothing to review. The queue is empty.</p>;
  return (
    <section aria-label="Moderation queue">
      <p>
        {queue.totalCount} {queue.totalCount === 1 ? 'item' : 'items'} to review.
      </p>
      <ul className="moderation-queue">
        {queue.nodes.map((node) => (
          <QueueItem key={node.id} node={node} onDone={() => void refetch()} />
        ))}
      </ul>
      {queue.pageInfo.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            void fetchMore({
              variables: { first: PAGE, after: queue.pageInfo.endCursor },
              updateQuery: appendPage('moderationQueue'),
            })
          }
        >
          Show more
        </button>
      ) : null}
    </section>
  );
}
