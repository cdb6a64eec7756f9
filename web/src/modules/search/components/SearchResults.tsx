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
        ? result.books.map((book) => (
            <li key={`book-${book.id}`}>
              <WorkResultCard work={bookCardData(book)} />
            </li>
          ))
        : result.issues.map((issue) => (
            <li key={`issue-${issue.id}`}>
              <WorkResultCard work={issueCardData(issue)} />
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
