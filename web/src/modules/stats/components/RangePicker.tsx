import { useId, useState, type FormEvent } from 'react';
import type { RangeChoice } from '../hooks/useStatsParams';
import { STATS_TEXTS } from '../texts';
import { MAX_RANGE_DAYS, PRESET_DAYS, rangeError, type DayRange } from '../utils/dates';

/** The last 7, 30 or 90 days, or two days of the viewer's choosing (checked before asking). */
export function RangePicker({
  choice,
  range,
  today,
  onChoose,
}: {
  choice: RangeChoice;
  range: DayRange;
  today: string;
  onChoose: (choice: RangeChoice) => void;
}) {
  const [custom, setCustom] = useState(choice.preset === null);
  const [draft, setDraft] = useState<DayRange>(range);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(draft, today);
    setError(problem);
    if (!problem) onChoose({ preset: null, range: draft });
  };

  return (
    <form className="stats-range" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{STATS_TEXTS.rangeLegend}</legend>
        <div className="stats-range__presets">
          {PRESET_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              className="button button--ghost button--small"
              aria-pressed={!custom && choice.preset === days}
              onClick={() => {
                setCustom(false);
                setError(null);
                onChoose({ preset: days });
              }}
            >
              {STATS_TEXTS.lastDays(days)}
            </button>
          ))}
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={custom}
            aria-expanded={custom}
            aria-controls={`${id}-custom`}
            onClick={() => {
              setCustom(true);
              setDraft(range);
            }}
          >
            {STATS_TEXTS.custom}
          </button>
        </div>
        <div id={`${id}-custom`} className="stats-range__custom" hidden={!custom}>
          <label>
            {STATS_TEXTS.from}
            <input
              type="date"
              name="from"
              value={draft.from}
              max={today}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
            />
          </label>
          <label>
            {STATS_TEXTS.to}
            <input
              type="date"
              name="to"
              value={draft.to}
              max={today}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
            />
          </label>
          <button type="submit" className="button button--small">
            {STATS_TEXTS.apply}
          </button>
          <p id={`${id}-hint`} className="muted stats-range__hint">
            {STATS_TEXTS.rangeHint(MAX_RANGE_DAYS)}
          </p>
          {error ? (
            <p id={errorId} className="form-message form-message--error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
