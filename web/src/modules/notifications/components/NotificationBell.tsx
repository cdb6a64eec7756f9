import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { UNREAD_NOTIFICATION_COUNT_QUERY } from '../graphql/notifications';
import { notificationsPath } from '../utils/notificationText';
import '../notifications.css';

/** The bell polls this often; focusing the window asks at once. */
export const BELL_POLL_MS = 60_000;

function BellIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The signed-in reader's bell: a link to the notifications page with the unread count. The
 * count sits over the icon in a fixed box, so nothing moves while it loads or changes; its
 * accessible name carries the number ("Notifications, 3 unread").
 */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { data, refetch } = useQuery(UNREAD_NOTIFICATION_COUNT_QUERY, {
    pollInterval: BELL_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const count = data?.unreadNotificationCount ?? 0;
  return (
    <Link
      to={notificationsPath()}
      className="icon-button notification-bell"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      onClick={onNavigate}
    >
      <BellIcon />
      <span className="notification-bell__count" aria-hidden="true" hidden={count === 0}>
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
