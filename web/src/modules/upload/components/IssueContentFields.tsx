import type { FieldError } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import type { IssueFieldValues, PageItem } from '../validation/schemas';
import { ArchiveImportField } from './ArchiveImportField';
import { PageList } from './PageList';
import { WorkCreditPicker, type CreditErrors } from './WorkCreditPicker';

// An array field's own error (e.g. its minimum) sits either on the field or on `root`.
function listError(error: unknown): string | undefined {
  const shaped = error as (FieldError & { root?: FieldError }) | undefined;
  return shaped?.message || shaped?.root?.message || undefined;
}

function itemErrors(error: unknown): CreditErrors[] | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.map((item: Record<string, FieldError | undefined> | undefined) =>
    item
      ? {
          userId: item.userId?.message,
          username: item.username?.message,
          roles: item.roles?.message,
        }
      : undefined,
  );
}

/** The Pages and Work Credits sections of every issue form (new issues may import an archive instead). */
export function IssueContentFields({
  onRemovePage,
  allowArchive = false,
}: {
  onRemovePage?: (page: PageItem) => void;
  allowArchive?: boolean;
}) {
  const {
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<IssueFieldValues>();
  const pages = watch('issueAssets');
  const credits = watch('workCredits');
  const archive = watch('issueArchive');

  return (
    <>
      <section className="card" aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        {archive ? null : (
          <PageList
            pages={pages}
            onChange={(next) =>
              setValue('issueAssets', next, { shouldDirty: true, shouldValidate: isSubmitted })
            }
            onRemove={onRemovePage}
            error={listError(errors.issueAssets)}
          />
        )}
        {allowArchive ? <ArchiveImportField /> : null}
      </section>
      <section className="card" aria-labelledby="credits-heading">
        <h2 id="credits-heading">Work Credits</h2>
        <p className="form__note">
          Credit everyone who made this work with their primary roles. Only you, the uploader, can
          change the credits later.
        </p>
        <WorkCreditPicker
          credits={credits}
          onChange={(next) =>
            setValue('workCredits', next, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          error={listError(errors.workCredits)}
          itemErrors={itemErrors(errors.workCredits)}
        />
      </section>
    </>
  );
}
