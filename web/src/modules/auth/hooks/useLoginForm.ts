import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Feedback } from '../../../ui/FormMessage';
import { REDIRECT_DELAY_MS, useTimeouts } from '../../../ui/timing';
import { logInSchema, type LogInValues } from '../validation/schemas';
import { useAuth } from './useAuth';

export function useLoginForm() {
  const { logIn } = useAuth();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<LogInValues>({
    resolver: yupResolver(logInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    const outcome = await logIn(values);
    if (outcome.ok) {
      setFeedback({
        kind: 'success',
        text: outcome.isReactivated ? MESSAGES.reactivated : MESSAGES.loginSuccess,
      });
      schedule(() => navigate('/'), REDIRECT_DELAY_MS);
    } else {
      setFeedback({ kind: 'error', text: outcome.message });
    }
  });

  return { form, onSubmit, feedback, done: feedback?.kind === 'success' };
}
