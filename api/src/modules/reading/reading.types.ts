import { Field, Int, ObjectType } from 'type-graphql';
import { Book } from '../books/book.entity';
import { CreditRoleEnum } from '../credits/work-credit.entity';
import { Issue } from '../issues/issue.entity';

@ObjectType({ description: 'One page of books and the number of books across all pages.' })
export class BookList {
  @Field(() => [Book], { description: 'The books of this page.' })
  items!: Book[];

  @Field(() => Int, { description: 'Matching books ignoring page and limit.' })
  totalCount!: number;
}

@ObjectType({ description: 'One page of issues and the number of issues across all pages.' })
export class IssueList {
  @Field(() => [Issue], { description: 'The issues of this page.' })
  items!: Issue[];

  @Field(() => Int, { description: 'Matching issues ignoring page and limit.' })
  totalCount!: number;
}

@ObjectType({ description: "A user's credits for one role (the profile's Accredited accordion)." })
export class AccreditedRole {
  @Field(() => CreditRoleEnum, { description: 'The credit role.' })
  role!: CreditRoleEnum;

  @Field(() => Int, { description: 'Number of issues credited with this role.' })
  count!: number;

  @Field(() => [Issue], {
    description: 'Issues the user is credited on for this role (with their book).',
  })
  issues!: Issue[];
}
