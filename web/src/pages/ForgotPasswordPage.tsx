import { ForgotPasswordForm } from '../modules/auth/components/ForgotPasswordForm';
import { usePageMeta } from '../ui/usePageMeta';

export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password' });
  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1>Forgot Password</h1>
        <p className="muted">
          Enter your account&apos;s email and we will send you a link to reset your password.
        </p>
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
