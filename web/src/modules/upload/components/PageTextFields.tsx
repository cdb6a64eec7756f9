import { LIMITS } from '@shared/limits';
import { useId } from 'react';
import { pageTextProblem, type PageTexts } from '../validation/schemas';

/**
 * "Describe page N": the page's alt text and transcript, folded away so the page list stays
 * short. Too-long texts are flagged here; the form refuses to submit them (schemas.ts).
 */
export function PageTextFields({
  pageNumber,
  texts,
  onChange,
}: {
  pageNumber: number;
  texts: PageTexts;
  onChange: (texts: PageTexts) => void;
}) {
  const id = useId();
  const altText = texts.altText ?? '';
  const transcript = texts.transcript ?? '';
  const altProblem = pageTextProblem({ altText });
  const transcriptProblem = pageTextProblem({ transcript });
  const described = Boolean(altText.trim() || transcript.trim());
  return (
    <details className="page-text" open={altProblem || transcriptProblem ? true : undefined}>
      <summary>
        Describe page {pageNumber}
        {described ? <span className="page-text__done"> (described)</span> : null}
      </summary>
      <div className="field">
        <label htmlFor={`${id}-alt`}>Alt text</label>
        <textarea
          id={`${id}-alt`}
          rows={2}
          value={altText}
          aria-invalid={altProblem ? true : undefined}
          aria-describedby={`${id}-alt-hint${altProblem ? ` ${id}-alt-error` : ''}`}
          onChange={(e) => onChange({ altText: e.target.value, transcript })}
        />
        <p id={`${id}-alt-hint`} className="field-hint">
          What the page shows, for readers who cannot see it ({altText.length} of{' '}
          {LIMITS.altTextMax} characters). Left empty, readers hear the book, issue and page number.
        </p>
        {altProblem ? (
          <p id={`${id}-alt-error`} className="field-error">
            {altProblem}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-transcript`}>Transcript</label>
        <textarea
          id={`${id}-transcript`}
          rows={4}
          value={transcript}
          aria-invalid={transcriptProblem ? true : undefined}
          aria-describedby={`${id}-transcript-hint${transcriptProblem ? ` ${id}-transcript-error` : ''}`}
          onChange={(e) => onChange({ altText, transcript: e.target.value })}
        />
        <p id={`${id}-transcript-hint`} className="field-hint">
          Dialogue, captions and sound effects in reading order, one per line ({transcript.length}{' '}
          of {LIMITS.transcriptMax} characters).
        </p>
        {transcriptProblem ? (
          <p id={`${id}-transcript-error`} className="field-error">
            {transcriptProblem}
          </p>
        ) : null}
      </div>
    </details>
  );
}
