import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useParams } from 'react-router-dom';
import { ProfileHeader } from '../modules/profile/components/ProfileHeader';
import { ProfileTabs } from '../modules/profile/components/ProfileTabs';
import { ReportButton } from '../modules/moderation/components/ReportButton';
import { RoleControl } from '../modules/moderation/components/RoleControl';
import { userFeedPath } from '../modules/works/utils/paths';
import { USER_PROFILE_QUERY } from '../modules/profile/graphql/userProfile';
import { Spinner } from '../ui/Spinner';
import { metaDescription, usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';

export function ProfilePage() {
  const { username = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(USER_PROFILE_QUERY, {
    variables: { username },
  });
  const user = data?.user;
  usePageMeta({
    title: username,
    description: user
      ? metaDescription(user.bio || `${user.username} on Panelhouse Comics`)
      : undefined,
    image: user?.photoUrl,
    type: 'profile',
    feed: user
      ? { href: userFeedPath(user.username), title: `New issues by ${user.username}` }
      : undefined,
  });
  if (!user && loading) return <Spinner />;
  if (!user && error)
    return <p className="page form-message form-message--error">{MESSAGES.profileError}</p>;
  if (!user) return <NotFoundPage />;
  return (
    <div className="page page--wide">
      <ProfileHeader user={user} recheck={() => refetch()} />
      <div className="profile-moderation">
        <RoleControl user={user} />
        <ReportButton targetType="USER" targetId={user.id} ownerId={user.id} />
      </div>
      {/* A new profile starts again on the Works tab. */}
      <ProfileTabs key={user.id} userId={user.id} />
    </div>
  );
}
