import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  AFTER_DESCRIPTION,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import type { ConnectionResult } from '../../shared/paging';
import { requireViewer } from '../auth/viewer';
import { User, type UserView } from '../users/user.entity';
import { isActorShown } from './inbox.policy';
import { NOTIFICATIONS_FIRST, type NotificationItem } from './inbox.service';
import {
  NotificationConnection,
  NotificationPreferenceInput,
  NotificationPreferenceType,
  NotificationsReadResult,
  NotificationType,
} from './inbox.types';

/** The viewer's notifications and digest preferences (thin: InboxService holds the rules). */
@Resolver()
export class InboxResolver {
  @Query(() => NotificationConnection, {
    description:
      "The viewer's notifications, newest first. Notifications about works that are no longer public are left out (moderation decisions stay, without their subject).",
    complexity: connectionComplexity(NOTIFICATIONS_FIRST),
  })
  notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription(NOTIFICATIONS_FIRST) })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
    @Arg('unreadOnly', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description: 'Only unread notifications.',
    })
    unreadOnly?: boolean | null,
  ): Promise<ConnectionResult<NotificationItem>> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.inbox.list(viewer, { first, after, unreadOnly });
  }

  @Query(() => Int, {
    description: "How many of the viewer's notifications are unread (the bell's number).",
  })
  unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.inbox.unreadCount(viewer);
  }

  @Query(() => [NotificationPreferenceType], {
    description: 'Every notification kind and whether it goes into the daily e-mail digest.',
  })
  notificationPreferences(
    @Ctx() ctx: GraphQLContext,
  ): Promise<{ kind: NotificationPreferenceType['kind']; email: boolean }[]> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.inbox.preferences(viewer);
  }

  @Mutation(() => NotificationsReadResult, {
    description:
      "Marks the viewer's notifications among `ids` read (1 to 100 ids); ids that are not the viewer's change nothing.",
  })
  markNotificationsRead(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [Int], { description: 'The notifications.' }) ids: number[],
  ): Promise<NotificationsReadResult> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.inbox.markRead(viewer, ids);
  }

  @Mutation(() => NotificationsReadResult, {
    description: "Marks all of the viewer's notifications read.",
  })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<NotificationsReadResult> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.inbox.markAllRead(viewer);
  }

  @Mutation(() => [NotificationPreferenceType], {
    description:
      'Sets whether kinds go into the daily e-mail digest (kinds left out keep their choice); answers every kind.',
  })
  updateNotificationPreferences(
    @Ctx() ctx: GraphQLContext,
    @Arg('preferences', () => [NotificationPreferenceInput], { description: 'The choices.' })
    preferences: NotificationPreferenceInput[],
  ): Promise<{ kind: NotificationPreferenceType['kind']; email: boolean }[]> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.inbox.updatePreferences(viewer, preferences);
  }
}

/** Who did it: a public profile while the account is active (inbox.policy.ts). */
@Resolver(() => NotificationType)
export class NotificationFieldsResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description: 'Who did it; null for the system, or an account deactivated or suspended since.',
  })
  async actor(@Root() n: NotificationItem, @Ctx() ctx: GraphQLContext): Promise<UserView | null> {
    if (n.actorId == null) return null;
    const user = await ctx.loaders.userById.load(n.actorId);
    return user && isActorShown(user) ? user : null;
  }
}
