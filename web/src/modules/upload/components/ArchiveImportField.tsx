import { UPLOADS } from '@shared/limits';
import { useId, type ChangeEvent } from 'react';
import { useArchiveImport } from '../hooks/useArchiveImport';
import { CREDIT_ROLE_OPTIONS } from '../validation/credits';

const roleLabel = (role: string) =>
  CREDIT_ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;

/**
 * "Import a .cbz or .zip" on the new-book and new-issue forms: once the server has checked
 * the archive, its pages (in the order they will be published) replace the page list, and
 * ComicInfo.xml names that are not Panelhouse users are listed for the creator to credit
 * by hand. Pages are reordered, removed or added afterwards on the issue's edit screen.
 */
export function ArchiveImportField() {
  const inputId = `archive${useId()}`;
  const { state, pick, clear } = useArchiveImport();

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void pick(file);
  }

  return (
    <div className="archive-import">
      <div className="field field--file">
        <label htmlFor={inputId}>Or import a .cbz or .zip</label>
        <input
          id={inputId}
          name="issueArchive"
          type="file"
          accept=".cbz,.zip,application/zip,application/vnd.comicbook+zip"
          aria-describedby={`${inputId}-hint${state.phase === 'error' ? ` ${inputId}-error` : ''}`}
          onChange={onPick}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          One archive instead of separate pages: {UPLOADS.archive.description}.
        </p>
        {state.phase === 'error' ? (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {state.name}: {state.error}
          </p>
        ) : null}
      </div>
      {state.phase === 'checking' ? (
        <p className="muted" role="status">
          Checking {state.name}…
        </p>
      ) : null}
      {state.phase === 'ready' ? (
        <div className="archive-import__preview">
          <p>
            <strong>{state.name}</strong>: {state.preview.pageNames.length} page
            {state.preview.pageNames.length === 1 ? '' : 's'}, published in this order. Reorder,
            remove or add pages afterwards on the issue&apos;s edit screen.
          </p>
          <ol aria-label="Pages from the archive" className="archive-import__pages">
            {state.preview.pageNames.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ol>
          {state.preview.unresolvedCredits.length > 0 ? (
            <div className="form-message" role="status">
              <p>
                ComicInfo.xml credits these names, who are not Panelhouse users. Credit them below
                with the picker if they have an account under another name:
              </p>
              <ul aria-label="Unresolved credits">
                {state.preview.unresolvedCredits.map((credit, index) => (
                  <li key={`${index}-${credit.name}`}>
                    {credit.name} ({roleLabel(credit.role)})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <button type="button" className="button button--ghost button--small" onClick={clear}>
            Use separate pages instead
          </button>
        </div>
      ) : null}
    </div>
  );
}
