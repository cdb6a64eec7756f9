import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from './user.entity';

@ObjectType({ description: 'A new session: the JWT to send as `Authorization: Bearer <token>`, and its user.' })
export class AuthPayload {
  @Field(() => String, { description: 'Session JWT, valid for 7 days.' })
  token!: string;

  @Field(() => User)
  user!: User;

  @Field(() => Boolean, { description: 'True when this log-in reactivated a deactivated account.' })
  isReactivated!: boolean;
}

@InputType({ description: 'A new account.' })
export class SignUpInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'At least 6 characters: letters, numbers, dots, dashes, underscores.' })
  username!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) passwordConfirm!: string;
}

@InputType({ description: 'Credentials.' })
export class LogInInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType({ description: 'A new password with the token from the reset email.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the reset link.' })
  token!: string;
  @Field(() => String) password!: string;
  @Field(() => String) passwordConfirm!: string;
}

@InputType({ description: "The viewer's editable profile fields; all are replaced." })
export class UpdateProfileInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'At most 150 characters.' })
  bio!: string;
}
