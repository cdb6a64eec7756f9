import { FormProvider } from 'react-hook-form';
import type { SessionUser } from '../../auth/hooks/authContext';
import { useUploadBookForm } from '../hooks/useUploadBookForm';
import { BookFields } from './BookFields';
import { IssueContentFields } from './IssueContentFields';
import { IssueFields } from './IssueFields';
import { ProgressModal } from './ProgressModal';

/** A new book with its first issue, sent as one createBook upload. */
export function UploadBookForm({ user }: { user: SessionUser }) {
  const { form, onSubmit, autoSlug, progress, closeProgress } = useUploadBookForm(user);
  const busy = form.formState.isSubmitting || progress.phase === 'uploading';
  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Upload a book">
        <section className="card" aria-labelledby="book-heading">
          <h2 id="book-heading">Book</h2>
          <div className="form">
            <BookFields {...autoSlug} />
          </div>
        </section>
        <section className="card" aria-labelledby="issue-heading">
          <h2 id="issue-heading">First Issue</h2>
          <div className="form">
            <IssueFields />
          </div>
        </section>
        <IssueContentFields allowArchive />
        <button type="submit" className="button button--large" disabled={busy}>
          Upload
        </button>
      </form>
      <ProgressModal state={progress} onClose={closeProgress} />
    </FormProvider>
  );
}
