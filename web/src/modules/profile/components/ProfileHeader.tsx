import { abbreviateCount } from '@shared/limits';
import type { UserProfileQuery } from '../../../gql/graphql';
import { Avatar } from '../../../ui/Avatar';
import { FeedLink } from '../../../ui/FeedLink';
import { userFeedPath } from '../../works/utils/paths';
import { StatsLink } from '../../stats/components/StatsLink';
import { SubscribeButton } from './SubscribeButton';

type ProfileUser = NonNullable<UserProfileQuery['user']>;

export function ProfileHeader({
  user,
  recheck,
}: {
  user: ProfileUser;
  recheck: () => Promise<unknown>;
}) {
  return (
    <header className="profile-header">
      <div
        className="profile-header__background"
        style={
          user.backgroundPhotoUrl
            ? { backgroundImage: `url(${JSON.stringify(user.backgroundPhotoUrl)})` }
            : undefined
        }
      />
      <div className="profile-header__body">
        <Avatar src={user.photoUrl} name={user.username} size={112} />
        <div className="profile-header__text">
          <h1>{user.username}</h1>
          <p className="profile-header__role">{user.role.toLowerCase()}</p>
          <dl className="profile-header__counts">
            <div>
              <dt>Subscribers</dt>
              <dd>{abbreviateCount(user.subscriberCount)}</dd>
            </div>
            <div>
              <dt>Subscribed</dt>
              <dd>{abbreviateCount(user.subscriptionCount)}</dd>
            </div>
          </dl>
          {user.bio ? <p className="profile-header__bio">{user.bio}</p> : null}
          <FeedLink href={userFeedPath(user.username)} what={`new issues by ${user.username}`} />
          <StatsLink
            scope={{ kind: 'creator' }}
            profileUserId={user.id}
            className="button button--ghost button--small"
          />
        </div>
        <SubscribeButton user={user} recheck={recheck} />
      </div>
    </header>
  );
}
