import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';
import {
  CreateWebhookInput,
  CreateWebhookPayload,
  presentDelivery,
  presentWebhook,
  UpdateWebhookInput,
  WebhookDeliveryConnection,
  WebhookDeliveryType,
  WebhookType,
} from './webhooks.types';

/** The viewer's webhooks (thin: WebhooksService holds the rules). */
@Resolver()
export class WebhooksResolver {
  @Query(() => [WebhookType], { description: "The viewer's webhooks, oldest first." })
  async webhooks(@Ctx() ctx: GraphQLContext): Promise<WebhookType[]> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return (await ctx.services.webhooks.list(viewer)).map(presentWebhook);
  }

  @Query(() => WebhookDeliveryConnection, {
    description: 'The delivery log of one of your webhooks, newest first.',
    // Deliveries are flat rows: one unit per row on top of the selection, whatever the
    // selection (`first` out of range is refused by the service with BAD_USER_INPUT).
    complexity: ({ args, childComplexity }) =>
      childComplexity +
      Math.min(
        Math.max(Number(args.first ?? LIMITS.webhook.deliveriesPageSize), 1),
        LIMITS.listMaxLimit,
      ),
  })
  async webhookDeliveries(
    @Ctx() ctx: GraphQLContext,
    @Arg('webhookId', () => Int, { description: 'One of your webhooks.' }) webhookId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20, description: '1-100.' })
    first?: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'pageInfo.endCursor of the previous page.',
    })
    after?: string | null,
  ): Promise<WebhookDeliveryConnection> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    const page = await ctx.services.webhooks.deliveries(viewer, webhookId, first, after);
    const nodes = page.nodes.map(presentDelivery);
    return {
      nodes,
      edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: nodes[i] })),
      pageInfo: page.pageInfo,
      totalCount: page.totalCount,
    };
  }

  @Mutation(() => CreateWebhookPayload, {
    description: 'Registers a webhook (at most 20); the signing secret is returned only here.',
  })
  async createWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateWebhookInput, { description: 'URL, events, source, secret.' })
    input: CreateWebhookInput,
  ): Promise<CreateWebhookPayload> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    const { webhook, secret } = await ctx.services.webhooks.create(viewer, input);
    return { webhook: presentWebhook(webhook), secret };
  }

  @Mutation(() => WebhookType, { description: 'Changes one of your webhooks.' })
  async updateWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Id of one of your webhooks.' }) id: number,
    @Arg('input', () => UpdateWebhookInput, { description: 'The changes.' })
    input: UpdateWebhookInput,
  ): Promise<WebhookType> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return presentWebhook(await ctx.services.webhooks.update(viewer, id, input));
  }

  @Mutation(() => Int, {
    description: 'Deletes one of your webhooks with its delivery log; returns its id.',
  })
  async deleteWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Id of one of your webhooks.' }) id: number,
  ): Promise<number> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.webhooks.delete(viewer, id);
  }

  @Mutation(() => WebhookDeliveryType, {
    description: "Sends a delivery's payload again (a new delivery whose redeliveryOf names it).",
  })
  async redeliverWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('deliveryId', () => ID, { description: 'The delivery to send again.' }) deliveryId: string,
  ): Promise<WebhookDeliveryType> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return presentDelivery(await ctx.services.webhooks.redeliver(viewer, deliveryId));
  }

  @Mutation(() => WebhookDeliveryType, {
    description: 'Sends a `ping` event to one of your webhooks.',
  })
  async pingWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Id of one of your webhooks.' }) id: number,
  ): Promise<WebhookDeliveryType> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return presentDelivery(await ctx.services.webhooks.ping(viewer, id));
  }
}
