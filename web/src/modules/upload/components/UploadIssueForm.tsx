import { FormProvider } from 'react-hook-form';
import { useUploadIssueForm } from '../hooks/useUploadIssueForm';
import type { WorkCreditValue } from '../validation/credits';
import { IssueContentFields } from './IssueContentFields';
import { IssueFields } from './IssueFields';
import { ProgressModal } from './ProgressModal';
import { ReleaseAtField } from './ReleaseAtField';

/** The next issue of a book, sent as one createIssue upload. */
export function UploadIssueForm({
  bookId,
  initialCredits,
}: {
  bookId: number;
  initialCredits: WorkCreditValue[];
}) {
  const { form, onSubmit, progress, closeProgress } = useUploadIssueForm(bookId, initialCredits);
  const busy = form.formState.isSubmitting || progress.phase === 'uploading';
  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Add an issue">
        <section className="card" aria-labelledby="issue-heading">
          <h2 id="issue-heading">Issue</h2>
          <div className="form">
            <IssueFields />
            <ReleaseAtField />
          </div>
        </section>
        <IssueContentFields allowArchive />
        <button type="submit" className="button button--large" disabled={busy}>
          Upload Issue
        </button>
      </form>
      <ProgressModal state={progress} onClose={closeProgress} />
    </FormProvider>
  );
}
