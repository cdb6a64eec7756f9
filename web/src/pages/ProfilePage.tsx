import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useParams } from 'react-router-dom';
import { ProfileHeader } from '../modules/profile/components/ProfileHeader';
import { USER_PROFILE_QUERY } from '../modules/profile/graphql/userProfile';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';

export function ProfilePage() {
  const { username = '' } = useParams();
  usePageMeta({ title: username });
  const { data, loading, error } = useQuery(USER_PROFILE_QUERY, { variables: { username } });
  if (loading) return <Spinner />;
  if (error)
    return <p className="page form-message form-message--error">{MESSAGES.profileError}</p>;
  if (!data?.user) return <NotFoundPage />;
  return (
    <div className="page page--wide">
      <ProfileHeader user={data.user} />
    </div>
  );
}
