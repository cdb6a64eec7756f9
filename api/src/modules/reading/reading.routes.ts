import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { sendSuccess } from '../../rest/envelope';
import { handle, scopeOf } from '../../rest/scope.middleware';
import { pathId, pathIssueNumber } from '../../rest/params';
import { CreditRoleEnum } from '../credits/work-credit.entity';
import { presentV1ReadBook } from '../../rest/v1-presenters/book';
import { presentV1AccreditedWorks, presentV1Credits } from '../../rest/v1-presenters/credits';
import { presentV1IssueListItem, presentV1Reader } from '../../rest/v1-presenters/issue';

const bookIdOf = (params: Record<string, unknown>) =>
  pathId(params.bookId, MESSAGES.invalidBookId, 'bookId');
const issueNumberOf = (params: Record<string, unknown>) => pathIssueNumber(params.issueNumber);

/**
 * v1 `/read` routes (R1-R6), all public. The `:urlSlug` segment is ignored (docs/api.md, v1: Rules).
 * Removed books and works of deactivated users answer 404. `GET /read/` is not offered (404).
 */
export function readingRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get(
    '/:urlSlug/book/:bookId',
    handle(async (req, res) => {
      const book = await scopeOf(res).services.reading.requireBookRecord(bookIdOf(req.params));
      sendSuccess(res, { book: presentV1ReadBook(book, deps.media) });
    }),
  );

  router.get(
    '/:urlSlug/book/:bookId/issues',
    handle(async (req, res) => {
      const { services, viewer } = scopeOf(res);
      const issues = await services.reading.issuesNewestFirst(bookIdOf(req.params), viewer);
      sendSuccess(res, {
        allIssues: issues.map(presentV1IssueListItem),
        issueTotal: issues.length,
      });
    }),
  );

  router.get(
    '/:urlSlug/book/:bookId/work-credits',
    handle(async (req, res) => {
      const { services, viewer } = scopeOf(res);
      const rows = await services.reading.bookCredits(bookIdOf(req.params), viewer);
      sendSuccess(res, presentV1Credits(rows));
    }),
  );

  router.get(
    '/:urlSlug/book/:bookId/genres',
    handle(async (req, res) => {
      sendSuccess(res, {
        genres: await scopeOf(res).services.reading.genres(bookIdOf(req.params)),
      });
    }),
  );

  router.get(
    '/:urlSlug/book/:bookId/issue/:issueNumber',
    handle(async (req, res) => {
      // The reader is the hottest read: one prepared statement, presented straight from the row.
      const { services, viewer } = scopeOf(res);
      const row = await services.reading.readerIssue(
        bookIdOf(req.params),
        issueNumberOf(req.params),
        viewer,
      );
      sendSuccess(res, presentV1Reader(row, deps.media));
    }),
  );

  router.get(
    '/:urlSlug/book/:bookId/issue/:issueNumber/work-credits',
    handle(async (req, res) => {
      const { services, viewer } = scopeOf(res);
      const rows = await services.reading.issueCredits(
        bookIdOf(req.params),
        issueNumberOf(req.params),
        viewer,
      );
      sendSuccess(res, presentV1Credits(rows));
    }),
  );

  return router;
}

/**
 * v1 S4 `GET /search/accredited-works?userId` (mounted under `/search`; the rest of
 * `/search` belongs to the search module). Missing userId: all arrays empty (as v1);
 * a non-numeric one: 400; unknown or deactivated user: all arrays empty.
 */
export function accreditedWorksRoutes(): Router {
  const router = Router();
  router.get(
    '/accredited-works',
    handle(async (req, res) => {
      const raw = Array.isArray(req.query.userId)
        ? req.query.userId[req.query.userId.length - 1]
        : req.query.userId;
      const { services, viewer } = scopeOf(res);
      const { reading } = services;
      const groups =
        raw === undefined || raw === ''
          ? Object.values(CreditRoleEnum).map((role) => ({ role, count: 0, issues: [] }))
          : await reading.accreditedWorks(pathId(raw, MESSAGES.invalidUserId, 'userId'), viewer);
      sendSuccess(res, presentV1AccreditedWorks(groups));
    }),
  );
  return router;
}
