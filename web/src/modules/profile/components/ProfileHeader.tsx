import { Link } from 'react-router-dom';
import type { UserProfileQuery } from '../../../gql/graphql';
import { Avatar } from '../../../ui/Avatar';
import { useAuth } from '../../auth/hooks/useAuth';

type ProfileUser = NonNullable<UserProfileQuery['user']>;

export function ProfileHeader({ user }: { user: ProfileUser }) {
  const { user: viewer } = useAuth();
  const isOwner = viewer?.id === user.id;
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
          {user.bio ? <p className="profile-header__bio">{user.bio}</p> : null}
        </div>
        {isOwner ? (
          <Link to={`/profile/${encodeURIComponent(user.username)}/edit`} className="button">
            Edit
          </Link>
        ) : null}
      </div>
    </header>
  );
}
