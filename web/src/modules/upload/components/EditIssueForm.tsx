import { FormProvider } from 'react-hook-form';
import {
  useEditIssueForm,
  type EditableIssue,
  type PageTextsById,
} from '../hooks/useEditIssueForm';
import { IssueContentFields } from './IssueContentFields';
import { IssueFields } from './IssueFields';
import { ProgressModal } from './ProgressModal';
import { ReleaseAtField } from './ReleaseAtField';
import { formatReleaseAt } from '../../../ui/formatDate';

export function EditIssueForm({
  issue,
  pageTexts,
}: {
  issue: EditableIssue;
  /** The pages' stored alt texts and transcripts. */
  pageTexts?: PageTextsById;
}) {
  const { form, onSubmit, onRemovePage, restorePage, progress, closeProgress } = useEditIssueForm(
    issue,
    pageTexts,
  );
  const toBeRemoved = form.watch('issueAssetsToBeRemoved');
  const busy = form.formState.isSubmitting || progress.phase === 'uploading';
  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit issue">
        <section className="card" aria-labelledby="issue-heading">
          <h2 id="issue-heading">Issue Details</h2>
          {issue.isReleased ? null : (
            <p className="badge badge--scheduled">
              Scheduled for {formatReleaseAt(issue.releaseAt)}
            </p>
          )}
          <div className="form">
            <IssueFields currentCoverUrl={issue.cover.url} />
            {issue.isReleased ? null : <ReleaseAtField label="Release at" />}
          </div>
        </section>
        <IssueContentFields onRemovePage={onRemovePage} />
        {toBeRemoved.length > 0 ? (
          <section className="card" aria-labelledby="removed-heading">
            <h2 id="removed-heading">Pages to be removed</h2>
            <p className="form__note">These pages are deleted when you save.</p>
            <ul className="removed-pages" aria-label="Pages to be removed">
              {toBeRemoved.map((page) => (
                <li key={page.key}>
                  <img src={page.url} alt="" className="page-list__thumb" />
                  <span>{page.name || 'Current page'}</span>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => restorePage(page)}
                    aria-label={`Keep ${page.name || 'page'}`}
                  >
                    Keep
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <button type="submit" className="button button--large" disabled={busy}>
          Save Issue
        </button>
      </form>
      <ProgressModal state={progress} onClose={closeProgress} />
    </FormProvider>
  );
}
