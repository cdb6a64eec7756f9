import { Link, Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { usePageMeta } from '../../../ui/usePageMeta';
import { isStaffRole } from '../labels';

/** Moderators' and admins' routes (inside RequireAuth): anyone else gets a friendly 403. */
export function StaffOnly() {
  const { user } = useAuth();
  if (!user) return null;
  if (!isStaffRole(user.role)) return <Forbidden />;
  return <Outlet />;
}

function Forbidden() {
  usePageMeta({ title: 'Moderators only', noIndex: true });
  return (
    <div className="page">
      <h1>Moderators only</h1>
      <p>
        This page is for the site&apos;s moderators. If you came here to report something, use the
        Report button next to it.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
