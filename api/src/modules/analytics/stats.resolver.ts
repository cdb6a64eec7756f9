import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';
import { StatsRangeInput, WorkStats } from './stats.types';

const RANGE = { description: 'The days: at most 366, not after today (UTC).' };

/** The creators' reading statistics (thin: the StatsService holds the rules). */
@Resolver()
export class StatsResolver {
  @Query(() => WorkStats, {
    description: "The viewer's audience across all their works. Signed in; tokens need READ_STATS.",
  })
  creatorStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('range', () => StatsRangeInput, RANGE) range: StatsRangeInput,
  ): WorkStats {
    return ctx.services.stats.creatorStats(requireViewer(ctx.viewer, ctx.authProblem), range);
  }

  @Query(() => WorkStats, {
    description: "One of the viewer's books (owner only: others get NOT_FOUND).",
  })
  bookStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Book id.' }) bookId: number,
    @Arg('range', () => StatsRangeInput, RANGE) range: StatsRangeInput,
  ): Promise<WorkStats> {
    return ctx.services.stats.bookStats(requireViewer(ctx.viewer, ctx.authProblem), bookId, range);
  }

  @Query(() => WorkStats, {
    description: "One of the viewer's issues (owner only: others get NOT_FOUND).",
  })
  issueStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('issueId', () => Int, { description: 'Issue id.' }) issueId: number,
    @Arg('range', () => StatsRangeInput, RANGE) range: StatsRangeInput,
  ): Promise<WorkStats> {
    return ctx.services.stats.issueStats(
      requireViewer(ctx.viewer, ctx.authProblem),
      issueId,
      range,
    );
  }
}
