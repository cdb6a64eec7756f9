import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { uploadRequest } from '../../../apollo/upload';
import type { UpdateProfilePhotosMutationVariables } from '../../../gql/graphql';
import type { Feedback } from '../../../ui/FormMessage';
import { PROFILE_FORM_RESET_MS, useTimeouts } from '../../../ui/timing';
import { useAuth } from '../../auth/hooks/useAuth';
import { UPDATE_PROFILE_PHOTOS_MUTATION } from '../graphql/profile';
import { photosSchema, type PhotosValues } from '../validation/schemas';

export function useProfilePhotosForm() {
  const { setUser } = useAuth();
  const schedule = useTimeouts();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // File inputs cannot be cleared through React state; a new key remounts them.
  const [inputsKey, setInputsKey] = useState(0);
  const form = useForm<PhotosValues>({
    resolver: yupResolver(photosSchema) as unknown as Resolver<PhotosValues>,
    mode: 'onChange',
    defaultValues: { profilePhoto: null, backgroundPhoto: null },
  });

  function setPhoto(name: keyof PhotosValues, file: File | null) {
    setFeedback(null);
    form.setValue(name, file, { shouldDirty: true });
    // Both fields take part in the "at least one" rule, so validate them together.
    void form.trigger();
  }

  const onSubmit = form.handleSubmit(async ({ profilePhoto, backgroundPhoto }) => {
    setFeedback(null);
    setProgress(0);
    const variables: UpdateProfilePhotosMutationVariables = {};
    if (profilePhoto) variables.profilePhoto = profilePhoto;
    if (backgroundPhoto) variables.backgroundPhoto = backgroundPhoto;
    try {
      const result = await uploadRequest({
        document: UPDATE_PROFILE_PHOTOS_MUTATION,
        variables,
        onProgress: ({ percent }) => setProgress(percent),
      });
      const user = result.data?.updateProfilePhotos;
      if (!user || result.errors?.length) throw new Error('Photo update failed');
      setUser(user);
      setFeedback({ kind: 'success', text: MESSAGES.photoUpdated });
      schedule(() => {
        form.reset();
        setInputsKey((key) => key + 1);
        setFeedback(null);
        setProgress(null);
      }, PROFILE_FORM_RESET_MS);
    } catch {
      setProgress(null);
      setFeedback({ kind: 'error', text: MESSAGES.profileFormFailure });
    }
  });

  // RHF keeps `isValid` from before a reset, so the "at least one photo" rule is also checked here.
  const [profilePhoto, backgroundPhoto] = form.watch(['profilePhoto', 'backgroundPhoto']);
  const canSubmit =
    form.formState.isValid &&
    Boolean(profilePhoto || backgroundPhoto) &&
    !form.formState.isSubmitting;

  return { form, onSubmit, setPhoto, feedback, progress, inputsKey, canSubmit };
}
