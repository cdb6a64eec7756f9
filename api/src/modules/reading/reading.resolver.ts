import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, BookStatus, type BookView } from '../books/book.entity';
import { BookConnection, Genre } from '../books/books.types';
import {
  AFTER_DESCRIPTION,
  cappedListComplexity,
  connectionComplexity,
  firstDescription,
  GridListArgs,
  type ListArgsShape,
} from '../../graphql/connections';
import type { ConnectionResult, ListResult } from '../../shared/paging';
import { LIMITS, ROLES } from '../../config/limits';
import { Issue, type IssueView } from '../issues/issue.entity';
import { AccreditedRole, BookList, IssueList } from './reading.types';
import { primeBookDetails, primeIssueWithBook, selectedFields } from './reading.loaders';

/** Cost of a numbered list that also takes cursors: `first` (or `limit`) times each item. */
const listComplexity = (defaultLimit: number) =>
  connectionComplexity({ max: LIMITS.connectionMaxFirst, default: defaultLimit }, 'firstOrLimit');

/** Public reading queries (thin: the ReadingService holds the rules). */
@Resolver()
export class ReadingResolver {
  @Query(() => Book, {
    nullable: true,
    description: 'A visible book (not removed, publisher active), else null.',
  })
  async book(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Book id.' }) id: number,
    @Info() info: GraphQLResolveInfo,
  ): Promise<BookView | null> {
    // The relations the selection asks for come with the book in one statement and are
    // primed into the loaders, so the field resolvers send none of their own.
    const fields = selectedFields(info);
    const details = await ctx.services.reading.findBookDetails(
      id,
      {
        genres: fields.has('genres'),
        issues: fields.has('issues') || fields.has('issueCount'),
        credits: fields.has('credits'),
      },
      ctx.viewer,
    );
    if (!details) return null;
    primeBookDetails(ctx.loaders, details);
    return details.book;
  }

  @Query(() => BookConnection, {
    description:
      'The visible catalogue (not removed, publisher active), newest first, by cursor (first/after): a crawl neither skips nor repeats books while books are published; new books appear before the first page.',
    complexity: connectionComplexity(),
  })
  books(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription() })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
    @Arg('genre', () => String, {
      nullable: true,
      description: 'Only books with this genre: a `key` of `genres` (unknown: BAD_USER_INPUT).',
    })
    genre?: string | null,
    @Arg('status', () => BookStatus, {
      nullable: true,
      description: 'Only books with this status.',
    })
    status?: BookStatus | null,
  ): Promise<ConnectionResult<BookView>> {
    return ctx.services.reading.catalogue({ first, after, genre, status });
  }

  @Query(() => [Genre], {
    description:
      'The fixed list of genres (the valid values of `genre`, `Book.genres` and search filters) with their numbers of visible books.',
  })
  genres(@Ctx() ctx: GraphQLContext): Promise<Genre[]> {
    return ctx.services.reading.genreList();
  }

  @Query(() => Issue, { nullable: true, description: 'A visible issue, else null.' })
  async issue(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('issueNumber', () => Int, { description: 'Number of the issue in its book (1..N).' })
    issueNumber: number,
  ): Promise<IssueView | null> {
    const found = await ctx.services.reading.findIssueWithBook(bookId, issueNumber, ctx.viewer);
    if (!found) return null;
    primeIssueWithBook(ctx.loaders, found);
    return found.issue;
  }

  @Query(() => BookList, {
    description:
      "A user's visible books, newest first (profile Works tab): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats books while books are published.",
    complexity: listComplexity(12),
  })
  userBooks(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The publisher.' }) userId: number,
    @Args(() => GridListArgs) list: ListArgsShape,
  ): Promise<ListResult<BookView>> {
    return ctx.services.reading.userBooks(userId, list);
  }

  @Query(() => IssueList, {
    description:
      "A user's visible issues, newest first: numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats issues while issues are published.",
    complexity: listComplexity(12),
  })
  userIssues(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The publisher.' }) userId: number,
    @Args(() => GridListArgs) list: ListArgsShape,
  ): Promise<ListResult<IssueView>> {
    return ctx.services.reading.userIssues(userId, list, ctx.viewer);
  }

  @Query(() => [AccreditedRole], {
    description: `Visible issues a user is credited on, grouped by role (Accredited accordion): one entry per role (${ROLES.length}), each with its full \`count\` and its first ${LIMITS.accreditedIssuesPerRole} issues (by book title, then issue number). Bounded: costed as ${ROLES.length} roles of ${LIMITS.accreditedIssuesPerRole} issues.`,
    complexity: cappedListComplexity(ROLES.length),
  })
  accreditedWorks(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The credited user.' }) userId: number,
  ): Promise<AccreditedRole[]> {
    return ctx.services.reading.accreditedWorks(userId, ctx.viewer, LIMITS.accreditedIssuesPerRole);
  }
}
