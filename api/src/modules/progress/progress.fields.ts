import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { canKeepProgress } from './progress.policy';
import type { ProgressView } from './progress.queries';
import { ReadingProgressType } from './progress.types';

/** ReadingProgress's issue, book and page count (through the per-request loaders). */
@Resolver(() => ReadingProgressType)
export class ReadingProgressFieldsResolver {
  @FieldResolver(() => Issue, { description: 'The issue.' })
  issue(@Root() progress: ProgressView): IssueView {
    return progress.issue;
  }

  @FieldResolver(() => Int, { description: "The issue's number in its book." })
  issueNumber(@Root() progress: ProgressView): number {
    return progress.issue.issueNumber;
  }

  @FieldResolver(() => Book, { description: "The issue's book." })
  async book(@Root() progress: ProgressView, @Ctx() ctx: GraphQLContext): Promise<BookView> {
    return (await ctx.loaders.bookById.load(progress.bookId)) as BookView;
  }

  @FieldResolver(() => Int, { description: 'Number of pages of the issue.' })
  pageCount(@Root() progress: ProgressView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.pageCountByIssue.load(progress.issue.id);
  }
}

/** Book.viewerProgress: the viewer's most recent progress in the book ("Continue: Issue N, page P"). */
@Resolver(() => Book)
export class BookProgressFieldsResolver {
  @FieldResolver(() => ReadingProgressType, {
    nullable: true,
    description:
      "The viewer's most recently read issue of this book and where they stopped; null when signed out or not started.",
  })
  viewerProgress(
    @Root() book: BookView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgressView | null> | null {
    if (!canKeepProgress(ctx.viewer)) return null;
    return ctx.loaders.latestProgressByBook.load({ userId: ctx.viewer.id, bookId: book.id });
  }
}

/** Issue.viewerProgress: where the viewer stopped in this issue (the reader scrolls there). */
@Resolver(() => Issue)
export class IssueProgressFieldsResolver {
  @FieldResolver(() => ReadingProgressType, {
    nullable: true,
    description: 'Where the viewer stopped in this issue; null when signed out or not started.',
  })
  viewerProgress(
    @Root() issue: IssueView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgressView | null> | null {
    if (!canKeepProgress(ctx.viewer)) return null;
    return ctx.loaders.progressByIssue.load({ userId: ctx.viewer.id, issueId: issue.id });
  }
}
