import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchForm } from '../modules/search/components/SearchForm';
import { SearchResults, SearchResultsSkeleton } from '../modules/search/components/SearchResults';
import { SEARCH_QUERY } from '../modules/search/graphql/search';
import {
  parseSearchParams,
  sameCriteria,
  searchHref,
  searchInput,
  type SearchCriteria,
} from '../modules/search/utils/searchUrl';
import { usePageMeta } from '../ui/usePageMeta';

/** /search: the URL holds the search; changing it runs the search. */
export function SearchPage() {
  usePageMeta({ title: 'Search' });
  const [params] = useSearchParams();
  const searchKey = params.toString();
  const state = parseSearchParams(params);
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(SEARCH_QUERY, {
    variables: { input: searchInput(state) },
  });

  const submit = useCallback(
    (criteria: SearchCriteria) => {
      const current = parseSearchParams(new URLSearchParams(searchKey));
      // The same search keeps its page; a new one starts again at page 1.
      const page = sameCriteria(criteria, current) ? current.page : 1;
      navigate(searchHref(criteria, page, current));
    },
    [navigate, searchKey],
  );

  return (
    <div className="page">
      <h1>Search</h1>
      <SearchForm criteria={state} searchKey={searchKey} onSubmit={submit} />
      <div className="search-results" aria-busy={loading}>
        {loading ? <SearchResultsSkeleton /> : null}
        {!loading && error ? (
          <p className="form-message form-message--error" role="alert">
            {MESSAGES.genericError}
          </p>
        ) : null}
        {!loading && !error && data ? (
          <SearchResults result={data.search} hrefFor={(page) => searchHref(state, page, state)} />
        ) : null}
      </div>
    </div>
  );
}
