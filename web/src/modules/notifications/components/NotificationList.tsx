import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../../ui/formatDate';
import { Spinner } from '../../../ui/Spinner';
import {
  MARK_ALL_NOTIFICATIONS_READ_MUTATION,
  MARK_NOTIFICATIONS_READ_MUTATION,
  NOTIFICATIONS_QUERY,
  UNREAD_NOTIFICATION_COUNT_QUERY,
} from '../graphql/notifications';
import { describeNotification, type NotificationNode } from '../utils/notificationText';
import '../notifications.css';
import { appendPage } from '../../../apollo/paging';

const PAGE_SIZE = 20;

/**
 * The viewer's notifications, newest first. Unread ones are marked (a badge screen readers
 * read too); opening one marks it read; "Mark all read" clears them all; more load on request.
 * The bell's count is told the new number each time.
 */
export function NotificationList() {
  const { data, loading, refetch, fetchMore } = useQuery(NOTIFICATIONS_QUERY, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [markRead] = useMutation(MARK_NOTIFICATIONS_READ_MUTATION);
  const [markAll, { loading: markingAll }] = useMutation(MARK_ALL_NOTIFICATIONS_READ_MUTATION);
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = data?.notifications;

  if (!list && loading) return <Spinner />;
  if (!list)
    return (
      <div role="alert" className="form-message form-message--error">
        <p>{MESSAGES.genericError}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  if (list.edges.length === 0) return <p className="muted">{MESSAGES.noNotifications}</p>;

  const isRead = (n: NotificationNode) => allRead || n.read || readNow.has(n.id);
  const unreadShown = list.edges.some(({ node }) => !isRead(node));
  async function open(n: NotificationNode) {
    if (isRead(n)) return;
    setReadNow((before) => new Set(before).add(n.id));
    try {
      await markRead({
        variables: { ids: [n.id] },
        update: (cache, { data: result }) => {
          if (result)
            cache.writeQuery({
              query: UNREAD_NOTIFICATION_COUNT_QUERY,
              data: { unreadNotificationCount: result.markNotificationsRead.unreadCount },
            });
        },
      });
    } catch {
      // Still unread on the server: show it so.
      setReadNow((before) => {
        const next = new Set(before);
        next.delete(n.id);
        return next;
      });
    }
  }

  async function markAllRead() {
    setError(null);
    try {
      await markAll({
        update: (cache, { data: result }) => {
          if (result)
            cache.writeQuery({
              query: UNREAD_NOTIFICATION_COUNT_QUERY,
              data: { unreadNotificationCount: result.markAllNotificationsRead.unreadCount },
            });
        },
      });
      setAllRead(true);
    } catch {
      setError(MESSAGES.genericError);
    }
  }
  async function loadMore() {
    if (!list?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: PAGE_SIZE, after: list.pageInfo.endCursor },
        updateQuery: appendPage('notifications'),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <div className="notifications__toolbar">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void markAllRead()}
          disabled={!unreadShown || markingAll}
          aria-busy={markingAll || undefined}
        >
          Mark all read
        </button>
      </div>
      {error ? (
        <p role="alert" className="form-message form-message--error">
          {error}
        </p>
      ) : null}
      <ul className="notification-list" aria-label="Notifications">
        {list.edges.map(({ cursor, node }) => {
          const read = isRead(node);
          const text = describeNotification(node);
          return (
            <li
              key={cursor}
              className="notification-list__item"
              data-unread={read ? undefined : true}
            >
              {node.link ? (
                <Link
                  to={node.link}
                  className="notification-list__link"
                  onClick={() => void open(node)}
                >
                  {text}
                </Link>
              ) : (
                <span className="notification-list__text">{text}</span>
              )}
              <p className="muted notification-list__meta">
                <time dateTime={node.createdAt}>{formatShortDate(node.createdAt)}</time>
                {read ? null : (
                  <>
                    {' '}
                    <span className="unread-badge">Unread</span>{' '}
                    {node.link ? null : (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => void open(node)}
                      >
                        Mark read
                      </button>
                    )}
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
      {list.pageInfo.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void loadMore()}
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
        >
          {loadingMore ? MESSAGES.working : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
