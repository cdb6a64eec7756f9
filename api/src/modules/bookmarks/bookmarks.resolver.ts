import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS } from '../../config/limits';
import { Book, type BookView } from '../books/book.entity';
import { connectionComplexity, GridListArgs, type ListArgsShape } from '../../graphql/connections';
import type { ListResult } from '../../shared/paging';
import { BookList } from '../reading/reading.types';
import { requireViewer } from '../auth/viewer';

/** Bookmark queries and mutations (thin: BookmarksService holds the rules). */
@Resolver()
export class BookmarksResolver {
  @Query(() => BookList, {
    description:
      'Books a user bookmarked, newest bookmark first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats books while books are bookmarked.',
    complexity: connectionComplexity(
      { max: LIMITS.connectionMaxFirst, default: LIMITS.gridPageSize },
      'firstOrLimit',
    ),
  })
  bookmarks(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'Whose bookmarks.' }) userId: number,
    @Args(() => GridListArgs) list: ListArgsShape,
  ): Promise<ListResult<BookView>> {
    return ctx.services.bookmarks.bookmarkedBooks(userId, list);
  }

  @Mutation(() => Book, { description: 'Bookmarks a visible book; a second call is not an error.' })
  async addBookmark(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
  ): Promise<Book> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return (await ctx.services.bookmarks.add(viewer, bookId)).book;
  }

  @Mutation(() => Book, {
    description: "Removes the viewer's bookmark of a visible book (no error if there was none).",
  })
  async removeBookmark(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
  ): Promise<Book> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return (await ctx.services.bookmarks.remove(viewer, bookId)).book;
  }
}
