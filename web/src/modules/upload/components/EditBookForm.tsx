import { BOOK_STATUSES } from '@shared/limits';
import { FormProvider } from 'react-hook-form';
import type { BookStatus } from '../../../gql/graphql';
import { useEditBookForm, type EditableBook } from '../hooks/useEditBookForm';
import { BookFields } from './BookFields';
import { ProgressModal } from './ProgressModal';

const STATUS_OPTIONS = BOOK_STATUSES.map((status) => ({
  value: status.toUpperCase() as BookStatus,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

export function EditBookForm({ book }: { book: EditableBook }) {
  const { form, onSubmit, autoSlug, progress, closeProgress } = useEditBookForm(book);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const busy = isSubmitting || progress.phase === 'uploading';
  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit book">
        <section className="card" aria-labelledby="book-heading">
          <h2 id="book-heading">Book Details</h2>
          <div className="form">
            <BookFields {...autoSlug} currentCoverUrl={book.cover.url} />
            <fieldset className="fieldset" aria-invalid={errors.status ? true : undefined}>
              <legend>Status</legend>
              <div className="choice-row">
                {STATUS_OPTIONS.map((option) => (
                  <label key={option.value} className="checkbox">
                    <input type="radio" value={option.value} {...register('status')} />
                    {option.label}
                  </label>
                ))}
              </div>
              {errors.status?.message ? (
                <p className="field-error">{errors.status.message}</p>
              ) : null}
            </fieldset>
          </div>
        </section>
        <button type="submit" className="button button--large" disabled={busy}>
          Save Book
        </button>
      </form>
      <ProgressModal state={progress} onClose={closeProgress} />
    </FormProvider>
  );
}
