import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES, formatBytes } from '../../config/limits';
import { sendNoContent, sendSuccess } from '../../rest/envelope';
import { parseMultipart, type FileFieldRule, type ParsedForm } from '../../rest/multipart';
import { handle, requireAuth, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { badInput } from '../../shared/app-error';
import { parseId } from '../../shared/validation';
import type { IssuePage } from '../issues/issue-page.entity';
import {
  presentV1Book,
  presentV1CreditRows,
  presentV1CreditsByUser,
  presentV1FileDescriptor,
  presentV1Genres,
  presentV1Issue,
  presentV1Page,
  presentV1Pages,
} from './publish.presenter';
import type { PageSlot } from './publish.service';
import { parseJsonField, v1Boolean, v1Credits, v1Genres } from './publish.validation';

const COVER_FILE: FileFieldRule = {
  maxBytes: LIMITS.thumbnail.maxBytes,
  maxCount: 1,
  tooLargeMessage: MESSAGES.fileSize(formatBytes(LIMITS.thumbnail.maxBytes)),
};
const PAGE_FILES: FileFieldRule = {
  maxBytes: LIMITS.page.maxBytes,
  maxCount: LIMITS.maxPagesPerIssue,
  tooLargeMessage: MESSAGES.pageSize(formatBytes(LIMITS.page.maxBytes)),
  tooManyMessage: MESSAGES.tooManyPages,
};
// P11 sends whole page records back as JSON: allow room for the largest issue.
const FORM_OPTIONS = { maxFields: 60, maxFieldBytes: 1024 * 1024 };

/** Parses the whole form (api-v1 §0.6-10), runs `fn`, always removes the temp files. */
async function withForm(
  req: Request,
  rules: Record<string, FileFieldRule>,
  fn: (form: ParsedForm) => Promise<void>,
): Promise<void> {
  const form = await parseMultipart(req, rules, FORM_OPTIONS);
  try {
    await fn(form);
  } finally {
    await form.cleanup();
  }
}

/**
 * v1 `/publish` routes (api-v1 §4): translate the v1 form names, call PublishService,
 * shape the v1 responses. The `{urlSlug}` segment is ignored (§0.6-8). Echoed image
 * prefix refs are ignored: keys are always built from the stored refs (§4.1).
 */
export function publishRoutes(deps: AppDeps): Router {
  const router = Router();
  const media = deps.media;
  router.use(requireAuth);
  const service = (res: Response) => scopeOf(res).services.publish;

  // P1
  const prefixRefs = handle(async (req, res) => {
    const refs = await service(res).imagePrefixRefs(
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
        { bookCoverPhoto: COVER_FILE, issueCoverPhoto: COVER_FILE, issueAssets: PAGE_FILES },
        async ({ fields, files }) => {
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
                credits: v1Credits(fields.workCredits),
              },
            },
            {
              cover: files.bookCoverPhoto?.[0],
              issueCover: files.issueCoverPhoto?.[0],
              pages: files.issueAssets ?? [],
            },
          );
          sendSuccess(
            res,
            {
              book: presentV1Book(published.book, media),
              issue: presentV1Issue(published.issue, media),
              issueAssets: presentV1Pages(published.pages, published.issue, media),
              workcredits: presentV1CreditRows(published.credits),
              genres: presentV1Genres(published.genres),
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
      const book = await service(res).ownBook(viewerOf(res), req.params.bookId);
      sendSuccess(res, {
        book: presentV1Book(book, media),
        genres: presentV1Genres(await service(res).genresOf(book)),
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
      await withForm(req, {}, async ({ fields }) => {
        // Ownership before input checks: a stranger learns nothing about the book.
        await service(res).ownBook(viewer, req.params.bookId);
        const result = await service(res).updateBook(viewer, req.params.bookId, {
          details: {
            title: fields.title,
            description: fields.description,
            urlSlug: fields.urlSlug,
            contentRating: fields.contentRating,
            genres: v1Genres(fields.genres),
            status: fields.status,
            removed: v1Boolean(fields.removed) === true ? true : undefined,
          },
        });
        sendSuccess(res, {
          updatedBook: presentV1Book(result.book, media),
          updatedGenres: presentV1Genres(result.genres ?? []),
        });
      });
    }),
  );

  // P5 — a text placeholder instead of a file (the unchanged-cover case, §0.6-3): 204, nothing changes.
  router.patch(
    '/:urlSlug/book/:bookId/book-cover-photo',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, { bookCoverPhoto: COVER_FILE }, async ({ files }) => {
        const file = files.bookCoverPhoto?.[0];
        const book = await service(res).ownBook(viewer, req.params.bookId);
        if (!file) return sendNoContent(res);
        const result = await service(res).updateBook(viewer, book.id, { cover: file });
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
        { issueCoverPhoto: COVER_FILE, issueAssets: PAGE_FILES },
        async ({ fields, files }) => {
          await service(res).ownBook(viewer, req.params.bookId);
          const published = await service(res).createIssue(
            viewer,
            req.params.bookId,
            {
              title: fields.issueTitle,
              description: fields.issueDescription,
              credits: v1Credits(fields.workCredits),
            },
            { cover: files.issueCoverPhoto?.[0], pages: files.issueAssets ?? [] },
          );
          sendSuccess(
            res,
            {
              issue: presentV1Issue(published.issue, media),
              issueAssets: presentV1Pages(published.pages, published.issue, media),
              workcredits: presentV1CreditRows(published.credits),
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
      const issues = await service(res).ownIssues(viewerOf(res), req.params.bookId, page);
      sendSuccess(res, { issues: issues.map((i) => presentV1Issue(i, media)) });
    }),
  );

  // P8
  router.get(
    '/:urlSlug/book/:bookId/issue/:issueNumber',
    handle(async (req, res) => {
      const issue = await service(res).ownIssue(
        viewerOf(res),
        req.params.bookId,
        req.params.issueNumber,
      );
      sendSuccess(res, {
        issue: presentV1Issue(issue, media),
        issueCoverPhotoFile: presentV1FileDescriptor(issue.cover),
        issueAssets: presentV1Pages(await service(res).pagesOf(issue), issue, media),
      });
    }),
  );

  // P9
  router.patch(
    '/:urlSlug/book/:bookId/issue/:issueNumber',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, {}, async ({ fields }) => {
        await service(res).ownIssue(viewer, req.params.bookId, req.params.issueNumber);
        const result = await service(res).updateIssue(
          viewer,
          req.params.bookId,
          req.params.issueNumber,
          {
            details: {
              title: fields.title,
              description: fields.issueDescription,
              credits: v1Credits(fields.workCredits),
            },
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
      await withForm(req, { issueCoverPhoto: COVER_FILE }, async ({ files }) => {
        const file = files.issueCoverPhoto?.[0];
        const issue = await service(res).ownIssue(
          viewer,
          req.params.bookId,
          req.params.issueNumber,
        );
        if (!file) return sendNoContent(res);
        const result = await service(res).updateIssue(viewer, issue.book.id, issue.issueNumber, {
          cover: file,
        });
        sendSuccess(res, { updatedIssue: presentV1Issue(result.issue, media) });
      });
    }),
  );

  // P11
  router.patch(
    '/:urlSlug/book/:bookId/issue/:issueNumber/issue-assets',
    handle(async (req, res) => {
      const viewer = viewerOf(res);
      await withForm(req, { issueAssets: PAGE_FILES }, async ({ fields, files }) => {
        const issue = await service(res).ownIssue(
          viewer,
          req.params.bookId,
          req.params.issueNumber,
        );
        const current = await service(res).pagesOf(issue);
        const newFiles = files.issueAssets ?? [];
        const order = v1PageOrder(
          {
            newPageNumbers: parseJsonField(fields.newIssueAssetsPageNums, 'newIssueAssetsPageNums'),
            kept: parseJsonField(fields.prevIssueAssets, 'prevIssueAssets'),
            keptPageNumbers: parseJsonField(
              fields.prevIssueAssetsUpdatedPageNums,
              'prevIssueAssetsUpdatedPageNums',
            ),
            removed: parseJsonField(fields.issueAssetsToBeRemoved, 'issueAssetsToBeRemoved'),
            newFileCount: newFiles.length,
          },
          current,
          (page) => media.url(page.image),
        );
        const result = await service(res).updateIssue(viewer, issue.book.id, issue.issueNumber, {
          pages: { order, newFiles },
        });
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
      const issue = await service(res).ownIssue(
        viewerOf(res),
        req.params.bookId,
        req.params.issueNumber,
      );
      sendSuccess(res, {
        workCredits: presentV1CreditsByUser(await service(res).creditsOf(issue)),
      });
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

interface V1PageRecord {
  id?: unknown;
  photo_url?: unknown;
}

/**
 * v1 P11 fields -> the final page order. Kept and removed records are matched by `id`,
 * or else by `photo_url` among this issue's own pages only; anything else is refused
 * before any file is touched (api-v1 §11-3). Pages the form does not mention keep
 * their number. The final numbers must be exactly 1..N.
 */
export function v1PageOrder(
  input: {
    newPageNumbers: unknown;
    kept: unknown;
    keptPageNumbers: unknown;
    removed: unknown;
    newFileCount: number;
  },
  current: IssuePage[],
  urlOf: (page: IssuePage) => string,
): PageSlot[] {
  const list = (value: unknown, field: string): unknown[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw badInput(MESSAGES.invalidJsonField(field), field);
    return value;
  };
  const numbers = (value: unknown, field: string): number[] =>
    list(value, field).map((n) => {
      const parsed = parseId(n);
      if (!parsed) throw badInput(MESSAGES.pageOrderInvalid, field);
      return parsed;
    });
  const match = (record: unknown): IssuePage => {
    const r = (record ?? {}) as V1PageRecord;
    const id = parseId(r.id);
    const page =
      id !== undefined
        ? current.find((p) => p.id === id)
        : typeof r.photo_url === 'string'
          ? current.find((p) => urlOf(p) === r.photo_url)
          : undefined;
    if (!page) throw badInput(MESSAGES.pageNotFound, 'prevIssueAssets');
    return page;
  };

  const newNumbers = numbers(input.newPageNumbers, 'newIssueAssetsPageNums');
  if (newNumbers.length !== input.newFileCount)
    throw badInput(MESSAGES.pageOrderInvalid, 'newIssueAssetsPageNums');
  const kept = list(input.kept, 'prevIssueAssets').map(match);
  const keptNumbers = numbers(input.keptPageNumbers, 'prevIssueAssetsUpdatedPageNums');
  if (keptNumbers.length !== kept.length)
    throw badInput(MESSAGES.pageOrderInvalid, 'prevIssueAssetsUpdatedPageNums');
  const removed = new Set(list(input.removed, 'issueAssetsToBeRemoved').map((r) => match(r).id));

  const positions = new Map<number, PageSlot>();
  const place = (pageNumber: number, slot: PageSlot) => {
    if (positions.has(pageNumber)) throw badInput(MESSAGES.pageOrderInvalid, 'issueAssets');
    positions.set(pageNumber, slot);
  };
  const keptIds = new Set<number>();
  kept.forEach((page, i) => {
    if (removed.has(page.id) || keptIds.has(page.id))
      throw badInput(MESSAGES.pageOrderInvalid, 'prevIssueAssets');
    keptIds.add(page.id);
    place(keptNumbers[i], { existingPageId: page.id });
  });
  newNumbers.forEach((pageNumber, i) => place(pageNumber, { newPageIndex: i }));
  for (const page of current) {
    if (!keptIds.has(page.id) && !removed.has(page.id))
      place(page.pageNumber, { existingPageId: page.id });
  }
  const order: PageSlot[] = [];
  for (let n = 1; n <= positions.size; n += 1) {
    const slot = positions.get(n);
    if (!slot) throw badInput(MESSAGES.pageOrderInvalid, 'issueAssets');
    order.push(slot);
  }
  return order;
}
