import { Link } from 'react-router-dom';
import { SignUpForm } from '../modules/auth/components/SignUpForm';
import { usePageMeta } from '../ui/usePageMeta';

export function SignUpPage() {
  usePageMeta({ title: 'Sign Up' });
  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1>Sign Up</h1>
        <p className="muted">
          Create, bookmark and read comics, follow your favourite authors and be notified of their
          new issues.
        </p>
        <SignUpForm />
        <p className="auth-card__switch">
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </div>
    </div>
  );
}
