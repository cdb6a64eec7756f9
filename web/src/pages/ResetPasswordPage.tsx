import { useParams } from 'react-router-dom';
import { ResetPasswordForm } from '../modules/auth/components/ResetPasswordForm';
import { usePageMeta } from '../ui/usePageMeta';

export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', noIndex: true });
  const { resetToken = '' } = useParams();
  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1>Reset Password</h1>
        <ResetPasswordForm token={resetToken} />
      </div>
    </div>
  );
}
