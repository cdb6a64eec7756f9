import { Field, Int, ObjectType } from 'type-graphql';
import { edgeType, PageInfo } from '../../graphql/connections';
import { type Edge, cursorKind } from '../../shared/paging';
import { User, type UserView } from '../users/user.entity';

/**
 * `subscribers` and `subscriptions`: oldest subscription first; a cursor is [the listed
 * user's id, subscription created at in microseconds, subscription id].
 */
export const SUBSCRIBERS_CURSOR = cursorKind('subscribers', ['int', 'int', 'int']);
export const SUBSCRIPTIONS_CURSOR = cursorKind('subscriptions', ['int', 'int', 'int']);

/** Made at load time: type-graphql only sees types declared before the schema is built. */
const UserEdge = edgeType(User, 'User', 'users');

@ObjectType({ description: 'One page of users and the number of users across all pages.' })
export class UserList {
  @Field(() => [User], { description: 'The users of this page.' })
  items!: UserView[];

  @Field(() => [UserEdge], {
    description: 'The users of this page with their cursors (pass one as `after`).',
  })
  edges!: Edge<UserView>[];

  @Field(() => [User], { description: 'The users of this page (the same as `items`).' })
  nodes!: UserView[];

  @Field(() => PageInfo, { description: 'Cursors and whether more users follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Matching users ignoring page and limit.' })
  totalCount!: number;
}
