import { LIMITS } from '@shared/limits';
import { FormMessage } from '../../../ui/FormMessage';
import { TextAreaField, TextField } from '../../../ui/TextField';
import type { SessionUser } from '../../auth/hooks/authContext';
import { useProfileForm } from '../hooks/useProfileForm';

export function AboutMeForm({ user }: { user: SessionUser }) {
  const { form, onSubmit, feedback } = useProfileForm(user);
  const {
    register,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const bioLength = watch('bio')?.length ?? 0;

  return (
    <section className="card" aria-labelledby="about-heading">
      <h2 id="about-heading">About Me</h2>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="About me">
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
        <TextAreaField
          label="Bio"
          rows={4}
          hint={`${bioLength}/${LIMITS.bioMax} characters`}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <FormMessage feedback={feedback} />
        <button type="submit" className="button" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Update Profile'}
        </button>
      </form>
    </section>
  );
}
