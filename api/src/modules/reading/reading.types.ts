import { Field, Int, ObjectType } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import { cappedListComplexity, edgeType, PageInfo } from '../../graphql/connections';
import { type Edge, cursorKind } from '../../shared/paging';
import { Book, type BookView } from '../books/book.entity';
import { CreditRoleEnum } from '../credits/work-credit.entity';
import { Issue, type IssueView } from '../issues/issue.entity';

/** `userBooks`: newest first; a cursor is [publisher id, created at in microseconds, book id]. */
export const USER_BOOKS_CURSOR = cursorKind('userBooks', ['int', 'int', 'int']);
/** `userIssues`: newest first; a cursor is [publisher id, created at in microseconds, issue id]. */
export const USER_ISSUES_CURSOR = cursorKind('userIssues', ['int', 'int', 'int']);

/** Made at load time (shared with the connections): type-graphql only sees types declared before the schema is built. */
const BookEdge = edgeType(Book, 'Book', 'books');
const IssueEdge = edgeType(Issue, 'Issue', 'issues');

@ObjectType({ description: 'One page of books and the number of books across all pages.' })
export class BookList {
  @Field(() => [Book], { description: 'The books of this page.' })
  items!: BookView[];

  @Field(() => [BookEdge], {
    description: 'The books of this page with their cursors (pass one as `after`).',
  })
  edges!: Edge<BookView>[];

  @Field(() => [Book], { description: 'The books of this page (the same as `items`).' })
  nodes!: BookView[];

  @Field(() => PageInfo, { description: 'Cursors and whether more books follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Matching books ignoring page and limit.' })
  totalCount!: number;
}

@ObjectType({ description: 'One page of issues and the number of issues across all pages.' })
export class IssueList {
  @Field(() => [Issue], { description: 'The issues of this page.' })
  items!: IssueView[];

  @Field(() => [IssueEdge], {
    description: 'The issues of this page with their cursors (pass one as `after`).',
  })
  edges!: Edge<IssueView>[];

  @Field(() => [Issue], { description: 'The issues of this page (the same as `items`).' })
  nodes!: IssueView[];

  @Field(() => PageInfo, { description: 'Cursors and whether more issues follow.' })
  pageInfo!: PageInfo;

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
    description: `Issues the user is credited on for this role (with their book): the first ${LIMITS.accreditedIssuesPerRole} by book title then issue number (\`count\` has them all).`,
    complexity: cappedListComplexity(LIMITS.accreditedIssuesPerRole),
  })
  issues!: Issue[];
}
