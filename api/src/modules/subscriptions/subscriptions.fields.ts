import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { User, type UserView } from '../users/user.entity';
import { canSubscribe, isSelfSubscription } from './subscriptions.policy';

/** Subscription fields of User, through per-request loaders. */
@Resolver(() => User)
export class UserSubscriptionFieldsResolver {
  @FieldResolver(() => Int, { description: 'Active users subscribed to this user.' })
  subscriberCount(@Root() user: UserView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.subscriberCount.load(user.id);
  }

  @FieldResolver(() => Int, { description: 'Active users this user subscribes to.' })
  subscriptionCount(@Root() user: UserView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.subscriptionCount.load(user.id);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      'Whether the viewer subscribes to this user; null when signed out or viewing yourself.',
  })
  async viewerIsSubscribed(
    @Root() user: UserView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean | null> {
    if (!canSubscribe(ctx.viewer) || isSelfSubscription(ctx.viewer, user)) return null;
    return ctx.loaders.subscribed.load({ subscriberId: ctx.viewer.id, publisherId: user.id });
  }
}
