import { Link } from 'react-router-dom';
import { FormMessage } from '../../../ui/FormMessage';
import { TextField } from '../../../ui/TextField';
import { useLoginForm } from '../hooks/useLoginForm';

export function LoginForm() {
  const { form, onSubmit, feedback, done } = useLoginForm();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Login">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="form__aside">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <FormMessage feedback={feedback} />
      <button type="submit" className="button button--block" disabled={isSubmitting || done}>
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
