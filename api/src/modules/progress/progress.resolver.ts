import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS } from '../../config/limits';
import {
  AFTER_DESCRIPTION,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import type { ConnectionResult } from '../../shared/paging';
import { requireViewer } from '../auth/viewer';
import type { FollowedIssueView, ProgressView } from './progress.queries';
import { SHELF_FIRST } from './progress.service';
import {
  FollowingConnection,
  FollowingFeedLink,
  MergeReadingProgressResult,
  ReadingProgressConnection,
  ReadingProgressEntryInput,
  ReadingProgressType,
} from './progress.types';

/** Reading progress, the Following list and its private feed (thin: the services hold the rules). */
@Resolver()
export class ProgressResolver {
  @Query(() => ReadingProgressConnection, {
    description:
      'The viewer\'s "Continue reading" shelf: one entry per book (its most recently read issue), most recent first.',
    complexity: connectionComplexity(SHELF_FIRST),
  })
  continueReading(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(SHELF_FIRST) })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<ProgressView>> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.progress.shelf(viewer, { first, after });
  }

  @Query(() => FollowingConnection, {
    description:
      'New issues from the creators the viewer subscribes to, newest first, each with an unread marker.',
    complexity: connectionComplexity(),
  })
  following(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription() })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<FollowedIssueView>> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.progress.following(viewer, { first, after });
  }

  @Query(() => FollowingFeedLink, {
    nullable: true,
    description: "The viewer's private Following feed link (its URL is not shown again), or null.",
  })
  followingFeedLink(@Ctx() ctx: GraphQLContext): Promise<FollowingFeedLink | null> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.followingFeed.link(viewer);
  }

  @Mutation(() => ReadingProgressType, {
    description:
      'Records that the viewer saw a page of an issue: keeps the furthest page, and the page as where they stopped. Unknown or hidden issue: NOT_FOUND; a page outside 1..page count: BAD_USER_INPUT; nothing is stored then. Clients batch these (the web sends at most one every 20 seconds); a flood is RATE_LIMITED.',
  })
  recordReadingProgress(
    @Ctx() ctx: GraphQLContext,
    @Arg('issueId', () => Int, { description: 'The issue.' }) issueId: number,
    @Arg('page', () => Int, { description: 'The page where the viewer is (1-based).' })
    page: number,
    @Arg('furthestPage', () => Int, {
      nullable: true,
      description: 'The furthest page seen since the last report (default: `page`).',
    })
    furthestPage?: number | null,
  ): Promise<ProgressView> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.progress.record(viewer, issueId, page, furthestPage);
  }

  @Mutation(() => MergeReadingProgressResult, {
    description: `Merges reading history kept in the browser before signing in (at most ${LIMITS.progressMergeMax} entries). Entries of issues that are gone, or pages past their end, are skipped.`,
  })
  mergeReadingProgress(
    @Ctx() ctx: GraphQLContext,
    @Arg('entries', () => [ReadingProgressEntryInput], { description: 'The local history.' })
    entries: ReadingProgressEntryInput[],
  ): Promise<MergeReadingProgressResult> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.progress.merge(viewer, entries);
  }

  @Mutation(() => Int, {
    description: "Forgets the viewer's reading history; answers how many issues were forgotten.",
  })
  clearReadingHistory(@Ctx() ctx: GraphQLContext): Promise<number> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.progress.clear(viewer);
  }

  @Mutation(() => FollowingFeedLink, {
    description:
      'Makes a new private Following feed URL for the viewer; the old one stops working. The URL is in this answer only.',
  })
  rotateFollowingFeedUrl(@Ctx() ctx: GraphQLContext): Promise<FollowingFeedLink> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.followingFeed.rotate(viewer);
  }

  @Mutation(() => Boolean, {
    description: "Turns the viewer's private Following feed off; false when there was none.",
  })
  revokeFollowingFeedUrl(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.followingFeed.revoke(viewer);
  }
}
