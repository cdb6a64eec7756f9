import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Feedback } from '../../../ui/FormMessage';
import { REDIRECT_DELAY_MS, useTimeouts } from '../../../ui/timing';
import { signUpSchema, type SignUpValues } from '../validation/schemas';
import { useAuth } from './useAuth';

export function useSignUpForm() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      passwordConfirm: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    const outcome = await signUp(values);
    if (outcome.ok) {
      setFeedback({ kind: 'success', text: MESSAGES.signUpSuccess });
      schedule(() => navigate('/'), REDIRECT_DELAY_MS);
    } else {
      setFeedback({ kind: 'error', text: outcome.message });
    }
  });

  return { form, onSubmit, feedback, done: feedback?.kind === 'success' };
}
