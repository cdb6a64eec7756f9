import { UPLOADS } from '@shared/limits';
import { FileField } from '../../../ui/FileField';
import { IMAGE_ACCEPT } from '../validation/imageChecks';
import { FilePreview } from './FilePreview';

export type CoverFieldProps = {
  name: string;
  label: string;
  file: File | null;
  /** The cover on the server, shown until a replacement is chosen (edit screens). */
  currentUrl?: string | null;
  error?: string;
  onFile: (file: File | null) => void;
};

/** A cover thumbnail picker with the size guidance and a preview. */
export function CoverField({ name, label, file, currentUrl, error, onFile }: CoverFieldProps) {
  const { hint, maxSize } = UPLOADS.cover;
  return (
    <div className="cover-field">
      <FileField
        name={name}
        label={label}
        accept={IMAGE_ACCEPT}
        error={error}
        hint={
          <>
            {hint} (max {maxSize}).
            {currentUrl ? ' Leave empty to keep the current cover.' : null}
          </>
        }
        onFile={onFile}
      />
      {file ? (
        <FilePreview file={file} alt={`${label} preview`} className="cover-field__preview" />
      ) : currentUrl ? (
        <img
          src={currentUrl}
          alt={`Current ${label.toLowerCase()}`}
          className="cover-field__preview"
        />
      ) : null}
    </div>
  );
}
