import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

@ObjectType({ description: 'One page of users and the number of users across all pages.' })
export class UserList {
  @Field(() => [User], { description: 'The users of this page.' })
  items!: User[];

  @Field(() => Int, { description: 'Matching users ignoring page and limit.' })
  totalCount!: number;
}
