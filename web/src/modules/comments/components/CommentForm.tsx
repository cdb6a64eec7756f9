import { LIMITS, MESSAGES } from '@shared/limits';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../apollo/errors';

export type CommentFormValues = { body: string; spoiler: boolean; pageNumber: number | null };

/**
 * Writing a comment, a reply or an edit: a text area with a character counter, the spoiler
 * checkbox and (top-level comments) the page it is about. The server checks everything again;
 * its message is shown as it comes.
 */
export function CommentForm({
  label,
  submitLabel,
  pageCount,
  initial,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  /** Pages to choose from; 0 hides the page select (replies and edits). */
  pageCount: number;
  initial?: Partial<CommentFormValues>;
  onSubmit: (values: CommentFormValues) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState(initial?.body ?? '');
  const [spoiler, setSpoiler] = useState(initial?.spoiler ?? false);
  const [page, setPage] = useState<string>(initial?.pageNumber ? String(initial.pageNumber) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = LIMITS.comment.bodyMax;
  const length = body.trim().length;
  const over = body.length > max;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || over) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ body, spoiler, pageNumber: page ? Number(page) : null });
      if (!initial) {
        setBody('');
        setSpoiler(false);
        setPage('');
      }
    } catch (e) {
      setError(errorMessage(e, MESSAGES.genericError));
    }
    setBusy(false);
  };

  return (
    <form className="comment-form" onSubmit={submit} aria-busy={busy || undefined}>
      <label htmlFor={`${id}-body`} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        className="comment-form__body"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        placeholder={label}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        autoFocus={autoFocus}
      />
      <div className="comment-form__row">
        <span
          id={`${id}-count`}
          className={over ? 'comment-form__count is-over' : 'comment-form__count muted'}
          aria-live="polite"
        >
          {body.length} / {max}
        </span>
        <label className="comment-form__check">
          <input type="checkbox" checked={spoiler} onChange={(e) => setSpoiler(e.target.checked)} />{' '}
          Spoiler
        </label>
        {pageCount > 0 ? (
          <label className="comment-form__page">
            On page{' '}
            <select value={page} onChange={(e) => setPage(e.target.value)}>
              <option value="">none</option>
              {Array.from({ length: pageCount }, (_v, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <span className="button-row">
          {onCancel ? (
            <button type="button" className="button button--small button--ghost" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
          <button
            type="submit"
            className="button button--small"
            disabled={busy || length === 0 || over}
          >
            {submitLabel}
          </button>
        </span>
      </div>
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
