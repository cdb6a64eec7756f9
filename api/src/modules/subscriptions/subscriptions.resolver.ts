import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS } from '../../config/limits';
import { pageWindow } from '../../shared/pagination';
import { User } from '../users/user.entity';
import { requireViewer } from '../auth/viewer';
import { UserList } from './subscriptions.types';

const listComplexity = ({
  args,
  childComplexity,
}: {
  args: { limit?: number };
  childComplexity: number;
}) => 1 + (args.limit ?? LIMITS.subscriptionsPageSize) * Math.max(1, childComplexity);

/** Subscription queries and mutations (thin: SubscriptionsService holds the rules). */
@Resolver()
export class SubscriptionsResolver {
  @Query(() => UserList, {
    description: 'Users who subscribe to this user, oldest subscription first (public).',
    complexity: listComplexity,
  })
  async subscribers(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The publisher.' }) userId: number,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' })
    page?: number | null,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: 20,
      description: 'Page size, at most 100.',
    })
    limit?: number | null,
  ): Promise<UserList> {
    const result = await ctx.services.subscriptions.subscribersOf(
      userId,
      pageWindow(page, limit, LIMITS.subscriptionsPageSize),
    );
    return { items: result.items.map((i) => i.user), totalCount: result.totalCount };
  }

  @Query(() => UserList, {
    description: 'Users this user subscribes to, oldest subscription first (public).',
    complexity: listComplexity,
  })
  async subscriptions(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The subscriber.' }) userId: number,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: '1-based page.' })
    page?: number | null,
    @Arg('limit', () => Int, {
      nullable: true,
      defaultValue: 20,
      description: 'Page size, at most 100.',
    })
    limit?: number | null,
  ): Promise<UserList> {
    const result = await ctx.services.subscriptions.subscriptionsOf(
      userId,
      pageWindow(page, limit, LIMITS.subscriptionsPageSize),
    );
    return { items: result.items.map((i) => i.user), totalCount: result.totalCount };
  }

  @Mutation(() => User, {
    description: 'Subscribes the viewer to a creator (not yourself); idempotent.',
  })
  async subscribe(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The creator.' }) userId: number,
  ): Promise<User> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return (await ctx.services.subscriptions.subscribe(viewer, userId)).publisher;
  }

  @Mutation(() => User, {
    description: 'Unsubscribes the viewer from a creator; no error when not subscribed.',
  })
  async unsubscribe(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The creator.' }) userId: number,
  ): Promise<User> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return (await ctx.services.subscriptions.unsubscribe(viewer, userId)).publisher;
  }
}
