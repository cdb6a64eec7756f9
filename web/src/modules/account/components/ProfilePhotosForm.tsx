import { UPLOADS } from '@shared/limits';
import { FileField } from '../../../ui/FileField';
import { FormMessage } from '../../../ui/FormMessage';
import { useProfilePhotosForm } from '../hooks/useProfilePhotosForm';
import { PHOTO_TYPES } from '../validation/schemas';

const ACCEPT = PHOTO_TYPES.join(',');

export function ProfilePhotosForm() {
  const { form, onSubmit, setPhoto, feedback, progress, inputsKey, canSubmit } =
    useProfilePhotosForm();
  const {
    formState: { errors, isSubmitting },
  } = form;

  return (
    <section className="card" aria-labelledby="photos-heading">
      <h2 id="photos-heading">Change Profile Photos</h2>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Change profile photos">
        <p className="form__note">
          Choose a new profile photo, background photo, or both (JPEG, PNG or WebP, up to{' '}
          {UPLOADS.profilePhoto.maxSize}). Changes may take some time to appear.
        </p>
        <div key={inputsKey}>
          <FileField
            name="profilePhoto"
            label="Profile photo"
            accept={ACCEPT}
            error={errors.profilePhoto?.message || undefined}
            onFile={(file) => setPhoto('profilePhoto', file)}
          />
          <FileField
            name="backgroundPhoto"
            label="Background photo"
            accept={ACCEPT}
            error={errors.backgroundPhoto?.message}
            onFile={(file) => setPhoto('backgroundPhoto', file)}
          />
        </div>
        {progress !== null && isSubmitting ? (
          <progress className="progress" max={100} value={progress} aria-label="Upload progress">
            {progress}%
          </progress>
        ) : null}
        <FormMessage feedback={feedback} />
        <button type="submit" className="button" disabled={!canSubmit}>
          {isSubmitting ? 'Uploading…' : 'Update Photos'}
        </button>
      </form>
    </section>
  );
}
