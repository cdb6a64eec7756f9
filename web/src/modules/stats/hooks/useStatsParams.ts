import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseIdParam } from '../../works/utils/paths';
import { STATS_PARAMS, type StatsScope } from '../paths';
import {
  DEFAULT_PRESET,
  PRESET_DAYS,
  presetRange,
  rangeError,
  todayUtc,
  type DayRange,
  type PresetDays,
} from '../utils/dates';

/** The range as chosen: one of the presets, or two days. */
export type RangeChoice = { preset: PresetDays } | { preset: null; range: DayRange };

/**
 * The Stats page's state lives in its address (`?book=3&days=90`, `?from=…&to=…`), so a view can
 * be bookmarked and Back undoes a change. A malformed scope is null (the page answers 404); a
 * malformed or refused range falls back to the default preset.
 */
export function useStatsParams() {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const bookParam = params.get(STATS_PARAMS.book);
  const issueParam = params.get(STATS_PARAMS.issue);
  const scope = useMemo<StatsScope | null>(() => {
    if (issueParam !== null) {
      const id = parseIdParam(issueParam);
      return id === null ? null : { kind: 'issue', id };
    }
    if (bookParam !== null) {
      const id = parseIdParam(bookParam);
      return id === null ? null : { kind: 'book', id };
    }
    return { kind: 'creator' };
  }, [bookParam, issueParam]);

  const presetParam = Number(params.get(STATS_PARAMS.preset));
  const fromParam = params.get(STATS_PARAMS.from);
  const toParam = params.get(STATS_PARAMS.to);
  const choice = useMemo<RangeChoice>(() => {
    if (fromParam !== null && toParam !== null) {
      const range = { from: fromParam, to: toParam };
      if (rangeError(range, today) === null) return { preset: null, range };
    }
    const preset = PRESET_DAYS.find((days) => days === presetParam) ?? DEFAULT_PRESET;
    return { preset };
  }, [fromParam, toParam, presetParam, today]);
  const range = useMemo(
    () => (choice.preset === null ? choice.range : presetRange(choice.preset, today)),
    [choice, today],
  );

  const choose = useCallback(
    (next: RangeChoice) =>
      setParams((current) => {
        const kept = new URLSearchParams(current);
        for (const key of [STATS_PARAMS.preset, STATS_PARAMS.from, STATS_PARAMS.to])
          kept.delete(key);
        if (next.preset !== null) {
          if (next.preset !== DEFAULT_PRESET) kept.set(STATS_PARAMS.preset, String(next.preset));
        } else {
          kept.set(STATS_PARAMS.from, next.range.from);
          kept.set(STATS_PARAMS.to, next.range.to);
        }
        return kept;
      }),
    [setParams],
  );

  return { scope, choice, range, today, choose };
}
