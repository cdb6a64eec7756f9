import { useId, useState } from 'react';
import { ZOOM_STEPS, type ReaderSettings } from '../hooks/useReaderSettings';
import { SaveIssueButton } from '../../offline/components/SaveIssueButton';

/**
 * The reader's tools: a Transcript toggle (aria-pressed) and a Reader settings button that
 * shows or hides the settings panel (aria-expanded): fit to width or original size, zoom steps
 * and page gaps. Settings apply at once and are remembered on this device.
 */
export function ReaderToolbar({
  settings,
  onChange,
  onZoom,
  showTranscript,
  onToggleTranscript,
}: {
  settings: ReaderSettings;
  onChange: (change: Partial<ReaderSettings>) => void;
  onZoom: (steps: 1 | -1) => void;
  showTranscript: boolean;
  onToggleTranscript: () => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-settings`;
  const zoomLabelId = `${id}-zoom`;
  const minZoom = settings.zoom <= ZOOM_STEPS[0];
  const maxZoom = settings.zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return (
    <div className="reader-toolbar page">
      <div className="reader-toolbar__buttons">
        <button
          type="button"
          className="button button--ghost button--small"
          aria-pressed={showTranscript}
          onClick={onToggleTranscript}
        >
          Transcript
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          Reader settings
        </button>
        <SaveIssueButton />
      </div>
      <div
        id={panelId}
        className="reader-settings"
        role="group"
        aria-label="Reader settings"
        hidden={!open}
      >
        <fieldset className="reader-settings__fit">
          <legend>Page size</legend>
          <label>
            <input
              type="radio"
              name={`${id}-fit`}
              value="width"
              checked={settings.fit === 'width'}
              onChange={() => onChange({ fit: 'width' })}
            />{' '}
            Fit to width
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-fit`}
              value="original"
              checked={settings.fit === 'original'}
              onChange={() => onChange({ fit: 'original' })}
            />{' '}
            Original size
          </label>
        </fieldset>
        <div className="reader-settings__zoom" role="group" aria-labelledby={zoomLabelId}>
          <span id={zoomLabelId}>Zoom</span>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onZoom(-1)}
            disabled={minZoom}
            aria-label="Zoom out"
          >
            −
          </button>
          <output aria-live="polite" aria-atomic="true">
            {settings.zoom}%
          </output>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onZoom(1)}
            disabled={maxZoom}
            aria-label="Zoom in"
          >
            +
          </button>
        </div>
        <label className="reader-settings__gaps">
          <input
            type="checkbox"
            checked={settings.gaps}
            onChange={(e) => onChange({ gaps: e.target.checked })}
          />{' '}
          Gaps between pages
        </label>
        <p className="muted reader-settings__keys">
          Keys: J or Down next page, K or Up previous page, N or Right next issue, P or Left
          previous issue.
        </p>
      </div>
    </div>
  );
}
