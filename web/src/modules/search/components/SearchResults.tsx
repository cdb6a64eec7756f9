import { LIMITS, MESSAGES } from '@shared/limits';
import type { SearchQuery } from '../../../gql/graphql';
import { Pager, pageCount } from '../../../ui/Pager';
import { UserCard } from '../../profile/components/UserCard';
import { resultRange } from '../utils/searchUrl';
import { WorkResultCard, bookCardData, issueCardData } from './WorkResultCard';

export function SearchResults({
  result,
  hrefFor,
}: {
  result: SearchQuery['search'];
  hrefFor: (page: number) => string;
}) {
  const limit = result.limit || LIMITS.searchPageSize;
  const cards =
    result.type === 'USERS'
      ? result.users.map((user) => (
          <li key={`user-${user.id}`}>
            <UserCard user={user} />
          </li>
        ))
      : result.type === 'BOOKS'
        ? result.books.map((book, index) => (
            <li key={`book-${book.id}`}>
              <WorkResultCard work={bookCardData(book)} priority={index === 0} />
            </li>
          ))
        : result.issues.map((issue, index) => (
            <li key={`issue-${issue.id}`}>
              <WorkResultCard work={issueCardData(issue)} priority={index === 0} />
            </li>
          ));

  if (cards.length === 0) {
    return (
      <p className="search-empty" role="status">
        {result.type === 'USERS' ? MESSAGES.noUserResults : MESSAGES.noSearchResults}
      </p>
    );
  }
  return (
    <section aria-label="Search results">
      <p className="search-count" role="status">
        {resultRange(result.page, limit, cards.length, result.totalCount)}
      </p>
      <ul className={result.type === 'USERS' ? 'user-grid' : 'work-card-list'}>{cards}</ul>
      <Pager
        page={result.page}
        totalPages={pageCount(result.totalCount, limit)}
        hrefFor={hrefFor}
        label="Search results pages"
      />
    </section>
  );
}

/** Cards shown while a search runs. */
export const SEARCH_SKELETON_CARDS = 3;

/**
 * The loading state of the results: placeholder cards where the first results will be (a
 * spinner there would be replaced by taller content), announced as "Searching".
 */
export function SearchResultsSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Searching
      </p>
      <div aria-hidden="true">
        <p className="search-count">&nbsp;</p>
        <ul className="work-card-list">
          {Array.from({ length: SEARCH_SKELETON_CARDS }, (_, index) => (
            <li key={index} data-testid="search-skeleton-card">
              <div className="work-card work-card--skeleton">
                <span className="work-card__cover-skeleton skeleton" />
                <div>
                  <span className="work-card__line work-card__line--title skeleton" />
                  <span className="work-card__line skeleton" />
                  <span className="work-card__line skeleton" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
