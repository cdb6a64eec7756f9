import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type { Db } from '../../db/sql';
import type { SliceLoader } from '../../shared/slice-loader';
import type { BookView } from '../books/book.entity';
import type { IssueView } from '../issues/issue.entity';
import type { CreditRow } from '../issues/issues.queries';
import type { UserView } from '../users/user.entity';
import { type BookDetails, type IssueWithBook, pageCountsOfBooks } from './reading.queries';

/** Pages across the issues the viewer sees of each book, one grouped statement per batch. */
export function createPageCountByBookLoader(
  db: Db,
  viewerId: number | null,
): DataLoader<number, number> {
  return new DataLoader(async (bookIds) => {
    const counts = new Map(
      (await pageCountsOfBooks(db, bookIds, viewerId)).map((r) => [r.book_id, r.count]),
    );
    return bookIds.map((id) => counts.get(id) ?? 0);
  });
}

/**
 * Names of the fields selected directly on the resolved field (aliases resolved to names,
 * fragments on it followed); used to load only the relations a query asks for.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (selections: GraphQLResolveInfo['fieldNodes'][number]['selectionSet']) => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/** The request's loaders that a book's details fill (scope/loaders.ts has them all). */
export interface BookDetailsLoaders {
  readonly bookById: DataLoader<number, BookView | null>;
  readonly userById: DataLoader<number, UserView | null>;
  readonly genresByBook: DataLoader<number, string[]>;
  readonly issuesByBook: DataLoader<number, IssueView[]>;
  readonly issueSlices: SliceLoader<IssueView>;
  readonly issueCountByBook: DataLoader<number, number>;
  readonly creditsByBook: DataLoader<number, CreditRow[]>;
}

/** Primes the per-request loaders with a book's details, so its field resolvers send no statement. */
export function primeBookDetails(loaders: BookDetailsLoaders, details: BookDetails): void {
  const { book, genres, issues, credits } = details;
  loaders.bookById.prime(book.id, book);
  loaders.userById.prime(book.publisher.id, book.publisher);
  if (genres) loaders.genresByBook.prime(book.id, genres);
  if (issues) {
    loaders.issuesByBook.prime(book.id, issues);
    // The whole list is here: `issues(first, after)` slices it without a statement.
    loaders.issueSlices.primeAll(book.id, issues);
    // Issue numbers are 1..N: the count is the number of issues.
    loaders.issueCountByBook.prime(book.id, issues.length);
  }
  if (credits) {
    loaders.creditsByBook.prime(book.id, credits);
    for (const { creator } of credits) loaders.userById.prime(creator.id, creator);
  }
}

/** Primes the loaders with an issue's book and publisher, so `issue { book { … } }` sends none. */
export function primeIssueWithBook(
  loaders: Pick<BookDetailsLoaders, 'bookById' | 'userById'>,
  { book, publisher }: IssueWithBook,
): void {
  loaders.bookById.prime(book.id, book);
  loaders.userById.prime(publisher.id, publisher);
}
