import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS } from '../../config/limits';
import { Book } from '../books/book.entity';
import { pageWindow } from '../../shared/pagination';
import { BookList } from '../reading/reading.types';
import { requireViewer } from '../auth/viewer';

/** Bookmark queries and mutations (thin: BookmarksService holds the rules). */
@Resolver()
export class BookmarksResolver {
  @Query(() => BookList, {
    description: 'Books a user bookmarked, newest bookmark first (public).',
    complexity: ({
      args,
      childComplexity,
    }: {
      args: { limit?: number };
      childComplexity: number;
    }) => 1 + (args.limit ?? LIMITS.gridPageSize) * Math.max(1, childComplexity),
  })
  async bookmarks(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'Whose bookmarks.' }) userId: number,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' })
    page?: number | null,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: 12,
      description: 'Page size, at most 100.',
    })
    limit?: number | null,
  ): Promise<BookList> {
    const result = await ctx.services.bookmarks.listOf(
      userId,
      pageWindow(page, limit, LIMITS.gridPageSize),
    );
    return { items: result.items.map((b) => b.book), totalCount: result.totalCount };
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
