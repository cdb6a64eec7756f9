import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../ui/TextField';
import { localTimeZone } from '../utils/releaseAt';

/**
 * Optional scheduled release of an issue: a labelled `datetime-local` input (keyboard
 * operable like any input) whose hint names the time zone it is read in.
 */
export function ReleaseAtField({ label = 'Release at (optional)' }: { label?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ releaseAt?: string }>();
  return (
    <TextField
      type="datetime-local"
      label={label}
      hint={`Your time zone: ${localTimeZone()}. Leave empty to publish at once; until then only you see the issue.`}
      error={errors.releaseAt?.message}
      {...register('releaseAt')}
    />
  );
}
