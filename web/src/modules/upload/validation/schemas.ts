import { CONTENT_RATINGS, LIMITS, MARKUP_PATTERN, MESSAGES, SLUG_PATTERN } from '@shared/limits';
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import type { BookStatus, ContentRating } from '../../../gql/graphql';
import type { WorkCreditValue } from './credits';
import { coverProblem, memoizeReader, type DimensionReader } from './imageChecks';

// Every text comes from @shared/limits, the API's source of truth.

/** A page's accessibility texts as typed in the "Describe page" fields ('' = none). */
export type PageTexts = {
  altText?: string;
  transcript?: string;
  /** An existing page that had texts when the form loaded: its texts are sent even when cleared. */
  hadTexts?: boolean;
};
export type NewPage = { kind: 'new'; key: string; file: File } & PageTexts;
export type ExistingPage = {
  kind: 'existing';
  key: string;
  pageId: number;
  url: string;
  name: string;
} & PageTexts;
export type PageItem = NewPage | ExistingPage;

export type BookFieldValues = {
  bookTitle: string;
  bookDescription: string;
  urlSlug: string;
  contentRating: ContentRating | '';
  genres: string[];
  /** A new cover; on edit, null keeps the current one. */
  bookCoverPhoto: File | null;
};

export type IssueFieldValues = {
  issueTitle: string;
  issueDescription: string;
  /** A new cover; on edit, null keeps the current one. */
  issueCoverPhoto: File | null;
  issueAssets: PageItem[];
  /** A .cbz/.zip sent instead of `issueAssets` (new issues only). */
  issueArchive?: File | null;
  workCredits: WorkCreditValue[];
  /** `datetime-local` value of a scheduled release; '' = at once (new) or unchanged (edit). */
  releaseAt?: string;
};

export type UploadBookValues = BookFieldValues & IssueFieldValues;
export type EditBookValues = BookFieldValues & { status: BookStatus | '' };
export type EditIssueValues = IssueFieldValues & { issueAssetsToBeRemoved: ExistingPage[] };

/** The message (from @shared/limits) of the first page whose alt text or transcript is too long, else null. */
export function pageTextProblem(page: PageTexts): string | null {
  if ((page.altText ?? '').trim().length > LIMITS.altTextMax) return MESSAGES.altTextMax;
  if ((page.transcript ?? '').replace(/\r\n/g, '\n').trim().length > LIMITS.transcriptMax)
    return MESSAGES.transcriptMax;
  return null;
}

export function pageTextsProblem(pages: readonly PageTexts[]): string | null {
  for (const [i, page] of pages.entries()) {
    const problem = pageTextProblem(page);
    if (problem) return `Page ${i + 1}: ${problem}`;
  }
  return null;
}

const titleField = (required: string, max: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .max(LIMITS.titleMax, max)
    .test('markup', MESSAGES.markupNotAllowed, (value) => !MARKUP_PATTERN.test(value ?? ''));

const descriptionField = (required: string) =>
  yup.string().trim().required(required).max(LIMITS.descriptionMax, MESSAGES.descriptionMax);

/** A cover: required (with `requiredMessage`) or optional (null), checked only when a file is chosen. */
const coverField = (read: DimensionReader, requiredMessage: string | null) =>
  yup
    .mixed<File>()
    .nullable()
    .test('required', requiredMessage ?? '', (file) => !requiredMessage || Boolean(file))
    .test('thumbnail', async function thumbnail(file) {
      if (!file) return true;
      const problem = await coverProblem(file, read);
      return problem ? this.createError({ message: problem }) : true;
    });

export const workCreditsField = () =>
  yup
    .array(
      yup.object({
        userId: yup.number().nullable().required(MESSAGES.workCreditUserRequired),
        username: yup.string().trim().required(MESSAGES.workCreditUsernameRequired),
        roles: yup
          .array(yup.string().required())
          .required(MESSAGES.workCreditCreditsRequired)
          .min(1, MESSAGES.workCreditCreditsRequired),
      }),
    )
    .required(MESSAGES.workCreditsRequired)
    .min(1, MESSAGES.workCreditsRequired)
    // The server's limit, counted as it counts: distinct (user, role) pairs.
    .test('max-credits', MESSAGES.tooManyCredits, (credits) => {
      const pairs = new Set(
        (credits ?? []).flatMap((c) => (c.roles ?? []).map((role) => `${c.userId}:${role}`)),
      );
      return pairs.size <= LIMITS.maxCreditsPerIssue;
    });

function bookShape(read: DimensionReader, { coverRequired }: { coverRequired: boolean }) {
  return {
    bookTitle: titleField(MESSAGES.bookTitleRequired, MESSAGES.bookTitleMax),
    bookDescription: descriptionField(MESSAGES.bookDescriptionRequired),
    urlSlug: yup
      .string()
      .trim()
      .required(MESSAGES.slugRequired)
      .max(LIMITS.slugMax, MESSAGES.slugMax)
      .matches(SLUG_PATTERN, { message: MESSAGES.slugInvalid, excludeEmptyString: true }),
    contentRating: yup
      .string()
      .required(MESSAGES.contentRatingRequired)
      .oneOf([...CONTENT_RATINGS], MESSAGES.contentRatingRequired),
    genres: yup
      .array(yup.string().required())
      .required(MESSAGES.genresRequired)
      .min(1, MESSAGES.genresRequired),
    bookCoverPhoto: coverField(read, coverRequired ? MESSAGES.fileRequired : null),
  };
}

function issueShape(read: DimensionReader, { coverRequired }: { coverRequired: boolean }) {
  return {
    issueTitle: titleField(MESSAGES.issueTitleRequired, MESSAGES.issueTitleMax),
    issueDescription: descriptionField(MESSAGES.issueDescriptionRequired),
    issueCoverPhoto: coverField(read, coverRequired ? MESSAGES.issueCoverRequired : null),
    // Pages, unless an archive brings them.
    issueAssets: yup
      .array(yup.mixed<PageItem>().required())
      .required(MESSAGES.issueAssetsRequired)
      .test('pages', MESSAGES.issueAssetsRequired, function pages(list) {
        return Boolean(this.parent.issueArchive) || (list?.length ?? 0) > 0;
      })
      .test('page-texts', function pageTexts(pages) {
        const problem = pageTextsProblem(pages ?? []);
        return problem ? this.createError({ message: problem }) : true;
      }),
    issueArchive: yup.mixed<File>().nullable().optional(),
    workCredits: workCreditsField(),
    releaseAt: yup.string().optional(),
  };
}

export const uploadBookSchema = (read: DimensionReader) => {
  const memo = memoizeReader(read);
  return yup.object({
    ...bookShape(memo, { coverRequired: true }),
    ...issueShape(memo, { coverRequired: true }),
  });
};

export const uploadIssueSchema = (read: DimensionReader) =>
  yup.object(issueShape(memoizeReader(read), { coverRequired: true }));

export const editIssueSchema = (read: DimensionReader) =>
  yup.object(issueShape(memoizeReader(read), { coverRequired: false }));

export const editBookSchema = (read: DimensionReader) =>
  yup.object({
    ...bookShape(memoizeReader(read), { coverRequired: false }),
    status: yup
      .string()
      .required(MESSAGES.statusRequired)
      .oneOf(['ONGOING', 'COMPLETED', 'HIATUS'], MESSAGES.statusRequired),
  });

/** yup's inferred types do not carry our File and page unions; the values types above do. */
export function resolverFor<T extends object>(schema: yup.AnyObjectSchema): Resolver<T> {
  return yupResolver(schema) as unknown as Resolver<T>;
}
