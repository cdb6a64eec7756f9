import { GENRES } from '@shared/limits';
import { nextGenreState, type GenreState } from '../utils/searchUrl';

const STATE_TEXT: Record<GenreState, string> = {
  neutral: 'any',
  include: 'included',
  exclude: 'excluded',
};
const STATE_MARK: Record<GenreState, string> = { neutral: '', include: '+', exclude: '−' };

/**
 * Tri-state genre chips. Each chip's accessible name carries its state ("Horror: excluded"),
 * since aria-pressed has no third value for "excluded".
 */
export function GenreChips({
  states,
  onChange,
  disabled,
}: {
  states: Record<string, GenreState>;
  onChange: (genre: string, state: GenreState) => void;
  disabled?: boolean;
}) {
  return (
    <div className="filter-group">
      <p className="filter-group__label" id="genre-chips-label">
        Genres
      </p>
      <p className="field-hint" id="genre-chips-hint">
        Select a genre once to include it, again to exclude it, and a third time to clear it.
      </p>
      <ul
        className="genre-chips"
        role="group"
        aria-labelledby="genre-chips-label"
        aria-describedby="genre-chips-hint"
      >
        {GENRES.map((name) => {
          const key = name.toLowerCase();
          const state = states[key] ?? 'neutral';
          return (
            <li key={key}>
              <button
                type="button"
                className={`chip chip--${state}`}
                aria-label={`${name}: ${STATE_TEXT[state]}`}
                disabled={disabled}
                onClick={() => onChange(key, nextGenreState(state))}
              >
                <span aria-hidden="true" className="chip__mark">
                  {STATE_MARK[state]}
                </span>
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
