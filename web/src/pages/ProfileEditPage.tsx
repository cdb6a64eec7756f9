import { Navigate, useParams } from 'react-router-dom';
import { AboutMeForm } from '../modules/account/components/AboutMeForm';
import { DeactivateAccountSection } from '../modules/account/components/DeactivateAccountSection';
import { DeveloperTokensSection } from '../modules/account/components/DeveloperTokensSection';
import { LogOutEverywhereSection } from '../modules/account/components/LogOutEverywhereSection';
import { ProfilePhotosForm } from '../modules/account/components/ProfilePhotosForm';
import { useAuth } from '../modules/auth/hooks/useAuth';
import { NotificationPreferencesSection } from '../modules/notifications/components/NotificationPreferencesSection';
import { profilePath } from '../modules/works/utils/paths';
import { usePageMeta } from '../ui/usePageMeta';

/** Only the signed-in owner edits a profile; anyone else is sent to that user's profile. */
export function ProfileEditPage() {
  usePageMeta({ title: 'Edit Profile', noIndex: true });
  const { username = '' } = useParams();
  const { user } = useAuth();
  if (!user) return null;
  if (user.username.toLowerCase() !== username.toLowerCase()) {
    return <Navigate to={profilePath(username)} replace />;
  }
  return (
    <div className="page page--narrow">
      <h1>Edit Profile</h1>
      <ProfilePhotosForm />
      <AboutMeForm key={user.id} user={user} />
      <NotificationPreferencesSection />
      <DeveloperTokensSection />
      <LogOutEverywhereSection />
      <DeactivateAccountSection />
    </div>
  );
}
