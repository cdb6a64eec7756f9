import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  AFTER_DESCRIPTION,
  creditGroupsComplexity,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import { childConnection, type ConnectionResult, DEFAULT_FIRST } from '../../shared/paging';
import { LIMITS, ROLES } from '../../config/limits';
import { ISSUE_CURSOR, IssueConnection } from '../issues/issues.types';
import { CreditRoleGroup } from '../credits/credits.types';
import { capCreditGroups, groupCreditsByRole } from '../credits/credit-groups';
import { ImageView, presentImage } from '../media/image.types';
import type { IssueView } from '../issues/issue.entity';
import { User, type UserView } from '../users/user.entity';
import { Book, type BookView } from './book.entity';
import { canAddIssue, canDeleteBook, canEditBook } from './books.policy';
import { BookViewerCan } from './books.types';

/** Relations and derived fields of Book, all through per-request loaders. */
@Resolver(() => Book)
export class BookFieldsResolver {
  @FieldResolver(() => User, { description: 'The creator who published the book.' })
  async publisher(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<UserView> {
    return (await ctx.loaders.userById.load(book.publisher.id)) as UserView;
  }

  @FieldResolver(() => [String], { description: 'Genres, lower case.' })
  genres(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.loaders.genresByBook.load(book.id);
  }

  @FieldResolver(() => ImageView, { description: 'Cover thumbnail (320 x 485).' })
  cover(@Root() book: BookView, @Ctx() ctx: GraphQLContext): ImageView {
    return presentImage(book.cover, ctx.deps.media);
  }

  @FieldResolver(() => Int, {
    description: 'Number of issues; also the latest issue number (numbers are 1..N).',
  })
  issueCount(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.issueCountByBook.load(book.id);
  }

  @FieldResolver(() => IssueConnection, {
    description: `Issues by issue number, ${DEFAULT_FIRST.default} by default and at most ${DEFAULT_FIRST.max} per page (first/after).`,
    complexity: connectionComplexity(),
  })
  issues(
    @Root() book: BookView,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription() })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<IssueView>> {
    return childConnection(
      ctx.loaders.issueSlices,
      ISSUE_CURSOR,
      book.id,
      { first, after },
      DEFAULT_FIRST,
      (issue) => issue.issueNumber,
      () => ctx.loaders.issueCountByBook.load(book.id),
    );
  }

  @FieldResolver(() => [CreditRoleGroup], {
    description: `Users credited on any issue of the book, by role: a plain list, at most one group per role (${ROLES.length}) and at most ${LIMITS.maxCreditsPerIssue} users in all (as many as one issue may credit; taken round-robin across the roles); the users' fields are costed ${LIMITS.maxCreditsPerIssue} times.`,
    complexity: creditGroupsComplexity(ROLES.length, LIMITS.maxCreditsPerIssue),
  })
  async credits(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<CreditRoleGroup[]> {
    const rows = await ctx.loaders.creditsByBook.load(book.id);
    // A book's issues together may credit any number of people: the answer and its price stay bounded.
    return capCreditGroups(groupCreditsByRole(rows), LIMITS.maxCreditsPerIssue);
  }

  @FieldResolver(() => BookViewerCan, { description: 'What the viewer may do with this book.' })
  viewerCan(@Root() book: BookView, @Ctx() ctx: GraphQLContext): BookViewerCan {
    return {
      edit: canEditBook(ctx.viewer, book),
      delete: canDeleteBook(ctx.viewer, book),
      addIssue: canAddIssue(ctx.viewer, book),
    };
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may edit this book (owner).',
    deprecationReason: 'Use viewerCan.edit.',
  })
  viewerCanEdit(@Root() book: BookView, @Ctx() ctx: GraphQLContext): boolean {
    return canEditBook(ctx.viewer, book);
  }
}
