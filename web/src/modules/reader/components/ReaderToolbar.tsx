import { useId, useState, type ReactNode } from 'react';
import type { ReaderSettings } from '../hooks/useReaderSettings';
import { ReaderSettingsPanel } from './ReaderSettingsPanel';

/**
 * The reader's tools: a Transcript toggle (aria-pressed), Full screen (where the browser
 * offers it), a slot for another module's button (`extra`: the offline Save issue button) and
 * a Reader settings button that shows or hides the settings panel (aria-expanded). Settings
 * apply at once and are remembered on this device (mode and direction optionally per book).
 */
export function ReaderToolbar({
  settings,
  vertical,
  onChange,
  onZoom,
  keptForBook,
  onKeepForBook,
  showTranscript,
  onToggleTranscript,
  fullscreen,
  extra,
}: {
  settings: ReaderSettings;
  vertical: boolean;
  onChange: (change: Partial<ReaderSettings>) => void;
  onZoom: (steps: 1 | -1) => void;
  keptForBook: boolean;
  onKeepForBook: (keep: boolean) => void;
  showTranscript: boolean;
  onToggleTranscript: () => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  extra?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-settings`;
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
        {fullscreen.supported ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={fullscreen.active}
            aria-keyshortcuts="F"
            onClick={fullscreen.toggle}
          >
            Full screen
          </button>
        ) : null}
        {extra}
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          Reader settings
        </button>
      </div>
      <div
        id={panelId}
        className="reader-settings"
        role="group"
        aria-label="Reader settings"
        hidden={!open}
      >
        <ReaderSettingsPanel
          id={id}
          settings={settings}
          vertical={vertical}
          onChange={onChange}
          onZoom={onZoom}
          keptForBook={keptForBook}
          onKeepForBook={onKeepForBook}
        />
      </div>
    </div>
  );
}
