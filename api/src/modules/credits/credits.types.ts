import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity';
import { CreditRoleEnum } from './work-credit.entity';

registerEnumType(CreditRoleEnum, {
  name: 'CreditRole',
  description: 'The eight roles of making a comic.',
});

@ObjectType({ description: 'A credited user and their roles on a work.' })
export class WorkCreditView {
  @Field(() => User)
  user!: User;

  @Field(() => [CreditRoleEnum], { description: 'Primary roles of this user on the work.' })
  roles!: CreditRoleEnum[];
}

@ObjectType({ description: 'The users credited for one role.' })
export class CreditRoleGroup {
  @Field(() => CreditRoleEnum)
  role!: CreditRoleEnum;

  @Field(() => [User], { description: 'Credited users, by username.' })
  users!: User[];
}
