import { abbreviateCount } from '@shared/limits';
import { Link } from 'react-router-dom';
import type { UserCardFragment } from '../../../gql/graphql';
import { Avatar } from '../../../ui/Avatar';
import { profilePath } from '../../works/utils/paths';

export function subscriberText(count: number): string {
  return `${abbreviateCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;
}

/** Photo, username and subscriber count, linking to the profile. */
export function UserCard({ user }: { user: UserCardFragment }) {
  return (
    <article className="user-card">
      <Avatar src={user.photoUrl} name={user.username} size={72} />
      <h3 className="user-card__name">
        <Link to={profilePath(user.username)}>{user.username}</Link>
      </h3>
      <p className="user-card__count muted">{subscriberText(user.subscriberCount)}</p>
    </article>
  );
}
