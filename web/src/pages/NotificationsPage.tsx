import { NotificationList } from '../modules/notifications/components/NotificationList';
import { usePageMeta } from '../ui/usePageMeta';

/** /notifications (signed in): what the reader has been told about, newest first. */
export function NotificationsPage() {
  usePageMeta({ title: 'Notifications', noIndex: true });
  return (
    <div className="page page--narrow notifications">
      <h1>Notifications</h1>
      <NotificationList />
    </div>
  );
}
