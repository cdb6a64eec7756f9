import { Field, ObjectType } from 'type-graphql';

/** `Book.viewerCan`: filled from books.policy, so the web never re-derives a rule. */
@ObjectType('BookViewerCan', {
  description: 'What the viewer may do with a book (only its publisher changes it).',
})
export class BookViewerCan {
  @Field(() => Boolean, {
    description: 'Edit the details, genres, status, cover and removed flag.',
  })
  edit!: boolean;

  @Field(() => Boolean, {
    description: 'Delete the book with all its issues, pages, credits and bookmarks.',
  })
  delete!: boolean;

  @Field(() => Boolean, { description: 'Publish the next issue of the book.' })
  addIssue!: boolean;
}
