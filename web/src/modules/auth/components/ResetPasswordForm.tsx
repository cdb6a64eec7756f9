import { FormMessage } from '../../../ui/FormMessage';
import { TextField } from '../../../ui/TextField';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';

export function ResetPasswordForm({ token }: { token: string }) {
  const { form, onSubmit, feedback, done } = useResetPasswordForm(token);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Reset password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <FormMessage feedback={feedback} />
      <button type="submit" className="button button--block" disabled={isSubmitting || done}>
        {isSubmitting ? 'Saving…' : 'Reset Password'}
      </button>
    </form>
  );
}
