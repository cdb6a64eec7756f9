import { Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { canLikeIssue, canRateBook, canReact } from './reactions.policy';

/** Issue likes through per-request loaders (one statement per batch of issues). */
@Resolver(() => Issue)
export class IssueReactionFieldsResolver {
  @FieldResolver(() => Int, { description: 'How many readers like this issue.' })
  likeCount(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.likeCount.load(issue.id);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether the viewer likes this issue; null when signed out.',
  })
  async viewerHasLiked(
    @Root() issue: IssueView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean | null> {
    if (!canReact(ctx.viewer)) return null;
    return ctx.loaders.viewerLiked.load(issue.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the viewer may like this issue: signed in, released, not their own (a creator who blocked the viewer still refuses).',
  })
  viewerCanLike(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): boolean {
    return canLikeIssue(ctx.viewer, issue);
  }
}

/** Book ratings and likes through per-request loaders. */
@Resolver(() => Book)
export class BookReactionFieldsResolver {
  @FieldResolver(() => Int, { description: 'How many readers rated this book.' })
  async ratingCount(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.ratingTotals.load(book.id)).ratings;
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'The average rating (1 to 5, to two decimals); null without ratings.',
  })
  async ratingAverage(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    const { ratings, ratingSum } = await ctx.loaders.ratingTotals.load(book.id);
    return ratings === 0 ? null : Math.round((ratingSum / ratings) * 100) / 100;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "The viewer's own rating (1 to 5); null when signed out or not rated.",
  })
  async viewerRating(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    if (!canReact(ctx.viewer)) return null;
    return ctx.loaders.viewerRating.load(book.id);
  }

  @FieldResolver(() => Int, { description: "Likes of the book's released issues, summed." })
  likeCount(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.bookLikeCount.load(book.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the viewer may rate this book: signed in and not their own (a creator who blocked the viewer still refuses).',
  })
  viewerCanRate(@Root() book: BookView, @Ctx() ctx: GraphQLContext): boolean {
    return canRateBook(ctx.viewer, book);
  }
}
