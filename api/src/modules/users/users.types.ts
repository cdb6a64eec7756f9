import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from './user.entity';

@ObjectType({
  description: 'A new session: the JWT to send as `Authorization: Bearer <token>`, and its user.',
})
export class AuthPayload {
  @Field(() => String, { description: 'Session JWT, valid for 7 days.' })
  token!: string;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;

  @Field(() => Boolean, { description: 'True when this log-in reactivated a deactivated account.' })
  isReactivated!: boolean;
}

@InputType({ description: 'A new account.' })
export class SignUpInput {
  @Field(() => String, { description: 'First name (at most 50 characters).' }) firstName!: string;
  @Field(() => String, { description: 'Last name (at most 50 characters).' }) lastName!: string;
  @Field(() => String, {
    description: 'At least 6 characters: letters, numbers, dots, dashes, underscores.',
  })
  username!: string;
  @Field(() => String, { description: 'Email address.' }) email!: string;
  @Field(() => String, { description: 'Password (8 to 128 characters for a new password).' })
  password!: string;
  @Field(() => String, { description: 'The same password again.' }) passwordConfirm!: string;
}

@InputType({ description: 'Credentials.' })
export class LogInInput {
  @Field(() => String, { description: 'Email address.' }) email!: string;
  @Field(() => String, { description: 'Password (8 to 128 characters for a new password).' })
  password!: string;
}

@InputType({ description: 'A new password with the token from the reset email.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the reset link.' })
  token!: string;
  @Field(() => String, { description: 'Password (8 to 128 characters for a new password).' })
  password!: string;
  @Field(() => String, { description: 'The same password again.' }) passwordConfirm!: string;
}

@InputType({ description: "The viewer's editable profile fields; all are replaced." })
export class UpdateProfileInput {
  @Field(() => String, { description: 'First name (at most 50 characters).' }) firstName!: string;
  @Field(() => String, { description: 'Last name (at most 50 characters).' }) lastName!: string;
  @Field(() => String, {
    description: 'At least 6 characters: letters, numbers, dots, dashes, underscores.',
  })
  username!: string;
  @Field(() => String, { description: 'Email address.' }) email!: string;
  @Field(() => String, { description: 'At most 150 characters.' })
  bio!: string;
}

@InputType({
  description: "A new password for the viewer's account, confirmed with the current one.",
})
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password.' })
  currentPassword!: string;
  @Field(() => String, { description: 'The new password (8 to 128 characters).' })
  password!: string;
  @Field(() => String, { description: 'The new password again.' })
  passwordConfirm!: string;
}
