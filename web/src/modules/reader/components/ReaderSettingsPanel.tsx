import {
  FITS,
  READING_MODES,
  SIDE_PADDING_MAX,
  SIDE_PADDING_STEP,
  ZOOM_STEPS,
  type ReaderFit,
  type ReaderSettings,
  type ReadingMode,
} from '../hooks/useReaderSettings';
import type { ReadingDirection } from '../layout/pairPages';

const MODE_LABELS: Record<ReadingMode, string> = {
  vertical: 'Vertical scroll',
  single: 'Single page',
  double: 'Double page',
  auto: 'Automatic (double on a landscape screen)',
};
const FIT_LABELS: Record<ReaderFit, string> = {
  width: 'Fit to width',
  height: 'Fit to height',
  screen: 'Fit to screen',
  original: 'Original size',
};
const DIRECTION_LABELS: Record<ReadingDirection, string> = {
  ltr: 'Left to right',
  rtl: 'Right to left',
};

function Choices<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="reader-settings__fit">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The Reader settings panel: mode, direction (kept for this book on request), fit, and for the
 * vertical reader zoom steps, gaps and side padding. Each applies at once.
 */
export function ReaderSettingsPanel({
  id,
  settings,
  vertical,
  onChange,
  onZoom,
  keptForBook,
  onKeepForBook,
}: {
  id: string;
  settings: ReaderSettings;
  /** The vertical reader is on screen (automatic mode is never vertical). */
  vertical: boolean;
  onChange: (change: Partial<ReaderSettings>) => void;
  onZoom: (steps: 1 | -1) => void;
  keptForBook: boolean;
  onKeepForBook: (keep: boolean) => void;
}) {
  const fitKey = vertical ? 'fit' : 'pageFit';
  const minZoom = settings.zoom <= ZOOM_STEPS[0];
  const maxZoom = settings.zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return (
    <>
      <Choices
        legend="Reading mode"
        name={`${id}-mode`}
        options={READING_MODES}
        labels={MODE_LABELS}
        value={settings.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <Choices
        legend="Direction"
        name={`${id}-direction`}
        options={['ltr', 'rtl'] as const}
        labels={DIRECTION_LABELS}
        value={settings.direction}
        onChange={(direction) => onChange({ direction })}
      />
      <label>
        <input
          type="checkbox"
          checked={keptForBook}
          onChange={(e) => onKeepForBook(e.target.checked)}
        />{' '}
        Keep this mode and direction for this book
      </label>
      <Choices
        legend="Page size"
        name={`${id}-fit`}
        options={vertical ? FITS.filter((fit) => fit !== 'screen') : FITS}
        labels={FIT_LABELS}
        value={settings[fitKey]}
        onChange={(fit) => onChange({ [fitKey]: fit })}
      />
      {vertical ? (
        <>
          <div className="reader-settings__zoom" role="group" aria-labelledby={`${id}-zoom`}>
            <span id={`${id}-zoom`}>Zoom</span>
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
          <label className="reader-settings__padding">
            Side padding{' '}
            <input
              type="range"
              min={0}
              max={SIDE_PADDING_MAX}
              step={SIDE_PADDING_STEP}
              value={settings.sidePadding}
              aria-valuetext={`${settings.sidePadding}%`}
              onChange={(e) => onChange({ sidePadding: Number(e.target.value) })}
            />{' '}
            <output>{settings.sidePadding}%</output>
          </label>
        </>
      ) : null}
      <p className="muted reader-settings__keys">
        {vertical
          ? 'Keys: J or Down next page, K or Up previous page, N or Right next issue, P or Left previous issue, + and − zoom, 0 resets it.'
          : `Keys: ${settings.direction === 'rtl' ? 'Left' : 'Right'}, Page Down or J next page; ${settings.direction === 'rtl' ? 'Right' : 'Left'}, Page Up or K previous page; Home and End first and last page; N and P next and previous issue; + and − zoom, 0 fits the page. On touch: tap the sides or swipe to turn, pinch or double-tap to zoom.`}
      </p>
    </>
  );
}
