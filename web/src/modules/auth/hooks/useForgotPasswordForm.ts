import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../apollo/errors';
import type { Feedback } from '../../../ui/FormMessage';
import { REQUEST_PASSWORD_RESET_MUTATION } from '../graphql/password';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../validation/schemas';

export function useForgotPasswordForm() {
  const [requestReset] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFeedback(null);
    try {
      await requestReset({ variables: { email } });
      setFeedback({ kind: 'success', text: MESSAGES.resetSent });
      form.reset();
    } catch (error) {
      setFeedback({ kind: 'error', text: errorMessage(error, MESSAGES.genericError) });
    }
  });

  return { form, onSubmit, feedback };
}
