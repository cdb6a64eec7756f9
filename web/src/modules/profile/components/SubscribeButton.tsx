import { MESSAGES } from '@shared/limits';
import { Link } from 'react-router-dom';
import type { UserProfileQuery } from '../../../gql/graphql';
import { useAuth } from '../../auth/hooks/useAuth';
import { profileEditPath } from '../../works/utils/paths';
import { useSubscription } from '../hooks/useSubscription';

type ProfileUser = NonNullable<UserProfileQuery['user']>;

function ToggleSubscription({
  user,
  recheck,
}: {
  user: ProfileUser;
  recheck: () => Promise<unknown>;
}) {
  const { busy, toggle, error } = useSubscription(user.id, user.viewerIsSubscribed, recheck);
  return (
    <div className="subscribe">
      <button
        type="button"
        className={user.viewerIsSubscribed ? 'button button--ghost' : 'button'}
        onClick={toggle}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? MESSAGES.working : user.viewerIsSubscribed ? 'Unsubscribe' : 'Subscribe'}
      </button>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Edit for the owner, else Unsubscribe or Subscribe; nothing for anonymous visitors. */
export function SubscribeButton({
  user,
  recheck,
}: {
  user: ProfileUser;
  recheck: () => Promise<unknown>;
}) {
  const { user: viewer } = useAuth();
  if (!viewer) return null;
  if (viewer.id === user.id) {
    return (
      <Link to={profileEditPath(user.username)} className="button">
        Edit
      </Link>
    );
  }
  return <ToggleSubscription user={user} recheck={recheck} />;
}
