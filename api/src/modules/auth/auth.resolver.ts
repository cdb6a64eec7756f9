import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  AuthPayload,
  ChangePasswordInput,
  LogInInput,
  ResetPasswordInput,
  SignUpInput,
} from '../users/users.types';
import { asSessionOwner } from './session-owners';
import { requireViewer } from './viewer';

/** Sign-up, log-in and log-out, password reset and change: thin adapters over AuthService. */
@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  async signUp(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SignUpInput, { description: 'The new account.' }) input: SignUpInput,
  ): Promise<AuthPayload> {
    return asSessionOwner(await ctx.services.auth.signUp(input, ctx.ip));
  }

  @Mutation(() => AuthPayload, {
    description: 'Signs in. A deactivated account is reactivated once the password checks out.',
  })
  async logIn(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => LogInInput, { description: 'Credentials.' }) input: LogInInput,
  ): Promise<AuthPayload> {
    return asSessionOwner(await ctx.services.auth.logIn(input, ctx.ip));
  }

  @Mutation(() => Boolean, {
    description:
      'Ends the current session: its token stops working. Always true (nothing to end without a session; access tokens are revoked with revokeAccessToken).',
  })
  async logOut(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.logOut(ctx.credential);
    return true;
  }

  @Mutation(() => Int, {
    description:
      'Ends every session of the viewer, this one included, and returns how many were ended. Personal access tokens keep working (revoke them with revokeAccessToken). Needs a signed-in session, not an access token.',
  })
  logOutEverywhere(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.auth.logOutEverywhere(requireViewer(ctx.viewer, ctx.authProblem));
  }

  @Mutation(() => Boolean, {
    description:
      'Emails a password reset link. Answers true whether or not the email has an account.',
  })
  async requestPasswordReset(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: 'Email of the account.' }) email: string,
  ): Promise<boolean> {
    await ctx.services.auth.requestPasswordReset(email, ctx.ip);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Sets a new password with a reset token; older sessions stop working.',
  })
  async resetPassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ResetPasswordInput, { description: 'Token and new password.' })
    input: ResetPasswordInput,
  ): Promise<boolean> {
    await ctx.services.auth.resetPassword(input, ctx.ip);
    return true;
  }

  @Mutation(() => AuthPayload, {
    description:
      'Changes the password knowing the current one. Other sessions stop working; use the returned token.',
  })
  changePassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ChangePasswordInput, { description: 'Current and new password.' })
    input: ChangePasswordInput,
  ): Promise<AuthPayload> {
    return ctx.services.auth.updatePassword(
      requireViewer(ctx.viewer, ctx.authProblem),
      input,
      ctx.ip,
    );
  }
}
