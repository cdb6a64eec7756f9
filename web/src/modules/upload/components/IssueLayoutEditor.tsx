import { useQuery } from '@apollo/client/react';
import { useId, type FormEvent } from 'react';
import { EDITABLE_ISSUE_LAYOUT_QUERY } from '../graphql/layout';
import { useIssueLayoutForm, type IssueLayoutValues } from '../hooks/useIssueLayoutForm';
import { UPLOAD_TEXTS } from '../texts';

interface LayoutPage {
  pageNumber: number;
  isSpread: boolean;
  image: { url: string; width: number; height: number };
}

/**
 * The edit-issue screen's print layout: spreads, whether the cover stands alone and the
 * pairing offset, saved on their own with `setIssueLayout` (pages as the issue has them
 * saved). The box keeps its height while loading, so nothing below it jumps.
 */
export function IssueLayoutEditor({
  bookId,
  issueNumber,
}: {
  bookId: number;
  issueNumber: number;
}) {
  const { data, loading, error } = useQuery(EDITABLE_ISSUE_LAYOUT_QUERY, {
    variables: { bookId, issueNumber },
    fetchPolicy: 'network-only',
  });
  const issue = data?.editableIssue;
  return (
    <section className="card issue-layout" aria-labelledby="layout-heading" aria-busy={loading}>
      <h2 id="layout-heading">{UPLOAD_TEXTS.layoutHeading}</h2>
      <p className="form__note">{UPLOAD_TEXTS.layoutIntro}</p>
      {loading ? (
        <p className="muted issue-layout__placeholder" role="status">
          {UPLOAD_TEXTS.layoutLoading}
        </p>
      ) : error || !issue ? (
        <p className="form-message form-message--error">{UPLOAD_TEXTS.layoutLoadFailed}</p>
      ) : (
        <LayoutForm
          key={issue.id}
          issueId={issue.id}
          pages={[...issue.pages.nodes].sort((a, b) => a.pageNumber - b.pageNumber)}
          initial={{
            coverStandsAlone: issue.layout.coverStandsAlone,
            pairOffset: issue.layout.pairOffset === 1 ? 1 : 0,
            spreads: new Set(issue.pages.nodes.filter((p) => p.isSpread).map((p) => p.pageNumber)),
          }}
        />
      )}
    </section>
  );
}

function LayoutForm({
  issueId,
  pages,
  initial,
}: {
  issueId: number;
  pages: LayoutPage[];
  initial: IssueLayoutValues;
}) {
  const { values, change, toggleSpread, submit, save } = useIssueLayoutForm(issueId, initial);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form className="form" onSubmit={onSubmit} aria-label={UPLOAD_TEXTS.layoutHeading} noValidate>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.coverStandsAlone}
            aria-describedby={`${id}-cover-hint`}
            onChange={(e) => change({ coverStandsAlone: e.target.checked })}
          />
          {UPLOAD_TEXTS.layoutCover}
        </label>
        <p id={`${id}-cover-hint`} className="field-hint">
          {UPLOAD_TEXTS.layoutCoverHint}
        </p>
      </div>
      <fieldset className="fieldset" aria-describedby={`${id}-offset-hint`}>
        <legend>{UPLOAD_TEXTS.layoutOffset}</legend>
        <div className="choice-row">
          {([0, 1] as const).map((offset) => (
            <label key={offset} className="checkbox">
              <input
                type="radio"
                name={`${id}-offset`}
                value={offset}
                checked={values.pairOffset === offset}
                onChange={() => change({ pairOffset: offset })}
              />
              {offset === 0 ? UPLOAD_TEXTS.layoutOffset0 : UPLOAD_TEXTS.layoutOffset1}
            </label>
          ))}
        </div>
        <p id={`${id}-offset-hint`} className="field-hint">
          {UPLOAD_TEXTS.layoutOffsetHint}
        </p>
      </fieldset>
      <fieldset className="fieldset" aria-describedby={`${id}-spreads-hint`}>
        <legend>{UPLOAD_TEXTS.layoutSpreads}</legend>
        <p id={`${id}-spreads-hint`} className="field-hint">
          {UPLOAD_TEXTS.layoutSpreadsHint}
        </p>
        <ul className="issue-layout__pages">
          {pages.map((page) => (
            <li key={page.pageNumber} className="issue-layout__page">
              <img
                src={page.image.url}
                alt=""
                width={page.image.width > page.image.height ? 96 : 48}
                height={72}
                loading="lazy"
                className="issue-layout__thumb"
              />
              <label className="checkbox">
                <input
                  type="checkbox"
                  role="switch"
                  checked={values.spreads.has(page.pageNumber)}
                  aria-checked={values.spreads.has(page.pageNumber)}
                  onChange={(e) => toggleSpread(page.pageNumber, e.target.checked)}
                />
                {UPLOAD_TEXTS.layoutSpread(page.pageNumber)}
              </label>
              {page.image.width > page.image.height ? (
                <span className="muted"> ({UPLOAD_TEXTS.layoutWide})</span>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      <div role="status" aria-live="polite">
        {save.phase === 'saved' ? (
          <p className="form-message form-message--success">{UPLOAD_TEXTS.layoutSaved}</p>
        ) : null}
        {save.phase === 'failed' ? (
          <p className="form-message form-message--error">{save.message}</p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={save.phase === 'saving'}>
        {save.phase === 'saving' ? UPLOAD_TEXTS.layoutSaving : UPLOAD_TEXTS.layoutSave}
      </button>
    </form>
  );
}
