import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UPLOADS } from '../../config/limits';
import { spoolUploads, UploadScalar, type UploadArg } from '../media/graphql-uploads';
import { User, type UserView } from './user.entity';
import { requireViewer } from '../auth/viewer';
import {
  AuthPayload,
  ChangePasswordInput,
  LogInInput,
  ResetPasswordInput,
  SignUpInput,
  UpdateProfileInput,
} from './users.types';
import { canSeeEmail } from './users.policy';
import { photoUrls } from './users.presenter';

/**
 * Users just signed in or signed up by this request: the AuthPayload's `user` is the caller's
 * own account, so its email is shown although the request carried no token. Entity instances
 * belong to one request's EntityManager fork, so membership never leaks across requests.
 */
const sessionOwners = new WeakSet<UserView>();

function asSessionOwner(result: AuthPayload): AuthPayload {
  sessionOwners.add(result.user);
  return result;
}

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user, or null (no, invalid or expired token).',
  })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.viewer;
  }

  @Query(() => User, {
    nullable: true,
    description:
      'Looks up an active user by the first non-empty of id, username, email. Email look-ups only find your own account.',
  })
  user(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { nullable: true, description: 'User id.' }) id?: number,
    @Arg('username', () => String, { nullable: true, description: 'Exact username.' })
    username?: string,
    @Arg('email', () => String, {
      nullable: true,
      description: 'Email (only matches your own account).',
    })
    email?: string,
  ): Promise<User | null> {
    return ctx.services.users.findUser(ctx.viewer, { id, username, email });
  }

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

  @Mutation(() => User, {
    description:
      "Replaces the viewer's profile fields. A new email needs a signed-in session (FORBIDDEN with an access token); the old address is mailed a link that undoes the change.",
  })
  updateProfile(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => UpdateProfileInput, { description: 'The new profile fields.' })
    input: UpdateProfileInput,
  ): Promise<User> {
    return ctx.services.users.updateProfile(
      requireViewer(ctx.viewer, ctx.authProblem),
      ctx.credential,
      input,
    );
  }

  @Mutation(() => User, {
    description:
      'Replaces the profile and/or background photo (JPEG, PNG or WebP). At least one is required.',
  })
  async updateProfilePhotos(
    @Ctx() ctx: GraphQLContext,
    @Arg('profilePhoto', () => UploadScalar, { nullable: true, description: 'New profile photo.' })
    profilePhoto?: UploadArg,
    @Arg('backgroundPhoto', () => UploadScalar, {
      nullable: true,
      description: 'New background photo.',
    })
    backgroundPhoto?: UploadArg,
  ): Promise<User> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    // Both at once: the parts arrive in the client's order, and each must be read as it comes.
    const { files, cleanup } = await spoolUploads(viewer.id, [
      { upload: profilePhoto, rule: UPLOADS.profilePhoto },
      { upload: backgroundPhoto, rule: UPLOADS.background },
    ]);
    try {
      const [profile, background] = files;
      return await ctx.services.users.updatePhotos(viewer, {
        ...(profile ? { profilePhoto: profile } : {}),
        ...(background ? { backgroundPhoto: background } : {}),
      });
    } finally {
      await cleanup();
    }
  }

  @Mutation(() => Boolean, {
    description:
      'Deactivates the account: its works leave search and reading until the next log-in.',
  })
  async deactivateAccount(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.users.deactivate(requireViewer(ctx.viewer, ctx.authProblem));
    return true;
  }

  @FieldResolver(() => String, {
    description: 'Profile photo URL (a default image when none was uploaded).',
  })
  photoUrl(@Root() user: UserView, @Ctx() ctx: GraphQLContext): string {
    return photoUrls(user, ctx.deps.media).photoUrl;
  }

  @FieldResolver(() => String, {
    description: 'Background photo URL (a default image when none was uploaded).',
  })
  backgroundPhotoUrl(@Root() user: UserView, @Ctx() ctx: GraphQLContext): string {
    return photoUrls(user, ctx.deps.media).backgroundPhotoUrl;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Only visible to the user themself; null for others.',
  })
  email(@Root() user: UserView, @Ctx() ctx: GraphQLContext): string | null {
    return canSeeEmail(ctx.viewer, user) || sessionOwners.has(user) ? user.email : null;
  }
}
