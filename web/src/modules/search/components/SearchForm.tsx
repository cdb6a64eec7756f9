import {
  BOOK_STATUSES,
  CONTENT_RATINGS,
  CONTENT_RATING_LABELS,
  type ContentRatingCode,
} from '@shared/limits';
import { useId, useState, type FormEvent } from 'react';
import {
  type GenreState,
  type SearchCriteria,
  type SearchKind,
  type SortParam,
} from '../utils/searchUrl';
import { SearchIcon } from '../../../ui/icons';
import { GenreChips } from './GenreChips';

type FormValues = Omit<SearchCriteria, 'include' | 'exclude'> & {
  genres: Record<string, GenreState>;
};

function toForm(criteria: SearchCriteria): FormValues {
  const genres: Record<string, GenreState> = {};
  criteria.include.forEach((g) => (genres[g] = 'include'));
  criteria.exclude.forEach((g) => (genres[g] = 'exclude'));
  const { include: _include, exclude: _exclude, ...rest } = criteria;
  return { ...rest, genres };
}

function toCriteria(values: FormValues): SearchCriteria {
  const { genres, ...rest } = values;
  const entries = Object.entries(genres);
  return {
    ...rest,
    q: values.q.trim(),
    include: entries.filter(([, s]) => s === 'include').map(([g]) => g),
    exclude: entries.filter(([, s]) => s === 'exclude').map(([g]) => g),
  };
}

const KIND_LABELS: Record<SearchKind, string> = {
  issues: 'Issues',
  books: 'Books',
  users: 'Users',
};
const STATUS_LABELS = { '': 'All', ongoing: 'Ongoing', completed: 'Completed', hiatus: 'Hiatus' };

/** The search box with its 'Advanced Filter' panel; the values start from the URL. */
export function SearchForm({
  criteria,
  searchKey,
  onSubmit,
}: {
  criteria: SearchCriteria;
  /** The query string searched; when it changes the form shows the new criteria. */
  searchKey: string;
  onSubmit: (criteria: SearchCriteria) => void;
}) {
  const [values, setValues] = useState(() => toForm(criteria));
  // A new URL (pager, nav search, back button) resets the form to what is searched.
  const [shownKey, setShownKey] = useState(searchKey);
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    setValues(toForm(criteria));
  }
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const panelId = `advanced${useId()}`;
  const usersOnly = values.type === 'users';
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(toCriteria(values));
  }

  function toggleRating(code: ContentRatingCode, checked: boolean) {
    set('ratings', checked ? [...values.ratings, code] : values.ratings.filter((r) => r !== code));
  }

  return (
    <form role="search" aria-label="Search comics" className="search-form" onSubmit={submit}>
      <div className="search-bar">
        <label htmlFor="search-q" className="visually-hidden">
          Search comics
        </label>
        <input
          id="search-q"
          type="search"
          placeholder="Search..."
          value={values.q}
          onChange={(event) => set('q', event.target.value)}
        />
        <button type="submit" className="button" aria-label="Submit search">
          <SearchIcon />
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={advancedOpen}
          aria-controls={panelId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          Advanced Filter
        </button>
      </div>
      <div id={panelId} className="search-filters card" hidden={!advancedOpen}>
        <fieldset className="filter-group">
          <legend>Search type</legend>
          {(Object.keys(KIND_LABELS) as SearchKind[]).map((kind) => (
            <label key={kind} className="choice">
              <input
                type="radio"
                name="search-type"
                value={kind}
                checked={values.type === kind}
                onChange={() => set('type', kind)}
              />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <GenreChips
          states={values.genres}
          disabled={usersOnly}
          onChange={(genre, state) => set('genres', { ...values.genres, [genre]: state })}
        />
        <fieldset className="filter-group" disabled={usersOnly}>
          <legend>Status</legend>
          {(['', ...BOOK_STATUSES] as const).map((status) => (
            <label key={status || 'all'} className="choice">
              <input
                type="radio"
                name="status"
                value={status}
                checked={values.status === status}
                onChange={() => set('status', status)}
              />
              {STATUS_LABELS[status]}
            </label>
          ))}
        </fieldset>
        <fieldset className="filter-group" disabled={usersOnly}>
          <legend>Content rating</legend>
          {CONTENT_RATINGS.map((code) => (
            <label key={code} className="choice">
              <input
                type="checkbox"
                name="content-rating"
                value={code}
                checked={values.ratings.includes(code)}
                onChange={(event) => toggleRating(code, event.target.checked)}
              />
              {CONTENT_RATING_LABELS[code]}
            </label>
          ))}
        </fieldset>
        <div className="field filter-group">
          <label htmlFor="search-sort">Sort</label>
          <select
            id="search-sort"
            value={values.sort}
            disabled={usersOnly}
            onChange={(event) => set('sort', event.target.value as SortParam)}
          >
            <option value="">Select Sort</option>
            <option value="asc">Newest to Oldest</option>
            <option value="desc">Oldest to Newest</option>
            <option value="popular">Most popular</option>
          </select>
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
