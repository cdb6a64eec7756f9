import { useId, type ChangeEvent, type ReactNode } from 'react';

export type FileFieldProps = {
  label: ReactNode;
  accept?: string;
  error?: string;
  hint?: ReactNode;
  onFile: (file: File | null) => void;
  name: string;
};

/** A labelled single-file input; the chosen file is reported through `onFile`. */
export function FileField({ label, accept, error, hint, onFile, name }: FileFieldProps) {
  const id = `file${useId()}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field field--file">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
