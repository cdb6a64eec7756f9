import { Field, ObjectType } from 'type-graphql';

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
