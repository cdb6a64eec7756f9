import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS } from '../../config/limits';
import {
  AFTER_DESCRIPTION,
  connectionComplexity,
  LIST_FIRST_DESCRIPTION,
} from '../../graphql/connections';
import type { ListResult } from '../../shared/paging';
import { User, type UserView } from '../users/user.entity';
import { requireViewer } from '../auth/viewer';
import { UserList } from './subscriptions.types';

/** Cost: `first` (or `limit`) times what each user asks for. */
const listComplexity = connectionComplexity(
  { max: LIMITS.connectionMaxFirst, default: LIMITS.subscriptionsPageSize },
  'firstOrLimit',
);

/** Subscription queries and mutations (thin: SubscriptionsService holds the rules). */
@Resolver()
export class SubscriptionsResolver {
  @Query(() => UserList, {
    description:
      'Users who subscribe to this user, oldest subscription first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats users while users subscribe.',
    complexity: listComplexity,
  })
  subscribers(
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
    @Arg('first', () => Int, { nullable: true, description: LIST_FIRST_DESCRIPTION })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ListResult<UserView>> {
    return ctx.services.subscriptions.subscribedUsers('publisher', userId, {
      page,
      limit,
      first,
      after,
    });
  }

  @Query(() => UserList, {
    description:
      'Users this user subscribes to, oldest subscription first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats users while users subscribe.',
    complexity: listComplexity,
  })
  subscriptions(
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
    @Arg('first', () => Int, { nullable: true, description: LIST_FIRST_DESCRIPTION })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
  ): Promise<ListResult<UserView>> {
    return ctx.services.subscriptions.subscribedUsers('subscriber', userId, {
      page,
      limit,
      first,
      after,
    });
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
