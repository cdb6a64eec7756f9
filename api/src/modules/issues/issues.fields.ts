import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';
import { CreditRoleGroup, WorkCreditView } from '../credits/credits.types';
import { groupCreditsByRole, groupCreditsByUser } from '../credits/credits.presenter';
import { ImageView, presentImage } from '../media/image.types';
import { User, type UserView } from '../users/user.entity';
import { IssuePage, type IssuePageView } from './issue-page.entity';
import { Issue, type IssueView } from './issue.entity';

/** Relations and derived fields of Issue and Page, all through per-request loaders. */
@Resolver(() => Issue)
export class IssueFieldsResolver {
  @FieldResolver(() => Book, { description: 'The book this issue belongs to.' })
  async book(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<BookView> {
    return (await ctx.loaders.bookById.load(issue.book.id)) as BookView;
  }

  @FieldResolver(() => User, { description: 'The creator who published the issue.' })
  async publisher(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<UserView> {
    return (await ctx.loaders.userById.load(issue.publisher.id)) as UserView;
  }

  @FieldResolver(() => ImageView, { description: 'Issue cover thumbnail.' })
  cover(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): ImageView {
    return presentImage(issue.cover, ctx.deps.media);
  }

  @FieldResolver(() => [IssuePage], { description: 'Pages in reading order.' })
  pages(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<IssuePageView[]> {
    return ctx.loaders.pagesByIssue.load(issue.id);
  }

  @FieldResolver(() => Int, { description: 'Number of pages.' })
  async pageCount(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.pagesByIssue.load(issue.id)).length;
  }

  @FieldResolver(() => [WorkCreditView], { description: 'Credited users with their roles.' })
  async credits(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<WorkCreditView[]> {
    return groupCreditsByUser(await ctx.loaders.creditsByIssue.load(issue.id));
  }

  @FieldResolver(() => [CreditRoleGroup], { description: 'Credited users grouped by role.' })
  async creditsByRole(
    @Root() issue: IssueView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditRoleGroup[]> {
    return groupCreditsByRole(await ctx.loaders.creditsByIssue.load(issue.id));
  }
}

@Resolver(() => IssuePage)
export class PageFieldsResolver {
  @FieldResolver(() => ImageView, {
    description: 'The page image with WebP derivatives for `srcset`.',
  })
  image(@Root() page: IssuePageView, @Ctx() ctx: GraphQLContext): ImageView {
    return presentImage(page.image, ctx.deps.media);
  }
}
