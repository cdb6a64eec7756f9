import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Feedback } from '../../../ui/FormMessage';
import { PROFILE_FORM_RESET_MS, useTimeouts } from '../../../ui/timing';
import type { SessionUser } from '../../auth/hooks/authContext';
import { useAuth } from '../../auth/hooks/useAuth';
import { profileEditPath } from '../../works/utils/paths';
import { UPDATE_PROFILE_MUTATION } from '../graphql/profile';
import { profileSchema, type ProfileValues } from '../validation/schemas';

export function profileValues(user: SessionUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email ?? '',
    bio: user.bio,
  };
}

export function useProfileForm(user: SessionUser) {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const [updateProfile] = useMutation(UPDATE_PROFILE_MUTATION);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    mode: 'onChange',
    defaultValues: profileValues(user),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const { data } = await updateProfile({ variables: { input: values } });
      const updated = data?.updateProfile;
      if (!updated) throw new Error('Profile update failed');
      // A new username moves the edit page; navigate and update the session in one render.
      if (updated.username !== user.username) {
        navigate(profileEditPath(updated.username), { replace: true });
      }
      setUser(updated);
      setFeedback({ kind: 'success', text: MESSAGES.profileUpdated });
      schedule(() => {
        form.reset(profileValues(updated));
        setFeedback(null);
      }, PROFILE_FORM_RESET_MS);
    } catch {
      setFeedback({ kind: 'error', text: MESSAGES.profileFormFailure });
    }
  });

  return { form, onSubmit, feedback };
}
