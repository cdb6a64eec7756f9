import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { connectionComplexity, firstDescription } from '../../graphql/connections';
import { Book, type BookView } from '../books/book.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { SHELF_BOUNDS } from './shelves.service';

/** The home page's shelves (thin: ShelvesService reads them). */
@Resolver()
export class ShelvesResolver {
  @Query(() => [Issue], {
    description: `New issues shelf: the latest visible issues, newest first (bounded: 1 to ${SHELF_BOUNDS.max}).`,
    complexity: connectionComplexity(SHELF_BOUNDS),
  })
  newIssues(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(SHELF_BOUNDS) })
    first?: number | null,
  ): Promise<IssueView[]> {
    return ctx.services.shelves.newIssues(first);
  }

  @Query(() => [Book], {
    description: `Popular shelf: visible books by their publisher's subscribers plus their bookmarks, most first (bounded: 1 to ${SHELF_BOUNDS.max}).`,
    complexity: connectionComplexity(SHELF_BOUNDS),
  })
  popularBooks(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(SHELF_BOUNDS) })
    first?: number | null,
  ): Promise<BookView[]> {
    return ctx.services.shelves.popularBooks(first);
  }

  @Query(() => [Book], {
    description: `Featured shelf: visible books moderators feature, newest featured first (bounded: 1 to ${SHELF_BOUNDS.max}); empty when none.`,
    complexity: connectionComplexity(SHELF_BOUNDS),
  })
  featuredBooks(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(SHELF_BOUNDS) })
    first?: number | null,
  ): Promise<BookView[]> {
    return ctx.services.shelves.featuredBooks(first);
  }
}
