import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { requireViewer } from '../auth/viewer';

/** Likes and ratings (thin: ReactionsService holds the rules). */
@Resolver()
export class ReactionsResolver {
  @Mutation(() => Issue, {
    description:
      "Likes an issue for the viewer (idempotent). Not your own work, not a creator's work who blocked you; rate limited per user and IP. Returns the issue with its new likeCount and viewerHasLiked.",
  })
  async likeIssue(
    @Ctx() ctx: GraphQLContext,
    @Arg('issueId', () => Int, { description: 'The issue.' }) issueId: number,
  ): Promise<IssueView> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    const issue = await ctx.services.reactions.likeIssue(viewer, issueId, ctx.ip);
    // The answer's viewerHasLiked is known: no statement to read it back.
    ctx.loaders.viewerLiked.prime(issue.id, true);
    return issue;
  }

  @Mutation(() => Issue, {
    description: "Takes the viewer's like of an issue back; no error when there was none.",
  })
  async unlikeIssue(
    @Ctx() ctx: GraphQLContext,
    @Arg('issueId', () => Int, { description: 'The issue.' }) issueId: number,
  ): Promise<IssueView> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    const issue = await ctx.services.reactions.unlikeIssue(viewer, issueId, ctx.ip);
    ctx.loaders.viewerLiked.prime(issue.id, false);
    return issue;
  }

  @Mutation(() => Book, {
    description:
      "Rates a book 1 to 5 stars for the viewer, replacing an earlier rating. Not your own work, not a creator's work who blocked you; rate limited per user and IP.",
  })
  rateBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
    @Arg('rating', () => Int, { description: 'Stars, a whole number from 1 to 5.' })
    rating: number,
  ): Promise<BookView> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.reactions.rateBook(viewer, bookId, rating, ctx.ip);
  }

  @Mutation(() => Book, {
    description: "Removes the viewer's rating of a book; no error when there was none.",
  })
  clearBookRating(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
  ): Promise<BookView> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.reactions.clearBookRating(viewer, bookId, ctx.ip);
  }
}
