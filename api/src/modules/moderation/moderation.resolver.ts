import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  AFTER_DESCRIPTION,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import type { ConnectionResult } from '../../shared/paging';
import { requireViewer } from '../auth/viewer';
import { Book } from '../books/book.entity';
import { User } from '../users/user.entity';
import { ReportReason, ReportTarget } from './moderation.entities';
import {
  AppealLinkDecisionType,
  AppealType,
  ModerationDecisionType,
  ModerationLogConnection,
  ModerationQueueConnection,
  type ModerationQueueItemType,
  presentAppeal,
  presentDecision,
  presentQueueItem,
  presentReport,
  QueueAction,
  ReportType,
} from './moderation.types';

const mapConnection = <A, B extends object>(
  page: ConnectionResult<A>,
  present: (a: A) => B,
): ConnectionResult<B> => {
  const nodes = page.nodes.map(present);
  return {
    nodes,
    edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: nodes[i] })),
    pageInfo: page.pageInfo,
    get totalCount() {
      return page.totalCount;
    },
  };
};

/** Reports, the moderation queue and its actions, appeals, roles and featured books (thin). */
@Resolver()
export class ModerationResolver {
  @Mutation(() => ReportType, {
    description:
      'Reports a book, issue, comment or user. Reporting the same target again while your report is open returns that report.',
  })
  async report(
    @Ctx() ctx: GraphQLContext,
    @Arg('targetType', () => ReportTarget, { description: 'What to act on or report.' })
    targetType: ReportTarget,
    @Arg('targetId', () => Int, { description: 'Its id.' }) targetId: number,
    @Arg('reason', () => ReportReason, { description: 'Why.' }) reason: ReportReason,
    @Arg('text', () => String, {
      nullable: true,
      description: 'What is wrong (required for OTHER; at most 1,000 characters).',
    })
    text?: string | null,
  ): Promise<ReportType> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    const report = await ctx.services.reports.report(viewer, ctx.ip, {
      targetType,
      targetId,
      reason,
      text,
    });
    return presentReport(report);
  }

  @Query(() => ModerationQueueConnection, {
    description: 'Open reports grouped by target, and open appeals, newest first (moderators).',
    complexity: connectionComplexity(),
  })
  async moderationQueue(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription() })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<ModerationQueueItemType>> {
    const page = await ctx.services.moderation.queue(ctx.viewer, { first, after });
    return mapConnection(page, presentQueueItem);
  }

  @Query(() => ModerationLogConnection, {
    description: 'The audit log of moderation actions, newest first (admins).',
    complexity: connectionComplexity(),
  })
  async moderationLog(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription() })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ConnectionResult<ModerationDecisionType>> {
    const page = await ctx.services.moderation.log(ctx.viewer, { first, after });
    return mapConnection(page, presentDecision);
  }

  @Mutation(() => ModerationDecisionType, {
    description:
      'Acts on a queue item with a reason; closes its open reports and appeals and writes the audit log.',
  })
  async moderate(
    @Ctx() ctx: GraphQLContext,
    @Arg('targetType', () => ReportTarget, { description: 'What to act on or report.' })
    targetType: ReportTarget,
    @Arg('targetId', () => Int, { description: 'Its id.' }) targetId: number,
    @Arg('action', () => QueueAction, { description: 'What to do.' }) action: QueueAction,
    @Arg('reason', () => String, { description: 'Why (told to the affected user).' })
    reason: string,
  ): Promise<ModerationDecisionType> {
    return presentDecision(
      await ctx.services.moderation.moderate(ctx.viewer, { targetType, targetId, action, reason }),
    );
  }

  @Mutation(() => AppealType, {
    description: 'Appeals a decision about you or your work, once per decision.',
  })
  async appeal(
    @Ctx() ctx: GraphQLContext,
    @Arg('actionId', () => Int, { description: 'The decision (ModerationDecision.id).' })
    actionId: number,
    @Arg('text', () => String, { description: 'Your reply (at most 2,000 characters).' })
    text: string,
  ): Promise<AppealType> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return presentAppeal(await ctx.services.moderation.appeal(viewer, actionId, text));
  }

  @Mutation(() => AppealType, {
    description:
      'Appeals a decision through the signed link of its e-mail, without logging in (suspended accounts).',
  })
  async appealWithLink(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token of the link in the decision mail.' })
    token: string,
    @Arg('text', () => String, { description: 'Your reply (at most 2,000 characters).' })
    text: string,
  ): Promise<AppealType> {
    return presentAppeal(await ctx.services.moderation.appealWithLink(token, text));
  }

  @Query(() => AppealLinkDecisionType, {
    description: 'The decision a signed appeal link is about (the appeal form).',
  })
  async appealLinkDecision(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token of the link in the decision mail.' })
    token: string,
  ): Promise<AppealLinkDecisionType> {
    const action = await ctx.services.moderation.appealLinkDecision(token);
    return {
      action: action.action,
      targetType: action.targetType,
      targetTitle: action.targetTitle ?? null,
      reason: action.reason,
      dateCreated: action.dateCreated,
      appealed: action.appealed,
    };
  }

  @Mutation(() => User, { description: 'Makes a user a moderator (admins).' })
  grantModerator(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The user.' }) userId: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why (for the audit log).' })
    reason?: string | null,
  ): Promise<User> {
    return ctx.services.staff.grantModerator(ctx.viewer, userId, reason);
  }

  @Mutation(() => User, {
    description:
      'Takes the moderator role back (admins): CREATOR when the user has books, else USER.',
  })
  revokeModerator(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The user.' }) userId: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why (for the audit log).' })
    reason?: string | null,
  ): Promise<User> {
    return ctx.services.staff.revokeModerator(ctx.viewer, userId, reason);
  }

  @Mutation(() => Book, { description: "Features a book on the home page's Featured shelf." })
  featureBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why (for the audit log).' })
    reason?: string | null,
  ): Promise<Book> {
    return ctx.services.staff.featureBook(ctx.viewer, bookId, reason);
  }

  @Mutation(() => Book, { description: 'Takes a book off the Featured shelf.' })
  unfeatureBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'The book.' }) bookId: number,
    @Arg('reason', () => String, { nullable: true, description: 'Why (for the audit log).' })
    reason?: string | null,
  ): Promise<Book> {
    return ctx.services.staff.unfeatureBook(ctx.viewer, bookId, reason);
  }
}
