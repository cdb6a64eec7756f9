import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../apollo/errors';
import type { Feedback } from '../../../ui/FormMessage';
import { REDIRECT_DELAY_MS, useTimeouts } from '../../../ui/timing';
import { RESET_PASSWORD_MUTATION } from '../graphql/password';
import { resetPasswordSchema, type ResetPasswordValues } from '../validation/schemas';
import { useAuth } from './useAuth';

export function useResetPasswordForm(token: string) {
  const [resetPassword] = useMutation(RESET_PASSWORD_MUTATION);
  const { isAuthenticated, logOut } = useAuth();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword, newPasswordConfirm }) => {
    setFeedback(null);
    try {
      await resetPassword({
        variables: { input: { token, password: newPassword, passwordConfirm: newPasswordConfirm } },
      });
      // Any active session belongs to the old password: end it first.
      if (isAuthenticated) logOut();
      setFeedback({ kind: 'success', text: MESSAGES.resetDone });
      schedule(() => navigate('/login'), REDIRECT_DELAY_MS);
    } catch (error) {
      setFeedback({ kind: 'error', text: errorMessage(error, MESSAGES.genericError) });
    }
  });

  return { form, onSubmit, feedback, done: feedback?.kind === 'success' };
}
