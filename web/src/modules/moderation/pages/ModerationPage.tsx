import { NavLink } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { usePageMeta } from '../../../ui/usePageMeta';
import { ModerationLog } from '../components/ModerationLog';
import { ModerationQueue } from '../components/ModerationQueue';
import { moderationLogPath, moderationPath } from '../paths';

/** /moderation (the queue) and /moderation/log (the audit log, admins): staff only (StaffOnly). */
export function ModerationPage({ tab }: { tab: 'queue' | 'log' }) {
  const { user } = useAuth();
  const isAdmin = user?.role === 'ADMIN';
  usePageMeta({ title: tab === 'log' ? 'Audit log' : 'Moderation', noIndex: true });
  return (
    <div className="page page--wide moderation">
      <h1>Moderation</h1>
      {isAdmin ? (
        <nav aria-label="Moderation sections" className="moderation__tabs">
          <NavLink to={moderationPath()} end>
            Queue
          </NavLink>
          <NavLink to={moderationLogPath()}>Audit log</NavLink>
        </nav>
      ) : null}
      {tab === 'log' ? (
        isAdmin ? (
          <ModerationLog />
        ) : (
          <p>Only admins read the audit log.</p>
        )
      ) : (
        <ModerationQueue />
      )}
    </div>
  );
}
