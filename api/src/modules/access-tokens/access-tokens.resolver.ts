import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';
import { AccessToken, type AccessTokenView } from './access-token.entity';
import { isLiveToken } from './access-tokens.policy';
import { CreateAccessTokenInput, CreatedAccessToken } from './access-tokens.types';

const SESSION_ONLY =
  'Needs a signed-in session: an access token cannot create, list or revoke tokens (FORBIDDEN).';

/** Personal access tokens (thin: AccessTokensService holds the rules). */
@Resolver(() => AccessToken)
export class AccessTokensResolver {
  @Query(() => [AccessToken], {
    description: `The viewer's personal access tokens, live ones first and newest first (at most 100; the secrets are never shown). ${SESSION_ONLY}`,
  })
  accessTokens(@Ctx() ctx: GraphQLContext): Promise<AccessTokenView[]> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.accessTokens.list(viewer, ctx.credential);
  }

  @Mutation(() => CreatedAccessToken, {
    description: `Creates a personal access token for third-party tools. The secret is in the answer only: it cannot be read again. At most 50 live tokens per account. ${SESSION_ONLY}`,
  })
  createAccessToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateAccessTokenInput, { description: 'Name, scopes and expiry.' })
    input: CreateAccessTokenInput,
  ): Promise<CreatedAccessToken> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.accessTokens.create(viewer, ctx.credential, input);
  }

  @Mutation(() => AccessToken, {
    description: `Revokes one of the viewer's access tokens; it stops working at once. Revoking it again changes nothing. ${SESSION_ONLY}`,
  })
  revokeAccessToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'The token id.' }) id: number,
  ): Promise<AccessToken> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.accessTokens.revoke(viewer, ctx.credential, id);
  }

  @FieldResolver(() => Boolean, { description: 'Neither revoked nor expired: the token works.' })
  isActive(@Root() token: AccessTokenView): boolean {
    return isLiveToken(token);
  }
}
