import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import { BookStatus, ContentRating } from '../books/book.entity';
import { CreditRoleEnum } from '../credits/work-credit.entity';

@InputType({ description: 'One credited user and their roles.' })
export class WorkCreditInput {
  @Field(() => Int, {
    description: 'Id of the credited user (any existing user, deactivated ones too).',
  })
  userId!: number;

  @Field(() => [CreditRoleEnum], {
    description: 'Primary roles of this user on the issue; at least one.',
  })
  roles!: CreditRoleEnum[];
}

@InputType({ description: 'Title, description and credits of an issue.' })
export class IssueDetailsInput {
  @Field(() => String, {
    description:
      'Issue title: 1-50 characters, no < or >. With an `archive`, an empty title is taken from its ComicInfo.xml.',
  })
  title!: string;

  @Field(() => String, {
    description:
      'Issue description: 1-550 characters. With an `archive`, an empty one is taken from its ComicInfo.xml.',
  })
  description!: string;

  @Field(() => [WorkCreditInput], {
    description: `At least one credit and at most ${LIMITS.maxCreditsPerIssue} (one user in one role counts as one); duplicate (user, role) pairs are merged. With an \`archive\`, the ComicInfo.xml credits naming existing usernames are added.`,
  })
  credits!: WorkCreditInput[];

  @Field(() => String, {
    nullable: true,
    description: `Scheduled release: an ISO 8601 date and time with a time zone (e.g. 2026-12-01T18:00:00Z), at most ${LIMITS.releaseAtMaxDays} days ahead. Until then only the creator sees the issue; notices and webhooks go out at that time. A time now or past releases at once; omitted: released at once (new issue) or unchanged (edit). An issue is never released before a scheduled previous one; the first issue of a book is not scheduled; once released the time no longer changes. Unparseable: BAD_USER_INPUT.`,
  })
  releaseAt?: string | null;
}

@InputType({ description: 'A new book with its first issue.' })
export class CreateBookInput {
  @Field(() => String, { description: 'Book title: 1-50 characters, no < or >.' })
  title!: string;

  @Field(() => String, { description: 'Book description: 1-550 characters.' })
  description!: string;

  @Field(() => String, {
    description: 'URL slug: alphanumeric words separated by single hyphens, at most 50 characters.',
  })
  urlSlug!: string;

  @Field(() => ContentRating, { description: 'Content rating.' })
  contentRating!: ContentRating;

  @Field(() => [String], {
    description: 'Lower-case genre names from the fixed list; at least one.',
  })
  genres!: string[];

  @Field(() => IssueDetailsInput, { description: 'Details and credits of issue 1.' })
  firstIssue!: IssueDetailsInput;
}

@InputType({ description: 'Editable book details.' })
export class UpdateBookInput {
  @Field(() => String, { description: 'Book title: 1-50 characters, no < or >.' })
  title!: string;

  @Field(() => String, { description: 'Book description: 1-550 characters.' })
  description!: string;

  @Field(() => String, {
    description: 'URL slug: alphanumeric words separated by single hyphens, at most 50 characters.',
  })
  urlSlug!: string;

  @Field(() => ContentRating, { description: 'Content rating.' })
  contentRating!: ContentRating;

  @Field(() => [String], {
    description:
      'Lower-case genre names from the fixed list; at least one. Replaces the current genres.',
  })
  genres!: string[];

  @Field(() => BookStatus, { description: 'Publication status.' })
  status!: BookStatus;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Hide (true) or show (false) the book; omitted = unchanged.',
  })
  removed?: boolean | null;
}

@InputType({
  description: "One slot of an issue's final page order: a kept existing page, or a new upload.",
})
export class PageSlotInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Id of a page of this issue to keep at this position.',
  })
  existingPageId?: number | null;

  @Field(() => Int, { nullable: true, description: "Index into the mutation's `newPages` list." })
  newPageIndex?: number | null;
}

@ObjectType('ArchiveCredit', {
  description: 'A ComicInfo.xml credit whose name is an existing username.',
})
export class ArchiveCreditView {
  @Field(() => Int, { description: 'Id of the user.' })
  userId!: number;

  @Field(() => String, { description: 'Their username.' })
  username!: string;

  @Field(() => [CreditRoleEnum], { description: 'Their roles from ComicInfo.xml.' })
  roles!: CreditRoleEnum[];
}

@ObjectType('UnresolvedArchiveCredit', {
  description: 'A ComicInfo.xml credit naming no user: for the creator to resolve by hand.',
})
export class UnresolvedArchiveCreditView {
  @Field(() => String, { description: 'The name as written in ComicInfo.xml.' })
  name!: string;

  @Field(() => CreditRoleEnum, { description: 'The role ComicInfo.xml gives it.' })
  role!: CreditRoleEnum;
}

@ObjectType('ArchivePreview', {
  description:
    'What a .cbz/.zip would publish: its pages in order and the details its ComicInfo.xml pre-fills. Nothing is stored.',
})
export class ArchivePreviewView {
  @Field(() => String, { nullable: true, description: 'ComicInfo Title (or Series).' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'ComicInfo Summary.' })
  description?: string | null;

  @Field(() => [String], {
    description:
      'File names of the pages in publishing order (natural name order; at most the page limit).',
  })
  pageNames!: string[];

  @Field(() => [ArchiveCreditView], {
    description: 'Credits naming existing users (at most one per name in the file).',
  })
  credits!: ArchiveCreditView[];

  @Field(() => [UnresolvedArchiveCreditView], { description: 'Credits naming no user.' })
  unresolvedCredits!: UnresolvedArchiveCreditView[];
}
