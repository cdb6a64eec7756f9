import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { API_LIMITS, LIMITS, MESSAGES, UPLOADS } from '../../config/limits';
import { minimumCost } from '../../graphql/cost';
import { badInput } from '../../shared/app-error';
import { Book } from '../books/book.entity';
import { WorkCreditView } from '../credits/credits.types';
import { Issue } from '../issues/issue.entity';
import {
  spoolUploads,
  UploadScalar,
  type UploadArg,
  type UploadRule,
} from '../media/graphql-uploads';
import type { SpooledFile } from '../media/spool';
import { User, type UserView } from '../users/user.entity';
import { requireViewer } from '../auth/viewer';
import {
  ArchivePreviewView,
  CreateBookInput,
  IssueDetailsInput,
  PageSlotInput,
  UpdateBookInput,
} from './publish.types';

const COVER: UploadRule = UPLOADS.cover;
// The web form's page limits: a landscape page (a spread) may be twice as wide (v1 keeps `page`).
const PAGE: UploadRule = UPLOADS.printPage;
const ARCHIVE: UploadRule = UPLOADS.archive;
const ARCHIVE_ARG = {
  nullable: true,
  description: `Instead of \`pages\` (then an empty list): ${UPLOADS.archive.description}.`,
} as const;

/** The mutations' file argument names, which errors carry. */
const PAGES = {
  pages: 'pages',
  page: (i: number) => `pages[${i}]`,
  pagePreset: 'printPage',
} as const;
const NEW_PAGES = { page: (i: number) => `newPages[${i}]`, pagePreset: 'printPage' } as const;

function viewerOf(ctx: GraphQLContext): User {
  return requireViewer(ctx.viewer, ctx.authProblem);
}

/** Spools the uploads of one mutation (all of them, before acting), runs `fn`, always removes the temp files. */
async function withUploads<T>(
  viewer: User,
  cover: { upload?: UploadArg | null; rule: UploadRule }[],
  pages: (UploadArg | null | undefined)[] | null | undefined,
  fn: (covers: (SpooledFile | undefined)[], pages: SpooledFile[]) => Promise<T>,
): Promise<T> {
  const pageList = pages ?? [];
  if (pageList.length > UPLOADS.printPage.maxCount)
    throw badInput(UPLOADS.printPage.tooManyMessage, 'pages');
  const { files, cleanup } = await spoolUploads(viewer.id, [
    ...cover.map((c) => ({ upload: c.upload, rule: c.rule })),
    ...pageList.map((upload) => ({ upload, rule: PAGE })),
  ]);
  try {
    return await fn(files.slice(0, cover.length), files.slice(cover.length) as SpooledFile[]);
  } finally {
    await cleanup();
  }
}

/** Publishing: thin adapters over OwnWorks (reads) and PublishService (writes). Ownership is checked by shield and again by the services. */
@Resolver()
export class PublishResolver {
  @Query(() => Book, {
    description:
      "One of the viewer's books, for the edit screens (owner only; NOT_FOUND otherwise).",
  })
  editableBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
  ): Promise<Book> {
    return ctx.services.ownWorks.book(viewerOf(ctx), bookId);
  }

  @Query(() => Issue, {
    description: "One of the viewer's issues, for the edit screens (owner only).",
  })
  editableIssue(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('issueNumber', () => Int, { description: 'Number of the issue in its book.' })
    issueNumber: number,
  ): Promise<Issue> {
    return ctx.services.ownWorks.issue(viewerOf(ctx), bookId, issueNumber);
  }

  @Query(() => [WorkCreditView], {
    description:
      "Credits of the latest issue of one of the viewer's books, to prefill a new issue.",
  })
  previousIssueCredits(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
  ): Promise<WorkCreditView[]> {
    return ctx.services.ownWorks.previousIssueCredits(viewerOf(ctx), bookId);
  }

  @Query(() => [User], {
    description:
      'Credit picker: users whose username matches, deactivated ones included by id and username only (texts empty, default photos; max 10).',
    complexity: LIMITS.creditPickerResults,
  })
  @Extensions(minimumCost(API_LIMITS.searchMinimumCost))
  creditableUsers(
    @Ctx() ctx: GraphQLContext,
    @Arg('query', () => String, {
      description: 'Part of a username (case-insensitive; % and _ match themselves).',
    })
    query: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10, description: 'At most 10.' })
    limit?: number | null,
  ): Promise<UserView[]> {
    viewerOf(ctx); // signed-in users only, with the same errors as every other field
    const max = Math.min(
      Math.max(limit ?? LIMITS.creditPickerResults, 1),
      LIMITS.creditPickerResults,
    );
    return ctx.services.search.users({ q: query, limit: max, includeDeactivated: true });
  }

  @Mutation(() => Book, {
    description: 'Creates a book with its first issue in one transaction (all or nothing).',
  })
  async createBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateBookInput, { description: 'Book details and the first issue.' })
    input: CreateBookInput,
    @Arg('cover', () => UploadScalar, {
      description: `Book cover (${UPLOADS.cover.description}).`,
    })
    cover: UploadArg,
    @Arg('issueCover', () => UploadScalar, {
      description: `Cover of issue 1 (${UPLOADS.cover.description}).`,
    })
    issueCover: UploadArg,
    @Arg('pages', () => [UploadScalar], {
      description: `Page images in reading order (each ${UPLOADS.printPage.description}).`,
    })
    pages: UploadArg[],
    @Arg('archive', () => UploadScalar, ARCHIVE_ARG)
    archive?: UploadArg | null,
  ): Promise<Book> {
    const viewer = viewerOf(ctx);
    return withUploads(
      viewer,
      [
        { upload: cover, rule: COVER },
        { upload: issueCover, rule: COVER },
        { upload: archive, rule: ARCHIVE },
      ],
      pages,
      async ([bookCover, firstCover, archiveFile], pageFiles) => {
        const result = await ctx.services.publish.createBook(
          viewer,
          input,
          { cover: bookCover, issueCover: firstCover, pages: pageFiles, archive: archiveFile },
          { bookCover: 'cover', issueCover: 'issueCover', ...PAGES },
        );
        return result.book;
      },
    );
  }

  @Mutation(() => Issue, { description: "Adds the next issue to one of the viewer's books." })
  async createIssue(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('input', () => IssueDetailsInput, { description: 'Issue details and credits.' })
    input: IssueDetailsInput,
    @Arg('cover', () => UploadScalar, {
      description: `Issue cover (${UPLOADS.cover.description}).`,
    })
    cover: UploadArg,
    @Arg('pages', () => [UploadScalar], { description: 'Page images in reading order.' })
    pages: UploadArg[],
    @Arg('archive', () => UploadScalar, ARCHIVE_ARG)
    archive?: UploadArg | null,
  ): Promise<Issue> {
    const viewer = viewerOf(ctx);
    return withUploads(
      viewer,
      [
        { upload: cover, rule: COVER },
        { upload: archive, rule: ARCHIVE },
      ],
      pages,
      async ([issueCover, archiveFile], pageFiles) => {
        const result = await ctx.services.publish.createIssue(
          viewer,
          bookId,
          input,
          { cover: issueCover, pages: pageFiles, archive: archiveFile },
          { issueCover: 'cover', ...PAGES },
        );
        return result.issue;
      },
    );
  }

  @Mutation(() => ArchivePreviewView, {
    description:
      'Checks a .cbz/.zip as createBook/createIssue would (every limit, every page) and returns its pages in order and the details its ComicInfo.xml pre-fills. Stores nothing.',
  })
  async inspectArchive(
    @Ctx() ctx: GraphQLContext,
    @Arg('archive', () => UploadScalar, { description: UPLOADS.archive.description })
    archive: UploadArg,
  ): Promise<ArchivePreviewView> {
    const viewer = viewerOf(ctx);
    return withUploads(viewer, [{ upload: archive, rule: ARCHIVE }], [], async ([file]) => {
      if (!file) throw badInput(MESSAGES.fileRequired, 'archive');
      return ctx.services.publish.inspectArchive(viewer, file);
    });
  }

  @Mutation(() => Book, {
    description:
      'Updates book details, genres, status, removed flag and optionally the cover, atomically.',
  })
  async updateBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('input', () => UpdateBookInput, {
      description: 'The new details (all replaced; `removed` omitted = unchanged).',
    })
    input: UpdateBookInput,
    @Arg('cover', () => UploadScalar, {
      nullable: true,
      description: 'A new cover; omitted = unchanged.',
    })
    cover?: UploadArg | null,
  ): Promise<Book> {
    const viewer = viewerOf(ctx);
    return withUploads(viewer, [{ upload: cover, rule: COVER }], [], async ([coverFile]) => {
      const result = await ctx.services.publish.updateBook(
        viewer,
        bookId,
        { details: input, cover: coverFile },
        { bookCover: 'cover' },
      );
      return result.book;
    });
  }

  @Mutation(() => Issue, {
    description:
      'Updates issue details, credits, the whole page order (kept + new pages; unlisted pages are removed) and optionally the cover, atomically.',
  })
  async updateIssue(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('issueNumber', () => Int, { description: 'Number of the issue.' }) issueNumber: number,
    @Arg('input', () => IssueDetailsInput, {
      description: 'The new details and credits (credits are replaced).',
    })
    input: IssueDetailsInput,
    @Arg('pageOrder', () => [PageSlotInput], {
      description: 'The final page order; page numbers become 1..N in this order.',
    })
    pageOrder: PageSlotInput[],
    @Arg('newPages', () => [UploadScalar], {
      nullable: true,
      description: 'New page images, placed by `pageOrder[].newPageIndex`.',
    })
    newPages?: UploadArg[] | null,
    @Arg('cover', () => UploadScalar, {
      nullable: true,
      description: 'A new issue cover; omitted = unchanged.',
    })
    cover?: UploadArg | null,
  ): Promise<Issue> {
    const viewer = viewerOf(ctx);
    return withUploads(
      viewer,
      [{ upload: cover, rule: COVER }],
      newPages,
      async ([coverFile], newFiles) => {
        const result = await ctx.services.publish.updateIssue(
          viewer,
          bookId,
          issueNumber,
          { details: input, pages: { order: pageOrder, newFiles }, cover: coverFile },
          { issueCover: 'cover', ...NEW_PAGES },
        );
        return result.issue;
      },
    );
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes the latest issue of a book (only the latest; refused for a book's only issue).",
  })
  async deleteIssue(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('issueNumber', () => Int, { description: 'Number of the issue (must be the latest).' })
    issueNumber: number,
  ): Promise<boolean> {
    await ctx.services.publish.deleteIssue(viewerOf(ctx), bookId, issueNumber);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Deletes a book with its issues, pages, credits, bookmarks and files.',
  })
  async deleteBook(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
  ): Promise<boolean> {
    await ctx.services.publish.deleteBook(viewerOf(ctx), bookId);
    return true;
  }
}
