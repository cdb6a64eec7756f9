import { Link } from 'react-router-dom';
import { LoginForm } from '../modules/auth/components/LoginForm';
import { usePageMeta } from '../ui/usePageMeta';

export function LoginPage() {
  usePageMeta({ title: 'Login' });
  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1>Login</h1>
        <LoginForm />
        <p className="auth-card__switch">
          New here? <Link to="/sign-up">Sign Up</Link>
        </p>
      </div>
    </div>
  );
}
