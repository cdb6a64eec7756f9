import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Book, BookStatus, ContentRating, type BookView } from '../books/book.entity';
import { Issue } from '../issues/issue.entity';
import { User, type UserView } from '../users/user.entity';

export enum SearchType {
  ISSUES = 'ISSUES',
  BOOKS = 'BOOKS',
  USERS = 'USERS',
}

export enum SearchSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  POPULAR = 'POPULAR',
}

registerEnumType(SearchType, {
  name: 'SearchType',
  description: 'What a search returns: issues, books or users.',
  valuesConfig: {
    ISSUES: { description: 'Issues (their own title and description are searched).' },
    BOOKS: { description: 'Books (title and description).' },
    USERS: { description: 'Users (username).' },
  },
});
registerEnumType(SearchSort, {
  name: 'SearchSort',
  description: 'Order of search results by publication (or sign-up) date; ties are broken by id.',
  valuesConfig: {
    NEWEST: { description: 'Newest first.' },
    OLDEST: { description: 'Oldest first.' },
    POPULAR: {
      description:
        'Books and issues: most popular first (likes, rating stars and distinct readers added up), then newest. Users: newest first.',
    },
  },
});

@InputType('SearchInput', {
  description: 'A search: free text and filters, all combined with AND.',
})
export class SearchInput {
  @Field(() => SearchType, { defaultValue: SearchType.ISSUES, description: 'What to search for.' })
  type: SearchType = SearchType.ISSUES;

  @Field(() => String, {
    nullable: true,
    description:
      'Free text: titles and descriptions (books, issues) or usernames (users); typo and prefix tolerant. `%` and `_` are plain characters.',
  })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Only works of this exact username.' })
  username?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Genres (lower case): the book has at least one of them.',
  })
  include?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Genres (lower case): the book has none of them.',
  })
  exclude?: string[] | null;

  @Field(() => BookStatus, {
    nullable: true,
    description: 'Only works whose book has this status.',
  })
  status?: BookStatus | null;

  @Field(() => [ContentRating], { nullable: true, description: 'Empty or absent = all ratings.' })
  contentRatings?: ContentRating[] | null;

  @Field(() => SearchSort, {
    nullable: true,
    defaultValue: SearchSort.NEWEST,
    description: 'Date order, or popularity.',
  })
  sort?: SearchSort | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: '1-based.' })
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'Page size, at most 100.' })
  limit?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      'Users search only: include deactivated accounts (credit picker), by id and username only. Ignored unless signed in.',
  })
  includeDeactivated?: boolean | null;
}

@ObjectType('SearchResult', {
  description: 'One page of search results; only the list of the searched type is filled.',
})
export class SearchResult {
  @Field(() => SearchType, { description: 'What was searched for.' })
  type!: SearchType;

  @Field(() => Int, { description: 'Matches ignoring page and limit.' })
  totalCount!: number;

  @Field(() => Int, { description: 'The page returned (1-based).' })
  page!: number;

  @Field(() => Int, { description: 'The page size used.' })
  limit!: number;

  @Field(() => [Book], { description: 'Matching books (type BOOKS), in result order.' })
  books!: BookView[];

  @Field(() => [Issue], { description: 'Matching issues (type ISSUES), in result order.' })
  issues!: Issue[];

  @Field(() => [User], {
    description:
      'Matching users (type USERS), in result order. A deactivated account (includeDeactivated, signed-in viewers only) shows its id and username only: texts empty, default photos.',
  })
  users!: UserView[];
}
