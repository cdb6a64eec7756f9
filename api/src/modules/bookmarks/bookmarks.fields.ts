import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';
import { canBookmark } from './bookmarks.policy';

/** Book.viewerHasBookmarked through a per-request loader. */
@Resolver(() => Book)
export class BookBookmarkFieldsResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether the viewer bookmarked this book; null when signed out.',
  })
  async viewerHasBookmarked(
    @Root() book: BookView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean | null> {
    if (!canBookmark(ctx.viewer)) return null;
    return ctx.loaders.bookmarked.load({ userId: ctx.viewer.id, bookId: book.id });
  }
}
