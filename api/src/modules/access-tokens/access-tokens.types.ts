import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import { AccessToken } from './access-token.entity';
import { TokenScope } from './token-scope';

@InputType({ description: 'A new personal access token.' })
export class CreateAccessTokenInput {
  @Field(() => String, {
    description: `What the token is for, 1-${LIMITS.accessTokenNameMax} characters (trimmed).`,
  })
  name!: string;

  @Field(() => [TokenScope], { description: 'What the token may do: at least one scope.' })
  scopes!: TokenScope[];

  @Field(() => Int, {
    nullable: true,
    description: `Days until the token expires: one of ${LIMITS.accessTokenExpiryDays.join(', ')}; null for no expiry.`,
  })
  expiresInDays?: number | null;
}

@ObjectType({ description: 'A token just created, with its secret.' })
export class CreatedAccessToken {
  @Field(() => String, {
    description:
      'The secret token (`php_` + 40 characters). Shown only now: store it, it cannot be read again. Send it as `Authorization: Bearer <token>`.',
  })
  token!: string;

  @Field(() => AccessToken, { description: 'The stored token (without its secret).' })
  accessToken!: AccessToken;
}
