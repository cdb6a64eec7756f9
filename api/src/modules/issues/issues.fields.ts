import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  AFTER_DESCRIPTION,
  cappedListComplexity,
  creditGroupsComplexity,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import { childConnection, type ConnectionResult } from '../../shared/paging';
import { LIMITS, ROLES } from '../../config/limits';
import { Book, type BookView } from '../books/book.entity';
import { canAddIssue, canDeleteIssue, canEditIssue, isBookOwner } from '../books/books.policy';
import { CreditRoleGroup, WorkCreditView } from '../credits/credits.types';
import { groupCreditsByRole, groupCreditsByUser } from '../credits/credit-groups';
import { ImageView, presentImage } from '../media/image.types';
import { User, type UserView } from '../users/user.entity';
import { IssuePage, type IssuePageView } from './issue-page.entity';
import { Issue, type IssueView } from './issue.entity';
import { IssueViewerCan, PAGE_CURSOR, PAGES_FIRST, PageConnection } from './issues.types';
import { isIssueReleased } from './issues.policy';
import { IssueLayout } from './issue-layout.types';
import { creditPickerView, isActiveUser } from '../users/users.policy';

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

  @FieldResolver(() => PageConnection, {
    description: `Pages in reading order, ${PAGES_FIRST.default} by default; \`first\` may be up to ${PAGES_FIRST.max}, the most pages an issue can have.`,
    complexity: connectionComplexity(PAGES_FIRST),
  })
  pages(
    @Root() issue: IssueView,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(PAGES_FIRST) })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<IssuePageView>> {
    return childConnection(
      ctx.loaders.pageSlices,
      PAGE_CURSOR,
      issue.id,
      { first, after },
      PAGES_FIRST,
      (page) => page.pageNumber,
      () => ctx.loaders.pageCountByIssue.load(issue.id),
    );
  }

  @FieldResolver(() => Int, { description: 'Number of pages.' })
  pageCount(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.pageCountByIssue.load(issue.id);
  }

  @FieldResolver(() => [WorkCreditView], {
    description: `Credited users with their roles: a plain list (an issue has at most ${LIMITS.maxCreditsPerIssue} credits), costed as ${LIMITS.maxCreditsPerIssue} entries. Deactivated accounts are left out, except for the issue's editor, who sees them by id and username only.`,
    complexity: cappedListComplexity(LIMITS.maxCreditsPerIssue),
  })
  async credits(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<WorkCreditView[]> {
    const rows = await ctx.loaders.creditsByIssue.load(issue.id);
    // The edit form must keep a deactivated account's credits (saving replaces them all).
    const editing = canEditIssue(ctx.viewer, issue);
    return groupCreditsByUser(
      rows
        .filter((row) => editing || isActiveUser(row.creator))
        .map((row) => ({ role: row.role, creator: creditPickerView(row.creator) })),
    );
  }

  @FieldResolver(() => [CreditRoleGroup], {
    description: `Credited users grouped by role: a plain list, at most one group per role (${ROLES.length}) and ${LIMITS.maxCreditsPerIssue} users in all (the credits an issue may have); the users' fields are costed ${LIMITS.maxCreditsPerIssue} times.`,
    complexity: creditGroupsComplexity(ROLES.length, LIMITS.maxCreditsPerIssue),
  })
  async creditsByRole(
    @Root() issue: IssueView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditRoleGroup[]> {
    return groupCreditsByRole(await ctx.loaders.creditsByIssue.load(issue.id));
  }

  @FieldResolver(() => IssueViewerCan, { description: 'What the viewer may do with this issue.' })
  async viewerCan(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<IssueViewerCan> {
    // Only the owner may delete, so nobody else waits for the book's issue count.
    const issueCount = isBookOwner(ctx.viewer, issue)
      ? await ctx.loaders.issueCountByBook.load(issue.book.id)
      : 0;
    return {
      edit: canEditIssue(ctx.viewer, issue),
      delete: canDeleteIssue(ctx.viewer, issue, issueCount),
      addIssue: canAddIssue(ctx.viewer, issue),
    };
  }

  @FieldResolver(() => IssueLayout, {
    description:
      'How double-page mode pairs the pages (set by the creator with `setIssueLayout`); spreads are on `Page.isSpread`.',
  })
  layout(@Root() issue: IssueView): IssueLayout {
    return { coverStandsAlone: issue.coverStandsAlone, pairOffset: issue.pairOffset };
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether readers see the issue: false while it is scheduled (`releaseAt` in the future; only its creator sees it then).',
  })
  isReleased(@Root() issue: IssueView): boolean {
    return isIssueReleased(issue);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may edit this issue (owner of its book).',
    deprecationReason: 'Use viewerCan.edit.',
  })
  viewerCanEdit(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): boolean {
    return canEditIssue(ctx.viewer, issue);
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
