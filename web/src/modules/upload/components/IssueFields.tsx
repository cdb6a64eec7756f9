import { LIMITS } from '@shared/limits';
import { useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../ui/TextField';
import type { IssueFieldValues } from '../validation/schemas';
import { CoverField } from './CoverField';

/** Title, description and cover of an issue. */
export function IssueFields({ currentCoverUrl }: { currentCoverUrl?: string | null }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<IssueFieldValues>();
  const descriptionLength = watch('issueDescription')?.length ?? 0;
  const cover = watch('issueCoverPhoto');

  return (
    <>
      <TextField
        label="Issue title"
        error={errors.issueTitle?.message}
        {...register('issueTitle')}
      />
      <TextAreaField
        label="Issue description"
        rows={4}
        hint={`${descriptionLength}/${LIMITS.descriptionMax} characters`}
        error={errors.issueDescription?.message}
        {...register('issueDescription')}
      />
      <CoverField
        name="issueCoverPhoto"
        label={currentCoverUrl ? 'Replace issue cover' : 'Issue cover'}
        file={cover}
        currentUrl={currentCoverUrl}
        error={errors.issueCoverPhoto?.message}
        onFile={(file) =>
          setValue('issueCoverPhoto', file, { shouldDirty: true, shouldValidate: true })
        }
      />
    </>
  );
}
