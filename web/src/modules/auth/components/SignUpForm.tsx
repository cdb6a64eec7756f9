import { FormMessage } from '../../../ui/FormMessage';
import { TextField } from '../../../ui/TextField';
import { useSignUpForm } from '../hooks/useSignUpForm';

export function SignUpForm() {
  const { form, onSubmit, feedback, done } = useSignUpForm();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign up">
      <div className="form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
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
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <FormMessage feedback={feedback} />
      <button type="submit" className="button button--block" disabled={isSubmitting || done}>
        {isSubmitting ? 'Signing up…' : 'Sign Up'}
      </button>
    </form>
  );
}
