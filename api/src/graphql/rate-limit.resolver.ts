import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { budgetNumbers } from './budget';
import { requestCostOf } from './cost-plugin';

@ObjectType({
  description:
    "The caller's GraphQL cost budget (as GitHub's rateLimit): points per hour, charged each query's requested cost before it runs, with the unused part given back after.",
})
export class RateLimit {
  @Field(() => Int, { description: 'Points per hour for this caller.' })
  limit!: number;

  @Field(() => Int, { description: "This query's requested cost." })
  cost!: number;

  @Field(() => Int, {
    description: 'Objects this query could return (the page sizes multiplied down each path).',
  })
  nodeCount!: number;

  @Field(() => Int, { description: 'Points left in the current window after this query.' })
  remaining!: number;

  @Field(() => Int, { description: 'Points used in the current window, this query included.' })
  used!: number;

  @Field(() => Date, { description: 'When the window ends and the budget is full again.' })
  resetAt!: Date;
}

@Resolver()
export class RateLimitResolver {
  @Query(() => RateLimit, {
    nullable: true,
    description:
      "The caller's cost budget after this query: keyed by access token, else the signed-in user, else the client IP. Null when the server keeps no budget for this caller.",
  })
  rateLimit(@Ctx() ctx: GraphQLContext): RateLimit | null {
    const cost = requestCostOf(ctx);
    if (!cost?.budget) return null;
    const numbers = budgetNumbers(cost.budget);
    return {
      limit: numbers.limit,
      cost: cost.requested.cost,
      nodeCount: cost.requested.nodes,
      remaining: numbers.remaining,
      used: numbers.used,
      resetAt: new Date(numbers.resetAt * 1000),
    };
  }
}
