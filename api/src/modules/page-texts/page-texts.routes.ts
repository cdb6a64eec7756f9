import { Router, json } from 'express';
import { sendSuccess } from '../../rest/envelope';
import { handle, requireAuth, scopeOf, viewerOf } from '../../rest/scope.middleware';
import { presentV1PageTexts } from '../../rest/v1-presenters/page-text';
import type { PageTextChange } from './page-texts.service';

/** The v1 body `{ pages: [{ page_number, alt_text, transcript }] }` as service changes. */
function v1PageTexts(body: unknown): unknown {
  const pages = (body as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return pages;
  return pages.map((item): PageTextChange => {
    const record = (item ?? {}) as Record<string, unknown>;
    // A key left out stays unchanged; null or '' clears (as in GraphQL).
    return {
      pageNumber: record.page_number,
      altText: 'alt_text' in record ? record.alt_text : undefined,
      transcript: 'transcript' in record ? record.transcript : undefined,
    };
  });
}

/**
 * v1 extras beside the `/publish` routes (P15): read and set the alt text and transcript
 * of an issue's pages. Owner only; someone else's issue is 404 before any 400.
 */
export function pageTextRoutes(): Router {
  const router = Router();
  router.use(requireAuth);
  const path = '/:urlSlug/book/:bookId/issue/:issueNumber/issue-asset-texts';

  router.get(
    path,
    handle(async (req, res) => {
      const { pages } = await scopeOf(res).services.ownWorks.issueWithPages(
        viewerOf(res),
        req.params.bookId,
        req.params.issueNumber,
      );
      sendSuccess(res, { issueAssetTexts: presentV1PageTexts(pages) });
    }),
  );

  router.patch(
    path,
    // Room for 200 pages with full transcripts (JSON escapes included).
    json({ limit: '3mb' }),
    handle(async (req, res) => {
      const { pages } = await scopeOf(res).services.pageText.update(
        viewerOf(res),
        req.params.bookId,
        req.params.issueNumber,
        v1PageTexts(req.body),
      );
      sendSuccess(res, { issueAssetTexts: presentV1PageTexts(pages) });
    }),
  );

  return router;
}
