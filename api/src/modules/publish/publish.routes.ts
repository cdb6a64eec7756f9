import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { UPLOADS } from '../../config/limits';
import { sendNoContent, sendSuccess } from '../../rest/envelope';
import { parseMultipart, type FileFieldRule, type ParsedForm } from '../../rest/multipart';
import { v1Boolean } from '../../rest/params';
import { handle, requireAuth, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { presentV1Book, presentV1Genres } from '../../rest/v1-presenters/book';
import {
  presentV1CreditRows,
  presentV1CreditsByUser,
  presentV1Unresolved,
} from '../../rest/v1-presenters/credits';
import { presentV1FileDescriptor } from '../../rest/v1-presenters/file';
import { presentV1Issue } from '../../rest/v1-presenters/issue';
import { presentV1Page, presentV1Pages } from '../../rest/v1-presenters/page';
import { withUploadSlot } from '../media/upload-slots';
import { v1PageOrder } from './page-order';
import type { UploadFields } from './publish.contracts';
import { v1Credits, v1Genres } from './publish.validation';

/** With an archive, `workCredits` may be left out: ComicInfo.xml may name every creator. */
function v1ArchiveCredits(value: string | undefined, archive: unknown) {
  return archive && (value === undefined || value === '') ? [] : v1Credits(value);
}

const COVER_FILE: FileFieldRule = UPLOADS.cover;
const PAGE_FILES: FileFieldRule = UPLOADS.page;
/** One .cbz/.zip instead of `issueAssets` (P2, P7): an addition to the v1 contract. */
const ARCHIVE_FILE: FileFieldRule = UPLOADS.archive;
/** The v1 form's file names, which errors carry. */
const V1_FILES: UploadFields = {
  bookCover: 'bookCoverPhoto',
  issueCover: 'issueCoverPhoto',
  pages: 'issueAssets',
  page: (i) => `issueAssets[${i}]`,
};
// P11 sends whole page records back as JSON: allow room for the largest issue.
const FORM_OPTIONS = { maxFields: 60, maxFieldBytes: 1024 * 1024 };

/**
 * Parses the whole form (P11 sends lists after files), runs `fn`, always removes the temp files. A form
 * that may carry files holds one of the viewer's upload slots throughout (429 past the limit).
 */
async function withForm(
  req: Request,
  res: Response,
  rules: Record<string, FileFieldRule>,
  fn: (form: ParsedForm) => Promise<void>,
): Promise<void> {
  const run = async () => {
    const form = await parseMultipart(req, rules, FORM_OPTIONS);
    try {
      await fn(form);
    } finally {
      await form.cleanup();
    }
  };
  if (Object.keys(rules).length === 0) return run();
  return withUploadSlot(viewerOf(res).id, run);
}

/**
 * v1 `/publish` routes (P1-P13): translate the v1 form names, call PublishService,
 * shape the v1 responses. The `{urlSlug}` segment is ignored (docs/api.md, v1: Rules). Echoed image
 * prefix refs are ignored: keys are always built from the stored refs.
 */
export function publishRoutes(deps: AppDeps): Router {
  const router = Router();
  const media = deps.media;
  router.use(requireAuth);
  const service = (res: Response) => scopeOf(res).services.publish;
  const ownWorks = (res: Response) => scopeOf(res).services.ownWorks;

  // P1
  const prefixRefs = handle(async (req, res) => {
    const refs = await ownWorks(res).imagePrefixRefs(
      viewerOf(res),
      req.params.bookId,
      req.params.issueNumber,
    );
    sendSuccess(res, { bookImagePrefixRef: refs.bookRef, issueImagePrefixRef: refs.issueRef });
  });
  router.get('/get-book-and-issue-image-prefix', prefixRefs);
  router.get('/get-book-and-issue-image-prefix/:bookId', prefixRefs);
  router.get('/get-book-and-issue-image-prefix/:bookId/:issueNumber', prefixRefs);

  // P2
  router.post(
    '/',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(
        req,
        res,
        {
          bookCoverPhoto: COVER_FILE,
          issueCoverPhoto: COVER_FILE,
          issueAssets: PAGE_FILES,
          archive: ARCHIVE_FILE,
        },
        async ({ fields, files }) => {
          const archive = files.archive?.[0];
          const published = await service(res).createBook(
            viewer,
            {
              title: fields.bookTitle,
              description: fields.bookDescription,
              urlSlug: fields.urlSlug,
              contentRating: fields.contentRating,
              genres: v1Genres(fields.genres),
              firstIssue: {
                title: fields.issueTitle,
                description: fields.issueDescription,
                credits: v1ArchiveCredits(fields.workCredits, archive),
                releaseAt: fields.releaseAt,
              },
            },
            {
              cover: files.bookCoverPhoto?.[0],
              issueCover: files.issueCoverPhoto?.[0],
              pages: files.issueAssets ?? [],
              archive,
            },
            V1_FILES,
          );
          sendSuccess(
            res,
            {
              book: presentV1Book(published.book, media),
              issue: presentV1Issue(published.issue, media),
              issueAssets: presentV1Pages(published.pages, published.issue, media),
              workcredits: presentV1CreditRows(published.credits),
              genres: presentV1Genres(published.genres),
              ...presentV1Unresolved(published.unresolvedCredits),
            },
            201,
          );
        },
      );
    }),
  );

  // P3
  router.get(
    '/:urlSlug/book/:bookId',
    handle(async (req, res) => {
      const { book, genres } = await ownWorks(res).bookWithGenres(viewerOf(res), req.params.bookId);
      sendSuccess(res, {
        book: presentV1Book(book, media),
        genres: presentV1Genres(genres),
        bookCoverPhotoFile: presentV1FileDescriptor(book.cover),
      });
    }),
  );

  // P4 — `removed`: the v1 client always sends "false", so only "true" (hide) is honoured;
  // anything else leaves the flag unchanged (a hidden book is shown again with GraphQL updateBook).
  router.patch(
    '/:urlSlug/book/:bookId',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, res, {}, async ({ fields }) => {
        // Read after the ownership check: a stranger learns nothing about the book.
        const result = await service(res).updateBook(viewer, req.params.bookId, {
          details: () => ({
            title: fields.title,
            description: fields.description,
            urlSlug: fields.urlSlug,
            contentRating: fields.contentRating,
            genres: v1Genres(fields.genres),
            status: fields.status,
            removed: v1Boolean(fields.removed) === true ? true : undefined,
          }),
        });
        sendSuccess(res, {
          updatedBook: presentV1Book(result.book, media),
          updatedGenres: presentV1Genres(result.genres ?? []),
        });
      });
    }),
  );

  // P5 — a text placeholder instead of a file (an unchanged cover, docs/api.md, v1): 204, nothing changes.
  router.patch(
    '/:urlSlug/book/:bookId/book-cover-photo',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, res, { bookCoverPhoto: COVER_FILE }, async ({ files }) => {
        const file = files.bookCoverPhoto?.[0];
        const result = await service(res).updateBook(
          viewer,
          req.params.bookId,
          { cover: file },
          V1_FILES,
        );
        if (!file) return sendNoContent(res);
        sendSuccess(res, { updatedBook: presentV1Book(result.book, media) });
      });
    }),
  );

  // P6
  router.delete(
    '/:urlSlug/book/:bookId',
    handle(async (req, res) => {
      await service(res).deleteBook(viewerOf(res), req.params.bookId);
      sendNoContent(res);
    }),
  );

  // P7
  router.post(
    '/:urlSlug/book/:bookId',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(
        req,
        res,
        { issueCoverPhoto: COVER_FILE, issueAssets: PAGE_FILES, archive: ARCHIVE_FILE },
        async ({ fields, files }) => {
          const archive = files.archive?.[0];
          const published = await service(res).createIssue(
            viewer,
            req.params.bookId,
            // Read after the ownership check (404 before 400).
            () => ({
              title: fields.issueTitle,
              description: fields.issueDescription,
              credits: v1ArchiveCredits(fields.workCredits, archive),
              releaseAt: fields.releaseAt,
            }),
            { cover: files.issueCoverPhoto?.[0], pages: files.issueAssets ?? [], archive },
            V1_FILES,
          );
          sendSuccess(
            res,
            {
              issue: presentV1Issue(published.issue, media),
              issueAssets: presentV1Pages(published.pages, published.issue, media),
              workcredits: presentV1CreditRows(published.credits),
              ...presentV1Unresolved(published.unresolvedCredits),
            },
            201,
          );
        },
      );
    }),
  );

  // P14
  router.get(
    '/:urlSlug/book/:bookId/issues',
    handle(async (req, res) => {
      const page = typeof req.query.page === 'string' ? req.query.page : undefined;
      const issues = await ownWorks(res).issues(viewerOf(res), req.params.bookId, page);
      sendSuccess(res, { issues: issues.map((i) => presentV1Issue(i, media)) });
    }),
  );

  // P8
  router.get(
    '/:urlSlug/book/:bookId/issue/:issueNumber',
    handle(async (req, res) => {
      const { issue, pages } = await ownWorks(res).issueWithPages(
        viewerOf(res),
        req.params.bookId,
        req.params.issueNumber,
      );
      sendSuccess(res, {
        issue: presentV1Issue(issue, media),
        issueCoverPhotoFile: presentV1FileDescriptor(issue.cover),
        issueAssets: presentV1Pages(pages, issue, media),
      });
    }),
  );

  // P9
  router.patch(
    '/:urlSlug/book/:bookId/issue/:issueNumber',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, res, {}, async ({ fields }) => {
        const result = await service(res).updateIssue(
          viewer,
          req.params.bookId,
          req.params.issueNumber,
          {
            // Read after the ownership check (404 before 400).
            details: () => ({
              title: fields.title,
              description: fields.issueDescription,
              credits: v1Credits(fields.workCredits),
              releaseAt: fields.releaseAt,
            }),
          },
        );
        sendSuccess(res, {
          updatedIssue: presentV1Issue(result.issue, media),
          updatedWorkCredits: presentV1CreditRows(result.credits ?? []),
        });
      });
    }),
  );

  // P10 — same placeholder rule as P5.
  router.patch(
    '/:urlSlug/book/:bookId/issue/:issueNumber/issue-cover-photo',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, res, { issueCoverPhoto: COVER_FILE }, async ({ files }) => {
        const file = files.issueCoverPhoto?.[0];
        const result = await service(res).updateIssue(
          viewer,
          req.params.bookId,
          req.params.issueNumber,
          { cover: file },
          V1_FILES,
        );
        if (!file) return sendNoContent(res);
        sendSuccess(res, { updatedIssue: presentV1Issue(result.issue, media) });
      });
    }),
  );

  // P11
  router.patch(
    '/:urlSlug/book/:bookId/issue/:issueNumber/issue-assets',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, res, { issueAssets: PAGE_FILES }, async ({ fields, files }) => {
        const newFiles = files.issueAssets ?? [];
        const result = await service(res).updateIssue(
          viewer,
          req.params.bookId,
          req.params.issueNumber,
          {
            pages: {
              // Built from the issue's pages once ownership is checked (404 before 400).
              order: (current) =>
                v1PageOrder(
                  {
                    newIssueAssetsPageNums: fields.newIssueAssetsPageNums,
                    prevIssueAssets: fields.prevIssueAssets,
                    prevIssueAssetsUpdatedPageNums: fields.prevIssueAssetsUpdatedPageNums,
                    issueAssetsToBeRemoved: fields.issueAssetsToBeRemoved,
                  },
                  newFiles.length,
                  current,
                  (page) => media.url(page.image),
                ),
              newFiles,
            },
          },
          V1_FILES,
        );
        sendSuccess(
          res,
          {
            newIssueAssets: result.added.map((p) => presentV1Page(p, result.issue, media)),
            updatedIssueAssets: result.moved.map((p) => presentV1Page(p, result.issue, media)),
            deletedIssueAssets: result.removed.map((p) => presentV1Page(p, result.issue, media)),
          },
          201,
        );
      });
    }),
  );

  // P12 — credits of this issue, grouped per user (pre-fills the edit and add-issue forms).
  router.get(
    '/:urlSlug/book/:bookId/issue/:issueNumber/prev-issue-work-credits',
    handle(async (req, res) => {
      const credits = await ownWorks(res).issueCredits(
        viewerOf(res),
        req.params.bookId,
        req.params.issueNumber,
      );
      sendSuccess(res, { workCredits: presentV1CreditsByUser(credits) });
    }),
  );

  // P13
  router.delete(
    '/:urlSlug/book/:bookId/issue/:issueNumber',
    handle(async (req, res) => {
      await service(res).deleteIssue(viewerOf(res), req.params.bookId, req.params.issueNumber);
      sendNoContent(res);
    }),
  );

  return router;
}
