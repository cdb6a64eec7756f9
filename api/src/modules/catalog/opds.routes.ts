import { Router, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { handle, publicScopeMiddleware, scopeOf } from '../../rest/scope.middleware';
import { badInput, notFound, rateLimited } from '../../shared/app-error';
import { rateLimitsOf } from '../../shared/rate-limits';
import { absoluteUrl } from '../../shared/site-urls';
import type { CatalogEntryRow } from './catalog.queries';
import { type CatalogPage, CatalogService } from './catalog.service';
import { catalogLinks } from './catalog-links';
import { genreLabel } from '../archives/comic-info';
import { plainErrors } from './download.routes';
import {
  acquisitionFeed,
  entryUpdated,
  type FeedHead,
  navigationFeed,
  OPDS_RELS,
  OPDS_TYPES,
  openSearchDescription,
} from './opds-feed';
import { opdsV2Feed } from './opds2-feed';
import { DIVINA_TYPE } from './divina-manifest';
import { readingClientOf } from '../analytics/reading-client';

/** Public and anonymous: shared caches may keep a feed for a minute (Express adds the ETag). */
function sendDocument(res: Response, type: string, body: string): void {
  res.setHeader('Cache-Control', 'public, max-age=60');
  res.setHeader('Access-Control-Allow-Origin', '*');
  // Set as written (a Buffer body keeps Express from re-spacing the OPDS profile parameters).
  res.setHeader('Content-Type', `${type};charset=utf-8`);
  res.send(Buffer.from(body, 'utf8'));
}

const updatedOf = (row: CatalogEntryRow) => ({ updated: entryUpdated(row) });
const latest = (rows: { updated: string }[], fallback: string) =>
  rows.reduce((max, r) => (r.updated > max ? r.updated : max), rows.length ? '' : fallback);

/** `width` of a page-streaming request: a number of pixels, or absent (also when the client left `{maxWidth}` unfilled). */
function pageWidth(value: unknown): number | null {
  if (value === undefined || value === '' || value === '{maxWidth}') return null;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) {
    throw badInput('width must be a whole number of pixels', 'width');
  }
  return Math.min(Math.max(Number(value), LIMITS.opdsPageMinWidth), LIMITS.opdsPageMaxWidth);
}

/**
 * The OPDS 1.2 catalog (mounted at `/opds`), with OPDS-PSE page streaming and an OPDS 2.0
 * feed of the newest issues. docs/opds-and-cbz.md lists the routes.
 */
export function opdsRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(publicScopeMiddleware(deps));
  const base = deps.config.publicUrl;
  const service = (res: Response) => scopeOf(res).services.catalog;
  const imageUrl = (key: string) => absoluteUrl(base, deps.media.storage.urlFor(key));
  // Page streaming decodes images: each IP gets a budget of page requests per minute.
  const admitPageRequest = async (ip: string) => {
    const state = await rateLimitsOf(deps).consume('opds-pages', ip);
    if (!state.allowed) throw rateLimited(MESSAGES.opdsPagesTooMany, state.retryAfterSeconds);
  };

  const sendEntries = (
    res: Response,
    head: Omit<FeedHead, 'updated'>,
    found: CatalogPage<CatalogEntryRow>,
    fallbackUpdated: string,
  ) =>
    sendDocument(
      res,
      OPDS_TYPES.acquisition,
      acquisitionFeed(
        base,
        { ...head, updated: latest(found.items.map(updatedOf), fallbackUpdated) },
        found.items,
        { ...found, pageSize: LIMITS.opdsPageSize },
        imageUrl,
      ),
    );

  router.get(
    '/',
    handle(async (_req, res) => {
      const updated = await service(res).lastUpdate();
      const entry = (id: string, title: string, content: string, href: string, rel?: string) => ({
        id: `urn:panelhouse:opds:${id}`,
        title,
        content,
        href,
        rel,
        updated,
      });
      sendDocument(
        res,
        OPDS_TYPES.navigation,
        navigationFeed(
          base,
          {
            id: 'urn:panelhouse:opds:root',
            title: 'Panelhouse Comics',
            url: catalogLinks.opdsRoot(base),
            updated,
          },
          [
            {
              ...entry(
                'new',
                'New issues',
                'The latest issues, newest first.',
                catalogLinks.opdsNew(base),
                OPDS_RELS.sortNew,
              ),
              kind: 'acquisition',
            },
            {
              ...entry(
                'genres',
                'By genre',
                'Issues by the genres of their books.',
                catalogLinks.opdsGenres(base),
              ),
              kind: 'navigation',
            },
            {
              ...entry(
                'creators',
                'By creator',
                'Issues by the creators who published them.',
                catalogLinks.opdsCreators(base),
              ),
              kind: 'navigation',
            },
          ],
        ),
      );
    }),
  );

  router.get(
    '/search.xml',
    handle(async (_req, res) => {
      sendDocument(res, OPDS_TYPES.openSearch, openSearchDescription(base));
    }),
  );

  router.get(
    '/new',
    handle(async (req, res) => {
      const catalog = service(res);
      const found = await catalog.entries(
        { kind: 'newest' },
        CatalogService.parsePage(req.query.page),
      );
      const head = {
        id: 'urn:panelhouse:opds:new',
        title: 'New issues',
        url: catalogLinks.opdsNew(base),
      };
      sendEntries(res, head, found, await catalog.lastUpdate());
    }),
  );

  router.get(
    '/genres',
    handle(async (_req, res) => {
      const catalog = service(res);
      const genres = await catalog.genres();
      const updated = latest(genres, await catalog.lastUpdate());
      sendDocument(
        res,
        OPDS_TYPES.navigation,
        navigationFeed(
          base,
          {
            id: 'urn:panelhouse:opds:genres',
            title: 'By genre',
            url: catalogLinks.opdsGenres(base),
            updated,
          },
          genres.map((g) => ({
            id: catalogLinks.opdsGenreId(g.genre),
            title: genreLabel(g.genre),
            content: `${g.count} ${g.count === 1 ? 'issue' : 'issues'}`,
            href: catalogLinks.opdsGenre(base, g.genre),
            kind: 'acquisition' as const,
            updated: g.updated,
          })),
        ),
      );
    }),
  );

  router.get(
    '/genres/:genre',
    handle(async (req, res) => {
      const genre = String(req.params.genre).toLowerCase();
      const catalog = service(res);
      const found = await catalog.entries(
        { kind: 'genre', genre },
        CatalogService.parsePage(req.query.page),
      );
      const head = {
        id: catalogLinks.opdsGenreId(genre),
        title: genreLabel(genre),
        url: catalogLinks.opdsGenre(base, genre),
      };
      sendEntries(res, head, found, await catalog.lastUpdate());
    }),
  );

  router.get(
    '/creators',
    handle(async (req, res) => {
      const catalog = service(res);
      const found = await catalog.creators(CatalogService.parsePage(req.query.page));
      const updated = latest(found.items, await catalog.lastUpdate());
      sendDocument(
        res,
        OPDS_TYPES.navigation,
        navigationFeed(
          base,
          {
            id: 'urn:panelhouse:opds:creators',
            title: 'By creator',
            url: catalogLinks.opdsCreators(base),
            updated,
          },
          found.items.map((c) => ({
            id: catalogLinks.opdsCreatorId(c.username),
            title: c.username,
            content: `${c.count} ${c.count === 1 ? 'issue' : 'issues'}`,
            href: catalogLinks.opdsCreator(base, c.username),
            kind: 'acquisition' as const,
            updated: c.updated,
          })),
          { ...found, pageSize: LIMITS.opdsPageSize },
        ),
      );
    }),
  );

  router.get(
    '/creators/:username',
    handle(async (req, res) => {
      const username = String(req.params.username);
      const catalog = service(res);
      const found = await catalog.entries(
        { kind: 'creator', username },
        CatalogService.parsePage(req.query.page),
      );
      const head = {
        id: catalogLinks.opdsCreatorId(username),
        title: `Issues by ${username}`,
        url: catalogLinks.opdsCreator(base, username),
      };
      sendEntries(res, head, found, await catalog.lastUpdate());
    }),
  );

  router.get(
    '/search',
    handle(async (req, res) => {
      const q = Array.isArray(req.query.q) ? req.query.q[req.query.q.length - 1] : req.query.q;
      const catalog = service(res);
      const found = await catalog.search(q, CatalogService.parsePage(req.query.page));
      const text = String(q).trim();
      const head = {
        id: `urn:panelhouse:opds:search:${encodeURIComponent(text)}`,
        title: `Search: ${text}`,
        url: `${catalogLinks.opdsSearch(base)}?q=${encodeURIComponent(text)}`,
      };
      sendEntries(res, head, found, await catalog.lastUpdate());
    }),
  );

  // OPDS-PSE: `{pageNumber}` counts from 0; our pages from 1.
  router.get(
    '/issues/:issueId/pages/:pageIndex',
    handle(async (req, res) => {
      const issueId = /^\d{1,9}$/.test(String(req.params.issueId)) ? Number(req.params.issueId) : 0;
      const index = /^\d{1,4}$/.test(String(req.params.pageIndex))
        ? Number(req.params.pageIndex)
        : -1;
      if (issueId < 1 || index < 0) throw notFound('Page not found');
      await admitPageRequest(req.ip ?? 'unknown');
      const width = pageWidth(req.query.width);
      const image = await service(res).pageImage(issueId, index, width, readingClientOf(req));
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (image.kind === 'stored') {
        res.redirect(302, image.url);
        return;
      }
      res.type(image.contentType).send(image.body);
    }),
  );

  // DiViNa: an issue's pages in reading order, each with Readium's `page` hint.
  router.get(
    '/v2/issues/:issueId/manifest.json',
    handle(async (req, res) => {
      const issueId = /^\d{1,9}$/.test(String(req.params.issueId)) ? Number(req.params.issueId) : 0;
      if (issueId < 1) throw notFound('Issue not found');
      const body = await service(res).manifest(issueId);
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.type(`${DIVINA_TYPE}; charset=utf-8`).send(JSON.stringify(body));
    }),
  );

  router.get(
    '/v2/new',
    handle(async (req, res) => {
      const catalog = service(res);
      const found = await catalog.entries(
        { kind: 'newest' },
        CatalogService.parsePage(req.query.page),
      );
      const body = opdsV2Feed(base, found, LIMITS.opdsPageSize, imageUrl);
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.type('application/opds+json; charset=utf-8').send(JSON.stringify(body));
    }),
  );

  router.use((req, _res, next) => next(notFound(`No catalog page at ${req.originalUrl}`)));
  router.use(plainErrors(deps.log));
  return router;
}
