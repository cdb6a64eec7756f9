import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { statsPath, type StatsScope } from '../paths';
import { STATS_TEXTS } from '../texts';

/**
 * "Stats" for the owner: on a details page when the API's `viewerCan.edit` says the work is the
 * viewer's (`owner`), on a profile when the profile is the viewer's own (`profileUserId`).
 */
export function StatsLink({
  scope,
  owner,
  profileUserId,
  className = 'button button--ghost button--large',
}: {
  scope: StatsScope;
  owner?: boolean;
  profileUserId?: number;
  className?: string;
}) {
  const { user } = useAuth();
  const mine = owner === true || (profileUserId !== undefined && user?.id === profileUserId);
  if (!user || !mine) return null;
  return (
    <Link className={className} to={statsPath(scope)}>
      {STATS_TEXTS.linkLabel}
    </Link>
  );
}
