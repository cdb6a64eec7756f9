import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@shared/limits';
import { useEffect, useState } from 'react';
import { CREDITABLE_USERS_QUERY } from '../graphql/credits';

export const CREDIT_SEARCH_DEBOUNCE_MS = 250;

/** Users matching the typed username, asked once typing pauses; only the first 10 are kept. */
export function useCreditSearch(text: string) {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), CREDIT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const active = query !== '' && text.trim() !== '';
  const { data, loading, error } = useQuery(CREDITABLE_USERS_QUERY, {
    variables: { query, limit: LIMITS.creditPickerResults },
    skip: !active,
  });
  const users = active ? (data?.creditableUsers ?? []).slice(0, LIMITS.creditPickerResults) : [];
  return { users, loading: active && loading, error: active ? error : undefined };
}
