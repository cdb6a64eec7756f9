import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS } from '../../config/limits';
import {
  connectionComplexity,
  type ListArgsShape,
  PeopleListArgs,
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
    @Args(() => PeopleListArgs) list: ListArgsShape,
  ): Promise<ListResult<UserView>> {
    return ctx.services.subscriptions.subscribedUsers('publisher', userId, list);
  }

  @Query(() => UserList, {
    description:
      'Users this user subscribes to, oldest subscription first (public): numbered pages (page/limit), or by cursor (first/after) for a crawl that neither skips nor repeats users while users subscribe.',
    complexity: listComplexity,
  })
  subscriptions(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'The subscriber.' }) userId: number,
    @Args(() => PeopleListArgs) list: ListArgsShape,
  ): Promise<ListResult<UserView>> {
    return ctx.services.subscriptions.subscribedUsers('subscriber', userId, list);
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
