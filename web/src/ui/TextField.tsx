import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

type FieldChrome = { label: ReactNode; error?: string; hint?: ReactNode };

function useFieldIds(id: string | undefined, hint: unknown, error: string | undefined) {
  const auto = useId();
  const inputId = id ?? `field${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

function FieldExtras({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
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
    </>
  );
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  FieldChrome & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose hint and error are linked with aria-describedby. */
export function TextField({ label, error, hint, id, className, ref, ...rest }: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldExtras hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldChrome & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldExtras hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
