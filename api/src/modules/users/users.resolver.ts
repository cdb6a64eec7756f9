import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UPLOADS } from '../../config/limits';
import { spoolUploads, UploadScalar, type UploadArg } from '../media/graphql-uploads';
import { User, type UserView } from './user.entity';
import { isSessionOwner } from '../auth/session-owners';
import { requireViewer } from '../auth/viewer';
import { UpdateProfileInput } from './users.types';
import { canSeeEmail } from './users.policy';
import { photoUrls } from './users.presenter';

/** Profiles, photos and deactivation; the auth mutations are in auth/auth.resolver.ts. */
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
    return canSeeEmail(ctx.viewer, user) || isSessionOwner(user) ? user.email : null;
  }
}
