import { FormMessage } from '../../../ui/FormMessage';
import { TextField } from '../../../ui/TextField';
import { useForgotPasswordForm } from '../hooks/useForgotPasswordForm';

export function ForgotPasswordForm() {
  const { form, onSubmit, feedback } = useForgotPasswordForm();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormMessage feedback={feedback} />
      <button type="submit" className="button button--block" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset token'}
      </button>
    </form>
  );
}
