import { Field, ObjectType } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import { connectionType } from '../../graphql/connections';
import { DEFAULT_FIRST, type FirstBounds, cursorKind } from '../../shared/paging';
import { IssuePage } from './issue-page.entity';
import { Issue } from './issue.entity';

/** `Book.issues`: by issue number; a cursor is [book id, issue number]. */
export const ISSUE_CURSOR = cursorKind('issue', ['int', 'int']);
export const IssueConnection = connectionType(Issue, 'Issue', 'issues');

/** `Issue.pages`: by page number; a cursor is [issue id, page number]. */
export const PAGE_CURSOR = cursorKind('page', ['int', 'int']);
export const PageConnection = connectionType(IssuePage, 'Page', 'pages');
/** An issue has at most maxPagesPerIssue pages: `first` may ask for all of them at once. */
export const PAGES_FIRST: FirstBounds = {
  max: LIMITS.maxPagesPerIssue,
  default: DEFAULT_FIRST.default,
};

/** `Issue.viewerCan`: filled from books.policy, so the web never re-derives a rule. */
@ObjectType('IssueViewerCan', {
  description: "What the viewer may do with an issue (only its book's publisher changes it).",
})
export class IssueViewerCan {
  @Field(() => Boolean, { description: 'Edit the details, credits, pages and cover.' })
  edit!: boolean;

  @Field(() => Boolean, {
    description:
      'Delete this issue: only the latest issue of a book with more than one (numbers stay 1..N; a single issue goes with its book).',
  })
  delete!: boolean;

  @Field(() => Boolean, { description: 'Publish the next issue of its book.' })
  addIssue!: boolean;
}
